/** Placeholder: this page is being built (issue 5). */
export default function Register() {
  return <h1>Register</h1>
}
