import { useEffect, useState } from 'react'

// Internal helpers shared by the layered primitives (Popover, Dropdown, Dialog): page scroll blocking and
// keyboard focus containment (their media queries: `hooks/useMediaQuery.ts`). No state lives in this module: the scroll lock keeps its count on
// the document element, so several layers (and several copies of this package) agree.

const LOCKS = 'soukScrollLocks'
const SAVED = 'soukScrollOverflow'

/** Blocks page scrolling while `active` (restored when the last lock goes). */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof document === 'undefined') return
    const root = document.documentElement
    const count = Number(root.dataset[LOCKS] ?? '0')
    if (count === 0) {
      root.dataset[SAVED] = root.style.overflow
      root.style.overflow = 'hidden'
    }
    root.dataset[LOCKS] = String(count + 1)
    return () => {
      const left = Number(root.dataset[LOCKS] ?? '1') - 1
      if (left > 0) {
        root.dataset[LOCKS] = String(left)
        return
      }
      root.style.overflow = root.dataset[SAVED] ?? ''
      delete root.dataset[LOCKS]
      delete root.dataset[SAVED]
    }
  }, [active])
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',')

/** The elements of a container reachable with Tab, in document order (hidden and inert ones left out). */
export function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      element.getAttribute('tabindex') !== '-1' &&
      !element.closest('[hidden], [inert], [aria-hidden="true"]'),
  )
}

/** The focused element of a node's document or shadow root (custom elements render in shadow roots). */
export function activeElement(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot
  return 'activeElement' in root ? root.activeElement : null
}

/** Keeps Tab and Shift+Tab inside a container (call from its keydown handler); true when it moved focus. */
export function containTab(
  event: { key: string; shiftKey: boolean; preventDefault: () => void },
  container: HTMLElement,
): boolean {
  if (event.key !== 'Tab') return false
  const items = tabbables(container)
  const first = items[0]
  const last = items[items.length - 1]
  const active = activeElement(container)
  if (!first || !last) {
    event.preventDefault()
    container.focus()
    return true
  }
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault()
    last.focus()
    return true
  }
  if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
    return true
  }
  return false
}

/** Whether an element's content overflows it (so it scrolls and must be reachable with the keyboard). */
export function useOverflowing(ref: { current: HTMLElement | null }, active: boolean): boolean {
  const [overflowing, setOverflowing] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!active || !element) return
    const measure = () => setOverflowing(element.scrollHeight > element.clientHeight + 1)
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    for (const child of Array.from(element.children)) observer.observe(child)
    return () => observer.disconnect()
  }, [ref, active])
  return overflowing
}
