/** Placeholder: this page is being built (issue 5). */
export default function Following() {
  return <h1>Following</h1>
}
