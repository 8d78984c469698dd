/** Placeholder: this page is being built (issue 5). */
export default function Wishlists() {
  return <h1>Wishlists</h1>
}
