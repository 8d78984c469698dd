// @vitest-environment node
/**
 * Every page of the store, rendered as its server renders it and hydrated as a browser hydrates it: the route
 * tree comes from `routes.ts` itself (a new page is covered, or this test asks for its sample address), the
 * loader data from the route modules' own loaders over the real API in this process (PGlite, seeded).
 */

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApi, loadConfig, openDb, seedDatabase } from '@souk/api'
import { AUTH_COOKIE, SIGNED_IN_COOKIE } from '@souk/core'
import type { ComponentType } from 'react'
import { createRoutesStub, UNSAFE_ErrorResponseImpl as ErrorResponse, matchPath } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadDeferredParts } from './components/deferredPart'
import routeConfig from './routes'
import type { StoreContext } from './souk.server'
import { renderOnServerThenHydrate } from './testing/hydration'

const ORIGIN = 'http://localhost:3000'

/** One address for each English page (the route's name without `___en`), with real ids of the seeded shop. */
const SAMPLES: Record<string, { url: string; customer?: boolean }> = {
  home: { url: '/' },
  product: { url: '/nordia-modern-phone-case-1/product/1' },
  all: { url: '/all/electronics' },
  search: { url: '/search?q=phone' },
  'main-products': { url: '/electronics/products' },
  'main-brand': { url: '/electronics/brand?brand=1' },
  'main-collection': { url: '/electronics/collection?collection=1' },
  cart: { url: '/cart' },
  brands: { url: '/brands' },
  categories: { url: '/categories' },
  'flash-sale': { url: '/flash-sale' },
  'flash-sale-id': { url: '/flash-sale/1' },
  'shop-slug': { url: '/shop/bazaar-bright' },
  'page-slug': { url: '/page/privacy-policy' },
  contact: { url: '/contact' },
  shipping: { url: '/shipping' },
  checkout: { url: '/checkout' },
  'razorpay-callback': { url: '/razorpay-callback' },
  'payfast-return-id': { url: '/payfast/return/1' },
  'payfast-cancel-id': { url: '/payfast/cancel/1' },
  'track-order': { url: '/track-order' },
  'social-callback': { url: '/social-callback' },
  login: { url: '/login' },
  register: { url: '/register' },
  'forgot-password': { url: '/forgot-password' },
  'seller-register': { url: '/seller/register' },
  'user-profile': { url: '/user/profile', customer: true },
  'user-addresses': { url: '/user/addresses', customer: true },
  'user-orders': { url: '/user/orders', customer: true },
  'user-order-id': { url: '/user/order/{order}', customer: true },
  'user-wishlists': { url: '/user/wishlists', customer: true },
  'user-compared': { url: '/user/compared', customer: true },
  'user-following': { url: '/user/following', customer: true },
  'user-vouchers': { url: '/user/vouchers', customer: true },
  'not-found': { url: '/no/such/page/here' },
}

/** Pages also checked in another language: right-to-left Arabic, and French. */
const OTHER_LANGUAGES = [
  { name: 'home', url: '/ar' },
  { name: 'product', url: '/ar/nordia-modern-phone-case-1/product/1' },
  { name: 'user-orders', url: '/ar/user/orders', customer: true },
  { name: 'login', url: '/fr/login' },
]

interface ConfigEntry {
  id?: string
  path?: string
  index?: boolean
  file: string
  children?: ConfigEntry[]
}

interface RouteModule {
  default?: ComponentType
  ErrorBoundary?: ComponentType
  loader?: (args: {
    request: Request
    params: Record<string, string | undefined>
    context: StoreContext
  }) => unknown
}

const modules = import.meta.glob<RouteModule>(['./root.tsx', './routes/**/*.tsx'])
const load = (file: string) => {
  const module = modules[`./${file}`]
  if (!module) throw new Error(`no route module ./${file}`)
  return module()
}

/** The chain of config entries (layouts, then the page) whose id is `id`. */
function chainOf(entries: ConfigEntry[], id: string, parents: ConfigEntry[] = []): ConfigEntry[] | null {
  for (const entry of entries) {
    if (entry.id === id) return [...parents, entry]
    const found = entry.children && chainOf(entry.children, id, [...parents, entry])
    if (found) return found
  }
  return null
}

const pageNames = (routeConfig as ConfigEntry[])
  .map((entry) => entry.id)
  .concat((routeConfig as ConfigEntry[]).flatMap((entry) => entry.children?.map((child) => child.id) ?? []))
  .filter((id): id is string => Boolean(id?.endsWith('___en')))
  .map((id) => id.replace(/___en$/, ''))
  .filter((name) => !name.endsWith('-layout'))
  .concat('not-found')

