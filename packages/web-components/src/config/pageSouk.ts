import {
  type ApiDownError,
  createWidgetSouk,
  errorText,
  type StorageAdapter,
  type WidgetSouk,
} from '@souk/core'
import { useSyncExternalStore } from 'react'
import { loadWidgetTexts, type TextsPart, textsLanguage } from '../texts'

/** A widget theme: the light or dark tokens, or `auto` (the system preference). */
export type SoukTheme = 'light' | 'dark' | 'auto'

/** Page-level configuration shared by every `<souk-…>` element (from `<souk-config>` or `configureSouk`). */
export interface SoukPageConfig {
  /** Base of the shop's API, e.g. `https://shop.example/api/v1/`; default `/api/v1/` on the page's origin. */
  apiBase?: string
  /** The shop's origin for product, cart and checkout links; default the origin of `apiBase`. */
  shopUrl?: string
  /** Language of the widgets' texts and of the API's content (`en`, `fr`, `ar`, `tr`, `hi`). */
  language?: string
  /** `light`, `dark` or `auto` (default: light, dark under the system preference where the theme says so). */
  theme?: SoukTheme
  /** The fetch to use (tests, proxies). */
  fetch?: typeof globalThis.fetch
  /** Cookies and local storage; default the browser's. */
  storage?: StorageAdapter
}

/** What the elements read: the page's Souk once its texts are loaded, and the configuration. */
export interface PageSoukState {
  /** The shared Souk, or null before the first element asks for it. */
  souk: WidgetSouk | null
  /** True once the active language's first texts are loaded (a card renders only then). */
  ready: boolean
  /**
   * True once the active language's more texts are loaded too (the elements beyond the card render only then),
   * when an element of the page needs them (`needMoreTexts`).
   */
  moreReady: boolean
  config: Readonly<SoukPageConfig>
}

interface Registry {
  state: PageSoukState
  listeners: Set<() => void>
  /** The element that shows the page's toasts (the first connected one that claimed it). */
  toastHost: Element | null
  toastClaims: Element[]
  /** Bumped whenever the Souk is replaced, so a late catalogue load for an old one is dropped. */
  generation: number
  /** The connection failures reported already (kind and API base), so each is told once. */
  reported: Set<string>
  /** Whether an element of the page shows more texts than a card (they load once it asks). */
  needsMore: boolean
}

// The one page-level registry: a browser page is one shopper, and every element on it shares this Souk.
let registry: Registry | null = null

function getRegistry(): Registry {
  registry ??= {
    state: { souk: null, ready: false, moreReady: false, config: {} },
    listeners: new Set(),
    generation: 0,
    reported: new Set(),
    toastHost: null,
    toastClaims: [],
    needsMore: false,
  }
  return registry
}

function setState(next: Partial<PageSoukState>): void {
  const current = getRegistry()
  current.state = { ...current.state, ...next }
  for (const listener of current.listeners) listener()
}

/** Adds a part of the widgets' texts of a language (English's for a language Souk does not ship) to the Souk. */
async function loadTexts(souk: WidgetSouk, language: string, part: TextsPart): Promise<void> {
  const texts = await loadWidgetTexts(language, part)
  souk.i18n.addTexts(textsLanguage(language), texts)
}

/** Loads the more texts of `languages` into the page's Souk, then says they are ready (for that Souk only). */
function loadMoreTexts(souk: WidgetSouk, languages: readonly string[]): void {
  const generation = getRegistry().generation
  void Promise.all(languages.map((language) => loadTexts(souk, language, 'more')))
    .catch(() => {
      // Without them the texts show their keys; the widget still works.
    })
    .finally(() => {
      if (getRegistry().generation === generation) setState({ moreReady: true })
    })
}

/**
 * An element that shows more texts than a card is on the page: its texts (the more part of the widgets' texts)
 * load now, or with the page's Souk; `moreReady` says when they are in.
 */
export function needMoreTexts(): void {
  const current = getRegistry()
  if (current.needsMore) return
  current.needsMore = true
  const souk = current.state.souk
  if (!souk) return
  // A language being switched to loads its parts before the switch: both, when they differ.
  const next = current.state.config.language
  loadMoreTexts(souk, next && next !== souk.language() ? [souk.language(), next] : [souk.language()])
}

/** The absolute shop origin: `shopUrl`, else the origin of `apiBase`, else the page's. */
export function shopBase(config: Readonly<SoukPageConfig>): string {
  const page = typeof location === 'undefined' ? 'http://localhost/' : location.href
  if (config.shopUrl) return new URL(config.shopUrl, page).href
  return new URL('/', new URL(config.apiBase ?? '/api/v1/', page)).href
}

