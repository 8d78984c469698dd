/** Placeholder: this page is being built (issue 5). */
export default function Vouchers() {
  return <h1>Vouchers</h1>
}
