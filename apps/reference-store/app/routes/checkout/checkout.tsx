/** Placeholder: this page is being built (issue 5). */
export default function Checkout() {
  return <h1>Checkout</h1>
}
