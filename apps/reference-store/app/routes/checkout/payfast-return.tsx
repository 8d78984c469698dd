/** Placeholder: this page is being built (issue 5). */
export default function PayfastReturn() {
  return <h1>PayfastReturn</h1>
}
