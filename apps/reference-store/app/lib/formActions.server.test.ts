import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApi, loadConfig, openDb, seedDatabase } from '@souk/api'
import { AUTH_COOKIE, LANGUAGE_COOKIE } from '@souk/core'
import type { ActionFunctionArgs } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StoreContext } from '../souk.server'
import { FLASH_COOKIE } from './flash'
import { languageAction, newsletterAction, toggleAction } from './formActions.server'

const ORIGIN = 'http://shop.test'
let api: ReturnType<typeof createApi>
let database: Awaited<ReturnType<typeof openDb>> | undefined
let dataDir: string
let token = ''

const apiFetch: typeof fetch = (input, init) =>
  Promise.resolve(
    api.fetch(input instanceof Request ? input : new Request(new URL(String(input), ORIGIN), init)),
  )
const context = { apiFetch, publicUrl: ORIGIN } satisfies StoreContext

/** Posts a form to an action as a browser without JavaScript does, and returns the answer. */
async function post(
  action: (args: ActionFunctionArgs) => Promise<Response>,
  fields: Record<string, string>,
  { signedIn = true, path = '/user/wishlists' } = {},
): Promise<Response> {
  const request = new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: signedIn ? { cookie: `${AUTH_COOKIE}=${encodeURIComponent(token)}` } : {},
    body: new URLSearchParams(fields),
  })
  return action({ request, context, params: {} } as unknown as ActionFunctionArgs)
}

/**
 * Where an answer sends the browser and the message it carries there: the flash cookie's key (null for none).
 * The address never carries it.
 */
function landing(answer: Response): { location: string | null; flash: string | null } {
  const cookie = answer.headers.getSetCookie().find((value) => value.startsWith(`${FLASH_COOKIE}=`))
  const flash = cookie ? decodeURIComponent(cookie.slice(FLASH_COOKIE.length + 1).split(';')[0] ?? '') : null
  return { location: answer.headers.get('location'), flash }
}

