// Class tokens that are helpers, not stylable nodes of a component.
const HELPERS = new Set(['souk-root', 'souk-visually-hidden', 'souk-flip-rtl'])

/**
 * The `part` names of an element from its BEM classes: the element's own block is `base` and its elements
 * keep their names (`souk-product-card__title` -> `title`); nested components are prefixed with their block
 * (`souk-price-label__current` -> `price-label-current`). Modifiers (`--`) name no part.
 */
export function partsOf(className: string, block: string): string[] {
  const parts: string[] = []
  for (const token of className.split(/\s+/)) {
    if (!token.startsWith('souk-') || token.includes('--') || HELPERS.has(token)) continue
    if (token === block) parts.push('base')
    else if (token.startsWith(`${block}__`)) parts.push(token.slice(block.length + 2))
    else parts.push(token.slice('souk-'.length).replace('__', '-'))
  }
  return parts
}

function decorateElement(element: Element, block: string, shop: () => string): void {
  const className = element.getAttribute('class')
  if (className) {
    const parts = partsOf(className, block).join(' ')
    if (parts && element.getAttribute('part') !== parts) element.setAttribute('part', parts)
  }
  // Links of @souk/react are paths on the shop: on a partner's page they must point at the shop's origin.
  if (element.localName === 'a') {
    const href = element.getAttribute('href')
    if (href?.startsWith('/') && !href.startsWith('//'))
      element.setAttribute('href', new URL(href, shop()).href)
  }
}

/**
 * Keeps a shadow root's rendered nodes decorated as they change: every `souk-…` class becomes a `part`
 * (so hosts can style it with `::part()`), and shop paths become absolute links to the shop.
 */
export function decorate(root: ShadowRoot, block: string, shop: () => string): MutationObserver {
  const visit = (node: Node) => {
    if (!(node instanceof Element)) return
    decorateElement(node, block, shop)
    for (const child of node.querySelectorAll('[class], a[href]')) decorateElement(child, block, shop)
  }
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') visit(record.target)
      else for (const node of record.addedNodes) visit(node)
    }
  })
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class', 'href'],
  })
  return observer
}
