/** Whether this browser supports constructable stylesheets adopted by shadow roots. */
function canAdopt(): boolean {
  return (
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype &&
    'adoptedStyleSheets' in ShadowRoot.prototype
  )
}

/**
 * Makes a stylesheet factory for one element class: the sheets are built once, on the first element, and
 * shared by every instance (constructable stylesheets need no `unsafe-inline` under a strict CSP).
 */
export function createStyles(cssTexts: readonly string[]): (root: ShadowRoot) => void {
  let sheets: CSSStyleSheet[] | undefined
  return (root) => {
    if (canAdopt()) {
      sheets ??= cssTexts.map((css) => {
        const sheet = new CSSStyleSheet()
        sheet.replaceSync(css)
        return sheet
      })
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets]
      return
    }
    // Older engines: one <style> element per shadow root.
    const style = document.createElement('style')
    style.textContent = cssTexts.join('\n')
    root.prepend(style)
  }
}
