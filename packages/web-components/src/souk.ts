/**
 * The script for `<script type="module">`: an autoloader. It registers no element itself; it looks for the Souk
 * tags present in the page and imports only their `define/<tag>.js` entries (beside this file, wherever it is
 * served from: the imports are relative to this module's own URL), then watches the page and loads a tag when
 * one appears later. A page with one `<souk-product-card>` downloads the runtime, the card and its texts, not
 * the five other elements.
 *
 * Where it looks: the document, and the open shadow roots of the page's own elements that exist when those
 * elements are seen (they are watched too). A shadow root attached after its element was seen, or a closed one,
 * is invisible: call `discover(root)` (or `preload(tag)`) for it.
 *
 * Each tag is imported once per page, even when the script is loaded twice (the tags asked for are kept on the
 * window, not in this module); a tag that is defined already (by a `define/<tag>` import, say) is left alone.
 */
import type { WidgetSouk } from '@souk/core'
import type { SoukPageConfig } from './config/pageSouk'
import type { SoukElementTagNameMap } from './tags'

/** A Souk tag (`souk-config`, `souk-product-card`, …). */
export type SoukTag = keyof SoukElementTagNameMap

// One literal import per tag: the bundler points each to its `define/<tag>.js` entry (the configuration element
// is imported first by every one of them, and the runtime chunk they share loads once).
const loaders: Record<SoukTag, () => Promise<unknown>> = {
  'souk-config': () => import('./define/souk-config'),
  'souk-product-card': () => import('./define/souk-product-card'),
  'souk-product': () => import('./define/souk-product'),
  'souk-product-list': () => import('./define/souk-product-list'),
  'souk-cart-button': () => import('./define/souk-cart-button'),
  'souk-cart': () => import('./define/souk-cart'),
  'souk-search': () => import('./define/souk-search'),
}

/** Every tag the autoloader knows. */
export const SOUK_TAGS = Object.keys(loaders) as SoukTag[]

function isSoukTag(name: string): name is SoukTag {
  return Object.hasOwn(loaders, name)
}

// The tags asked for on this page, shared by every copy of this script (a second copy imports nothing twice).
const requestedKey = Symbol.for('souk.autoloader.requested')
type Requests = Map<string, Promise<unknown>>
function requests(): Requests {
  const holder = globalThis as unknown as Record<symbol, Requests | undefined>
  holder[requestedKey] ??= new Map()
  return holder[requestedKey]
}

function load(tag: SoukTag): Promise<unknown> {
  const asked = requests()
  const pending = asked.get(tag)
  if (pending) return pending
  if (typeof customElements !== 'undefined' && customElements.get(tag)) return Promise.resolve()
  const loading = loaders[tag]()
  asked.set(tag, loading)
  loading.catch((error: unknown) => {
    // A failed download may be retried by the next discovery.
    asked.delete(tag)
    console.error(`Souk: could not load <${tag}>`, error)
  })
  return loading
}

/**
 * Loads and registers the given tags now, present in the page or not (a drawer added on a click, say);
 * resolves once they are defined.
 */
export async function preload(...tags: SoukTag[]): Promise<void> {
  await Promise.all(tags.filter(isSoukTag).map(load))
}

type Root = Document | Element | DocumentFragment

// Shadow roots being watched (weakly: a removed host is forgotten).
const watchedRoots = new WeakSet<Node>()
let observer: MutationObserver | null = null

/** The Souk tags in `root` (itself included) and in the open shadow roots of the page's elements inside it. */
function findTags(root: Root, found: Set<SoukTag>): void {
  const consider = (element: Element) => {
    const name = element.localName
    if (isSoukTag(name)) {
      found.add(name)
    } else if (element.shadowRoot && !watchedRoots.has(element.shadowRoot)) {
      // A host element's open shadow root: searched now and watched from now on.
      watchedRoots.add(element.shadowRoot)
      observer?.observe(element.shadowRoot, { childList: true, subtree: true })
      findTags(element.shadowRoot, found)
    }
  }
  if (root instanceof Element) consider(root)
  for (const element of root.querySelectorAll('*')) consider(element)
}

/**
 * Loads the Souk tags in `root` (default the document) and in the open shadow roots inside it; resolves once
 * they are defined. The autoloader calls it for the page and for every element added later; call it yourself
 * for a shadow root it cannot see.
 */
export async function discover(root: Root = document): Promise<void> {
  const found = new Set<SoukTag>()
  findTags(root, found)
  await preload(...found)
}

function start(): void {
  observer = new MutationObserver((records) => {
    const found = new Set<SoukTag>()
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) findTags(node, found)
    }
    if (found.size > 0) void preload(...found).catch(() => {})
    // Every tag asked for: nothing is left to load.
    if (SOUK_TAGS.every((tag) => requests().has(tag) || customElements.get(tag))) observer?.disconnect()
  })
  observer.observe(document, { childList: true, subtree: true })
  void discover(document).catch(() => {})
}

if (typeof document !== 'undefined' && typeof MutationObserver !== 'undefined') start()

/**
 * Configures every `<souk-…>` element of the page (as `configureSouk` of `@souk/web-components`; it loads the
 * shared runtime first).
 */
export async function configureSouk(config: SoukPageConfig): Promise<void> {
  const runtime = await import('./config/pageSouk')
  await runtime.configureSouk(config)
}

/** Resolves with the page's Souk once its texts are loaded (as `whenSoukReady` of `@souk/web-components`). */
export async function whenSoukReady(): Promise<WidgetSouk> {
  const runtime = await import('./config/pageSouk')
  return runtime.whenSoukReady()
}

export type { SoukPageConfig, SoukTheme } from './config/pageSouk'
export type { SoukEventMap } from './events'
export type { SoukElementTagNameMap } from './tags'
