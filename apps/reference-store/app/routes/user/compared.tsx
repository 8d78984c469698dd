/** Placeholder: this page is being built (issue 5). */
export default function Compared() {
  return <h1>Compared</h1>
}
