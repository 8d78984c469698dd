/** Placeholder: this page is being built (issue 5). */
export default function TrackOrder() {
  return <h1>TrackOrder</h1>
}
