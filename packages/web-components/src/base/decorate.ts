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

function decorateElement(element: Element, block: string): void {
  const className = element.getAttribute('class')
  if (!className) return
  const parts = partsOf(className, block).join(' ')
  if (parts && element.getAttribute('part') !== parts) element.setAttribute('part', parts)
}

/**
 * Keeps a shadow root's rendered nodes' `part`s as they change: every `souk-…` class becomes a `part` (so hosts
 * can style it with `::part()`). Links need no rewriting: the components build them on the shop (`souk.links`).
 */
export function decorate(root: ShadowRoot, block: string): MutationObserver {
  const visit = (node: Node) => {
    if (!(node instanceof Element)) return
    decorateElement(node, block)
    for (const child of node.querySelectorAll('[class]')) decorateElement(child, block)
  }
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') visit(record.target)
      else for (const node of record.addedNodes) visit(node)
    }
  })
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] })
  return observer
}