/** The product ids of the customer's list, as the API has them. */
async function listIds(path: 'user/wishlist/all' | 'user/compare-list/all'): Promise<number[]> {
  const answer = await apiFetch(`${ORIGIN}/api/v1/${path}?order_by=created_at&type=desc`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const body = (await answer.json()) as { data: { data: { product_id: number }[] } }
  return body.data.data.map((row) => row.product_id)
}

async function followedIds(): Promise<number[]> {
  const answer = await apiFetch(`${ORIGIN}/api/v1/user/store/following-list?order_by=created_at&type=desc`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const body = (await answer.json()) as { data: { data: { store_id: number }[] } }
  return body.data.data.map((row) => row.store_id)
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'souk-store-forms-'))
  database = await openDb({ dataDir: 'memory://' })
  await seedDatabase(database.db, { products: 6 })
  api = createApi({ db: database.db, config: { ...loadConfig({}), dataDir, publicUrl: ORIGIN } })
  const signIn = await api.fetch(
    new Request(`${ORIGIN}/api/v1/user/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'julien@customers.souk.test', password: 'souk-demo-1' }),
    }),
  )
  token = ((await signIn.json()) as { data: { token: string } }).data.token
}, 120_000)

afterAll(async () => {
  await database?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

describe('the wishlist, compare and follow forms without JavaScript', () => {
  const wishlist = toggleAction('wishlist')

  it('saves a product and answers with the page it came from and the notice', async () => {
    const answer = await post(wishlist, { intent: 'add', productId: '3', redirectTo: '/fr/search?q=tea' })
    expect(answer.status).toBe(303)
    expect(landing(answer)).toEqual({ location: '/fr/search?q=tea', flash: 'success.wishlistAdded' })
    expect(await listIds('user/wishlist/all')).toContain(3)
  })

  it('never removes a saved product when the form asked to add it (the heart showed empty)', async () => {
    await post(wishlist, { intent: 'add', productId: '3', redirectTo: '/' })
    const answer = await post(wishlist, { intent: 'add', productId: '3', redirectTo: '/' })
    expect(landing(answer)).toEqual({ location: '/', flash: 'success.wishlistAdded' })
    expect(await listIds('user/wishlist/all')).toContain(3)
  })

  it('removes a saved product when the form asked to remove it', async () => {
    const answer = await post(wishlist, { intent: 'remove', productId: '3', redirectTo: '/' })
    expect(landing(answer)).toEqual({ location: '/', flash: 'success.wishlistRemoved' })
    expect(await listIds('user/wishlist/all')).not.toContain(3)
  })

  it('sends a guest to sign in, coming back to the page afterwards', async () => {
    const answer = await post(
      wishlist,
      { intent: 'add', productId: '3', redirectTo: '/search?q=tea' },
      { signedIn: false },
    )
    expect(answer.status).toBe(303)
    expect(landing(answer)).toEqual({
      location: `/login?redirect=${encodeURIComponent('/search?q=tea')}`,
      flash: null,
    })
  })

  it.each(['https://evil.test/', '//evil.test/', '/\\evil.test'])(
    'never redirects to another site (redirectTo %s)',
    async (redirectTo) => {
      const answer = await post(wishlist, { intent: 'add', productId: '4', redirectTo })
      expect(landing(answer)).toEqual({ location: '/', flash: 'success.wishlistAdded' })
    },
  )

  it('carries the notice in a short-lived cookie no script can read, never in the address', async () => {
    const answer = await post(wishlist, { intent: 'add', productId: '5', redirectTo: '/search?q=tea' })
    expect(answer.headers.get('location')).toBe('/search?q=tea')
    const cookie = answer.headers.getSetCookie().find((value) => value.startsWith(`${FLASH_COOKIE}=`))
    expect(cookie).toMatch(/Max-Age=60/i)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
  })

  it('answers a malformed form with an error notice, changing nothing', async () => {
    const answer = await post(wishlist, { intent: 'toggle', productId: 'x', redirectTo: '/cart' })
    expect(landing(answer)).toEqual({ location: '/cart', flash: 'errors.form' })
  })

  it('adds to and removes from the compare list', async () => {
    const compare = toggleAction('compare')
    const added = await post(
      compare,
      { intent: 'add', productId: '2', redirectTo: '/' },
      { path: '/user/compared' },
    )
    expect(landing(added)).toEqual({ location: '/', flash: 'success.compareAdded' })
    expect(await listIds('user/compare-list/all')).toContain(2)
    await post(compare, { intent: 'remove', productId: '2', redirectTo: '/' }, { path: '/user/compared' })
    expect(await listIds('user/compare-list/all')).not.toContain(2)
  })

  it('follows a store once, however often the form asks', async () => {
    const follow = toggleAction('follow')
    await post(follow, { intent: 'add', storeId: '1', redirectTo: '/' }, { path: '/user/following' })
    const again = await post(
      follow,
      { intent: 'add', storeId: '1', redirectTo: '/' },
      { path: '/user/following' },
    )
    expect(landing(again)).toEqual({ location: '/', flash: 'success.followedStore' })
    expect(await followedIds()).toContain(1)
    const stop = await post(
      follow,
      { intent: 'remove', storeId: '1', redirectTo: '/' },
      { path: '/user/following' },
    )
    expect(landing(stop)).toEqual({ location: '/', flash: 'success.unfollowedStore' })
    expect(await followedIds()).not.toContain(1)
  })
})

describe('the language switch without JavaScript', () => {
  it('remembers the language and answers with the same page in it', async () => {
    const answer = await post(
      languageAction,
      { language: 'fr', redirectTo: '/search?q=tea' },
      { path: '/language' },
    )
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/fr/search?q=tea')
    expect(answer.headers.get('set-cookie')).toContain(`${LANGUAGE_COOKIE}=fr`)
    // The page in the new language is its own message: no flash.
    expect(landing(answer).flash).toBeNull()
  })

  it('goes back to English without a prefix, and ignores a language the shop does not have', async () => {
    const english = await post(
      languageAction,
      { language: 'en', redirectTo: '/ar/cart' },
      { path: '/language' },
    )
    expect(english.headers.get('location')).toBe('/cart')
    const unknown = await post(
      languageAction,
      { language: 'xx', redirectTo: '//evil.test' },
      { path: '/language' },
    )
    expect(unknown.headers.get('location')).toBe('/')
  })
})

describe('the newsletter form without JavaScript', () => {
  it('subscribes an address and says so on the page it came from', async () => {
    const answer = await post(
      newsletterAction,
      { email: 'reader@example.test', redirectTo: '/tr' },
      { signedIn: false, path: '/newsletter' },
    )
    expect(landing(answer)).toEqual({ location: '/tr', flash: 'success.newsletter' })
  })

  it('answers an invalid address with an error notice', async () => {
    const answer = await post(
      newsletterAction,
      { email: 'not an address', redirectTo: '/' },
      { signedIn: false, path: '/newsletter' },
    )
    expect(landing(answer)).toEqual({ location: '/', flash: 'errors.form' })
  })
})
