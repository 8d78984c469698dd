/** The screen shown while a payment provider is reached or its answer awaited: a spinner and what is happening. */
export function WaitingScreen({ text }: { text: string }) {
  return (
    <section className="store-checkout__notice" aria-busy="true" data-waiting="">
      <span className="souk-button__spinner store-checkout__spinner" aria-hidden="true" />
      <p role="status">{text}</p>
    </section>
  )
}
