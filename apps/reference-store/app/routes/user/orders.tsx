/** Placeholder: this page is being built (issue 5). */
export default function Orders() {
  return <h1>Orders</h1>
}