let api: ReturnType<typeof createApi>
let database: Awaited<ReturnType<typeof openDb>> | undefined
let dataDir: string
let customerCookie = ''
let orderId = 0
/** The session cookie of the page being hydrated (empty for a guest). */
let browserSession = ''
/** When true, the browser's profile load gets a reply without a status (spec §8: 'API is down.'). */
let profileDown = false
const pending = new Set<Promise<unknown>>()

/** The API in this process, as the store's server calls it (and, during hydration, as the browser does). */
const apiFetch: typeof fetch = (input, init) => {
  const request = input instanceof Request ? input : new Request(new URL(String(input), ORIGIN), init)
  const answer = Promise.resolve(api.fetch(request))
  pending.add(answer)
  answer.finally(() => pending.delete(answer)).catch(() => undefined)
  return answer
}

/** The browser's fetch: relative addresses on the shop, bodies as text (happy-dom's own classes stay out). */
const browserFetch: typeof fetch = async (input, init) => {
  const url = new URL(
    typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    ORIGIN,
  )
  const body = typeof init?.body === 'string' ? init.body : undefined
  const headers: [string, string][] = []
  new Headers(init?.headers as HeadersInit | undefined).forEach((value, key) => {
    headers.push([key, value])
  })
  if (profileDown && url.pathname.endsWith('/api/v1/user/profile')) {
    return new Response('{"data":null}', { headers: { 'content-type': 'application/json' } })
  }
  // The browser sends the shop's HttpOnly session cookie with its same-origin calls by itself.
  if (browserSession) headers.push(['cookie', browserSession])
  return apiFetch(url.href, { method: init?.method ?? 'GET', headers, body })
}

/** Resolves once the requests the page made have been answered (a few rounds: an answer may start another). */
async function settle() {
  for (let round = 0; round < 20; round++) {
    await new Promise((resolve) => setTimeout(resolve, 0))
    if (pending.size === 0) return
    await Promise.allSettled([...pending])
  }
}

const context = (): StoreContext => ({ apiFetch, publicUrl: ORIGIN })

