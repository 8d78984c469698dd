/** Placeholder: this page is being built (issue 5). */
export default function SocialCallback() {
  return <h1>SocialCallback</h1>
}
