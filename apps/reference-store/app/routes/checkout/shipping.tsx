/** Placeholder: this page is being built (issue 5). */
export default function Shipping() {
  return <h1>Shipping</h1>
}
