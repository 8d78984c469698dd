/** Placeholder: this page is being built (issue 5). */
export default function ForgotPassword() {
  return <h1>ForgotPassword</h1>
}