/** The page's Souk, created on first use with the current configuration; its texts load in the background. */
export function ensurePageSouk(): WidgetSouk {
  const current = getRegistry()
  if (current.state.souk) return current.state.souk
  const { config } = current.state
  const souk = createWidgetSouk({
    apiBase: config.apiBase,
    // Every link the widgets render is absolute on the shop (they sit on someone else's site).
    shopUrl: shopBase(config),
    language: config.language,
    fetch: config.fetch,
    storage: config.storage,
    client: { onConnectionFailure: (error) => reportConnectionFailure(error) },
  })
  const generation = ++current.generation
  current.reported = new Set()
  setState({ souk, ready: false, moreReady: false })
  if (current.needsMore) loadMoreTexts(souk, [souk.language()])
  void souk.settings
    .getState()
    .load()
    .catch(() => {
      // Prices fall back to plain numbers without the shop's currency settings; elements report their own errors.
    })
  void loadTexts(souk, souk.language(), 'first')
    .catch(() => {
      // Without the catalogue texts show their keys; the widget still works.
    })
    .finally(() => {
      if (getRegistry().generation === generation) setState({ ready: true })
    })
  return souk
}

/**
 * Tells the page's developer, once per kind and API base, why the shop's API cannot be used (a CORS refusal, a
 * wrong `api-base`, the API down): `console.error` with the developer's text, and a `souk-error` event with
 * its machine-readable `code`, dispatched from `from` (default: the widget showing the toasts, else `document`).
 */
export function reportConnectionFailure(error: ApiDownError, from?: Element): void {
  const current = getRegistry()
  const key = `${error.failure} ${error.apiBase ?? ''}`
  if (current.reported.has(key)) return
  current.reported.add(key)
  console.error(`Souk: ${error.message}`)
  const souk = current.state.souk
  const target = from ?? current.toastHost ?? document
  target.dispatchEvent(
    new CustomEvent('souk-error', {
      detail: {
        error,
        code: error.failure,
        reason: error.message,
        message: souk ? errorText(error, souk.t) : error.message,
      },
      bubbles: true,
      composed: true,
    }),
  )
}

/** An element offers to show the page's toasts; the first one still connected does. */
export function claimToastHost(element: Element): void {
  const current = getRegistry()
  if (!current.toastClaims.includes(element)) current.toastClaims.push(element)
  if (!current.toastHost) {
    current.toastHost = element
    for (const listener of current.listeners) listener()
  }
}

/** An element leaves: the next claimant (if any) shows the toasts. */
export function releaseToastHost(element: Element): void {
  const current = getRegistry()
  current.toastClaims = current.toastClaims.filter((claim) => claim !== element)
  if (current.toastHost !== element) return
  current.toastHost = current.toastClaims[0] ?? null
  for (const listener of current.listeners) listener()
}

/** Whether `element` shows the page's toasts (re-renders when that changes). */
export function useIsToastHost(element: Element): boolean {
  return useSyncExternalStore(
    subscribePageSouk,
    () => getRegistry().toastHost === element,
    () => false,
  )
}

/** The current state: the Souk (if made), whether it is ready, and the configuration. */
export function pageSoukState(): PageSoukState {
  return getRegistry().state
}

/** Calls `listener` whenever the Souk, its readiness or the configuration changes; returns the unsubscribe. */
export function subscribePageSouk(listener: () => void): () => void {
  const { listeners } = getRegistry()
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether the texts the page's elements show are loaded: the first ones, and the more ones when needed. */
function textsReady(state: PageSoukState): boolean {
  return state.ready && (state.moreReady || !getRegistry().needsMore)
}

/** Resolves with the page's Souk once the texts its elements show are loaded (creating it if needed). */
export function whenSoukReady(): Promise<WidgetSouk> {
  const souk = ensurePageSouk()
  if (textsReady(pageSoukState())) return Promise.resolve(souk)
  return new Promise((resolve) => {
    const unsubscribe = subscribePageSouk(() => {
      const state = pageSoukState()
      if (textsReady(state) && state.souk) {
        unsubscribe()
        resolve(state.souk)
      }
    })
  })
}

/** Forgets the page's Souk; the next element (or `ensurePageSouk`) makes a new one. For tests and sign-out flows. */
export function resetPageSouk(): void {
  const current = getRegistry()
  current.state.souk?.dispose()
  current.generation++
  setState({ souk: null, ready: false, moreReady: false })
}

/**
 * Configures every `<souk-…>` element of the page (one call, or one `<souk-config>` element). A new `apiBase`,
 * `fetch` or `storage` replaces the shared Souk; a new `language` loads its texts, then re-renders every element.
 */
export async function configureSouk(next: SoukPageConfig): Promise<void> {
  const current = getRegistry()
  const previous = current.state.config
  const config = { ...previous, ...next }
  setState({ config })
  const souk = current.state.souk
  if (!souk) return
  const replaced = (['apiBase', 'shopUrl', 'fetch', 'storage'] as const).some(
    (key) => key in next && next[key] !== previous[key],
  )
  if (replaced) {
    resetPageSouk()
    ensurePageSouk()
    return
  }
  const { language } = config
  if (language && language !== souk.language()) {
    const parts: TextsPart[] = current.needsMore ? ['first', 'more'] : ['first']
    await Promise.all(parts.map((part) => loadTexts(souk, language, part).catch(() => {})))
    await souk.setLanguage(language)
  }
}
