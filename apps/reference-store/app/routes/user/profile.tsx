/** Placeholder: this page is being built (issue 5). */
export default function Profile() {
  return <h1>Profile</h1>
}
