/** Placeholder: this page is being built (issue 5). */
export default function PayfastCancel() {
  return <h1>PayfastCancel</h1>
}
