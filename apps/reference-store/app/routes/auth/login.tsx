/** Placeholder: this page is being built (issue 5). */
export default function Login() {
  return <h1>Login</h1>
}
