/** Placeholder: this page is being built (issue 5). */
export default function RazorpayCallback() {
  return <h1>RazorpayCallback</h1>
}
