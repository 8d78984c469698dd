/** Placeholder: this page is being built (issue 5). */
export default function Contact() {
  return <h1>Contact</h1>
}