beforeAll(async () => {
  // As the server does before its first page: no deferred part (made by the root's views, `rootView.tsx`) suspends
  // in a server render.
  await import('./root')
  await loadDeferredParts()
  dataDir = mkdtempSync(join(tmpdir(), 'souk-store-hydration-'))
  database = await openDb({ dataDir: 'memory://' })
  const { db } = database
  await seedDatabase(db, { products: 10 })
  api = createApi({ db, config: { ...loadConfig({}), dataDir, publicUrl: ORIGIN } })
  const signIn = await api.fetch(
    new Request(`${ORIGIN}/api/v1/user/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'julien@customers.souk.test', password: 'souk-demo-1' }),
    }),
  )
  const token = ((await signIn.json()) as { data: { token: string } }).data.token
  customerCookie = `${AUTH_COOKIE}=${encodeURIComponent(token)}`
  const orders = await api.fetch(
    new Request(`${ORIGIN}/api/v1/order/by-user`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    }),
  )
  const list = ((await orders.json()) as { data: { data: { id: number }[] } }).data.data
  orderId = list[0]?.id ?? 0
}, 120_000)

afterAll(async () => {
  await database?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

/** What a loader gave: its data, or the error response it threw (a 404 page is a page too). */
async function runLoader(module: RouteModule, request: Request, params: Record<string, string | undefined>) {
  if (!module.loader) return { data: undefined }
  try {
    const result = await module.loader({ request, params, context: context() })
    if (result instanceof Response)
      throw new Error(`the loader answered ${result.status} ${result.headers.get('location')}`)
    const wrapped = result as { type?: string; data?: unknown } | null
    return { data: wrapped?.type === 'DataWithResponseInit' ? wrapped.data : result }
  } catch (thrown) {
    const error = thrown as {
      type?: string
      data?: unknown
      init?: { status?: number } | null
      status?: number
    }
    if (error?.type === 'DataWithResponseInit' && error.init?.status) {
      return { error: new ErrorResponse(error.init.status, '', error.data) }
    }
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      throw new Error(`${request.url} redirected to ${thrown.headers.get('location')}`)
    }
    throw thrown
  }
}

/** Server-renders the page of `name` at `url` with its loaders' data, then hydrates it in a DOM. */
async function renderPage(name: string, url: string, customer = false) {
  const language = /^\/(ar|fr|hi|tr)(\/|$)/.exec(url)?.[1] ?? 'en'
  const id = `${name}___${language}`
  const chain =
    name === 'not-found'
      ? chainOf(routeConfig as ConfigEntry[], 'not-found')
      : chainOf(routeConfig as ConfigEntry[], id)
  if (!chain) throw new Error(`no route ${id} in routes.ts`)
  const href = `${ORIGIN}${url.replace('{order}', String(orderId))}`
  const cookie = customer ? customerCookie : ''
  browserSession = cookie
  const request = new Request(href, { headers: cookie ? { cookie } : {} })

  // The route objects, innermost last, each with the data its loader gave.
  const root = await load('root.tsx')
  const loaderData: Record<string, unknown> = {}
  const errors: Record<string, unknown> = {}
  const rootResult = await runLoader(root, request, {})
  loaderData.root = rootResult.data
  const entries: { id: string; path?: string; index?: boolean; module: RouteModule }[] = []
  for (const entry of chain)
    entries.push({
      id: entry.id ?? entry.file,
      path: entry.path,
      index: entry.index,
      module: await load(entry.file),
    })
  // As the server has before its first page: the parts the route modules defer (`deferredPart.tsx`) are loaded.
  await loadDeferredParts()
  const params = paramsOf(chain, new URL(href).pathname)
  for (const entry of entries) {
    const result = await runLoader(entry.module, request, params)
    if ('error' in result) {
      // The nearest error boundary at or above the route shows it, else the root's.
      const above = entries.slice(0, entries.indexOf(entry) + 1).reverse()
      errors[above.find((candidate) => candidate.module.ErrorBoundary)?.id ?? 'root'] = result.error
      break
    }
    loaderData[entry.id] = result.data
  }

  type Stub = {
    id: string
    path?: string
    index?: boolean
    Component?: ComponentType
    ErrorBoundary?: ComponentType
    loader?: () => null
    children?: Stub[]
  }
  let tree: Stub[] | undefined
  for (const entry of [...entries].reverse()) {
    const route: Stub = {
      id: entry.id,
      ...(entry.index ? { index: true } : { path: entry.path }),
      Component: entry.module.default,
      ErrorBoundary: entry.module.ErrorBoundary,
      // Present so the router treats the route as loaded by the server (its data is in hydrationData).
      loader: entry.module.loader ? () => null : undefined,
    }
    if (tree) route.children = tree
    tree = [route]
  }
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: root.default,
      ErrorBoundary: root.ErrorBoundary,
      loader: () => null,
      children: tree,
    },
  ] as never)
  // What the browser receives is serialized data, never the server's objects (an error response stays one).
  const hydrationData = {
    loaderData: structuredClone(loaderData),
    errors: Object.keys(errors).length ? errors : null,
  }
  const page = () => (
    <Stub initialEntries={[href.slice(ORIGIN.length)]} hydrationData={hydrationData as never} />
  )
  return renderOnServerThenHydrate(page, {
    url: href,
    cookies: customer ? [`${SIGNED_IN_COOKIE}=1`] : [],
    fetch: browserFetch,
    settle,
  })
}

/** Path params of the chain's page for a pathname, matched as React Router matches them. */
function paramsOf(chain: ConfigEntry[], pathname: string): Record<string, string | undefined> {
  const pattern = chain
    .map((entry) => entry.path)
    .filter(Boolean)
    .join('/')
  return matchPath(`/${pattern}`, pathname)?.params ?? {}
}

describe('every page of the store, rendered on the server and hydrated in a browser', () => {
  it('has a sample address for every English page of routes.ts', () => {
    expect(pageNames.filter((name) => !(name in SAMPLES))).toEqual([])
    expect(orderId).toBeGreaterThan(0)
  })

  it.each(Object.entries(SAMPLES))(
    'hydrates %s without a mismatch',
    async (name, sample) => {
      const { html, errors } = await renderPage(name, sample.url, sample.customer)
      expect(errors).toEqual([])
      if (name === 'not-found') expect(html).toContain('store-error')
      else {
        expect(html).toContain('id="main"')
        expect(html).not.toContain('store-error')
      }
    },
    30_000,
  )

  it.each(OTHER_LANGUAGES)(
    'hydrates $url without a mismatch',
    async ({ name, url, customer }) => {
      const { html, errors } = await renderPage(name, url, customer)
      expect(errors).toEqual([])
      expect(html).toContain('id="main"')
    },
    30_000,
  )

  it('shows the error page when the signed-in shopper’s profile fails to load in the browser (spec §8)', async () => {
    profileDown = true
    try {
      const { html, hydratedHtml } = await renderPage('home', '/', true)
      expect(html).not.toContain('store-error')
      expect(hydratedHtml).toContain('store-error')
      expect(hydratedHtml).toContain('API is down.')
    } finally {
      profileDown = false
    }
  }, 30_000)

  it('keeps a guest’s page when the guest profile fails to load', async () => {
    profileDown = true
    try {
      const { hydratedHtml } = await renderPage('home', '/', false)
      expect(hydratedHtml).not.toContain('store-error')
    } finally {
      profileDown = false
    }
  }, 30_000)
})
