/**
 * Registers a custom element unless its tag is taken already: loading the script twice, or two versions of
 * it, keeps the first definition and never throws.
 */
export function define(tag: string, element: CustomElementConstructor): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return
  customElements.define(tag, element)
}
