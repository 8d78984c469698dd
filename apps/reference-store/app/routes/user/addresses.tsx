/** Placeholder: this page is being built (issue 5). */
export default function Addresses() {
  return <h1>Addresses</h1>
}
