/** Placeholder: this page is being built (issue 5). */
export default function SellerRegister() {
  return <h1>SellerRegister</h1>
}
