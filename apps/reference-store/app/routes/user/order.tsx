/** Placeholder: this page is being built (issue 5). */
export default function Order() {
  return <h1>Order</h1>
}
