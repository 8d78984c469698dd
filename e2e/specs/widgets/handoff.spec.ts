import { randomBytes } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { closeBanners, collectErrors } from '../../support/console'
import { expect, type Page, test } from '../../support/test'
import { shipToNewAddress } from '../checkout/journey'
import { PARTNER } from './partner'

// The cart hand-off from the widgets to the shop (issue 12): a link can no longer fix a visitor's guest
// session, and a visitor who already has lines is asked before handed-over lines join them.

/** A guest token as the storefront makes them (base 36). */
function newGuestToken(): string {
  return BigInt(`0x${randomBytes(12).toString('hex')}`)
    .toString(36)
    .padStart(18, '0')
    .slice(0, 18)
}

interface Variant {
  productId: number
  inventoryId: number
  title: string
  slug: string
}

/** Products of the seed with one variant in stock (no options to choose), at most `count` of them. */
async function simpleProducts(request: APIRequestContext, count: number): Promise<Variant[]> {
  const found: Variant[] = []
  for (let id = 20; id < 80 && found.length < count; id++) {
    const reply = await request.get(`/api/v1/product/${id}`)
    const body = (await reply.json()) as {
      status: number
      data: { title: string; slug: string; inventory: { id: number; quantity: number }[] }
    }
    const [variant, ...others] = body.status === 200 ? body.data.inventory : []
    if (variant && others.length === 0 && variant.quantity > 5)
      found.push({ productId: id, inventoryId: variant.id, title: body.data.title, slug: body.data.slug })
  }
  expect(found).toHaveLength(count)
  return found
}

/** Puts `quantity` of a variant into the cart of a guest token, through the API. */
async function addLine(request: APIRequestContext, token: string, variant: Variant, quantity = 1) {
  const reply = await request.post('/api/v1/cart/action', {
    data: { product_id: variant.productId, inventory_id: variant.inventoryId, quantity, user_token: token },
  })
  expect(((await reply.json()) as { status: number }).status).toBe(200)
}

/** The lines of a guest token's cart, as the API answers that token. */
async function linesOf(request: APIRequestContext, token: string) {
  const reply = await request.get(`/api/v1/cart/by-user?user_token=${token}`)
  const body = (await reply.json()) as { data: { product_id: number; quantity: number }[] }
  return body.data.map((line) => ({ product: line.product_id, quantity: line.quantity }))
}

/** The addresses a guest token reaches, as the API answers that token. */
async function addressesOf(request: APIRequestContext, token: string) {
  const reply = await request.get(`/api/v1/user/address/all?user_token=${token}`)
  const body = (await reply.json()) as { status: number; data: { data: unknown[] } }
  expect(body.status).toBe(200)
  return body.data.data
}

/** A hand-off code for a guest token's cart, asked for as the partner page's widgets ask (their origin). */
async function handoffCode(request: APIRequestContext, token: string): Promise<string> {
  const reply = await request.post('/api/v1/cart/handoff', {
    data: { user_token: token },
    headers: { Origin: new URL(PARTNER).origin },
  })
  const body = (await reply.json()) as { status: number; data: { code: string } }
  expect(body.status).toBe(200)
  return body.data.code
}

/** The shop visitor's own guest token (the browser's local storage on the shop's origin). */
const visitorToken = (page: Page) => page.evaluate(() => localStorage.getItem('user_token'))

test('a link with souk_guest fixes nothing: the visitor’s cart and address stay out of the attacker’s reach', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page)
  const [bait, chosen] = await simpleProducts(request, 2)
  if (!bait || !chosen) throw new Error('no products')
  // The attacker's own guest cart, and a link that carries its token.
  const attacker = newGuestToken()
  await addLine(request, attacker, bait)

  await page.goto(`/cart?souk_guest=${attacker}`)
  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByRole('heading', { name: 'Your cart is empty.' })).toBeVisible()
  expect(await visitorToken(page)).not.toBe(attacker)

  // The visitor shops and enters an address as a guest.
  await closeBanners(page)
  await page.goto(`/${chosen.slug}/product/${chosen.productId}`)
  await page.locator('.store-product__info .souk-add-to-cart__add').click()
  await expect(page.locator('.souk-cart-button__badge')).toHaveAttribute('data-count', '1')
  await page.goto('/cart')
  await expect(page.locator('.store-cart__lines > li')).toHaveCount(1)
  await expect(page.locator('.store-cart__lines')).toContainText(chosen.title)
  await shipToNewAddress(page)

  // The attacker's token reaches none of it.
  expect(await visitorToken(page)).not.toBe(attacker)
  expect(await linesOf(request, attacker)).toEqual([{ product: bait.productId, quantity: 1 }])
  expect(await addressesOf(request, attacker)).toEqual([])
  const visitor = (await visitorToken(page)) ?? ''
  expect(await linesOf(request, visitor)).toEqual([{ product: chosen.productId, quantity: 1 }])
  expect(await addressesOf(request, visitor)).toHaveLength(1)
  expect(errors).toEqual([])
})

test('a visitor with lines of their own is asked first: “Keep my cart” keeps it, “Add” moves the lines in', async ({
  page,
  request,
}) => {
  const [own, handed, more] = await simpleProducts(request, 3)
  if (!own || !handed || !more) throw new Error('no products')
  const visitor = newGuestToken()
  await closeBanners(page)
  await page.addInitScript((token) => {
    if (!localStorage.getItem('user_token')) localStorage.setItem('user_token', token)
  }, visitor)
  await addLine(request, visitor, own)
  const giver = newGuestToken()
  await addLine(request, giver, handed, 2)
  await addLine(request, giver, more)
  const site = new URL(PARTNER).host

  // First answer: keep my cart. Nothing moves, the code leaves the address.
  await page.goto(`/cart?souk_handoff=${await handoffCode(request, giver)}`)
  await expect(page).toHaveURL(/\/cart$/)
  const dialog = page.getByRole('dialog', { name: 'Your cart from another site' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(`Add the 3 items you chose on ${site} to your cart?`)
  await expect(page.locator('.store-cart__lines > li')).toHaveCount(1)
  await dialog.getByRole('button', { name: 'Keep my cart' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Your cart is unchanged.')).toBeVisible()
  await expect(page.locator('.store-cart__lines > li')).toHaveCount(1)
  expect(await linesOf(request, giver)).toHaveLength(2)

  // Second link, second answer: add. The lines move into the visitor's own cart.
  const code = await handoffCode(request, giver)
  await page.goto(`/cart?souk_handoff=${code}`)
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('3 items added to your cart.')).toBeVisible()
  await expect(page.locator('.store-cart__lines > li')).toHaveCount(3)
  await expect(page.locator('.store-cart__lines')).toContainText(handed.title)
  expect(await visitorToken(page)).toBe(visitor)
  expect(await linesOf(request, giver)).toEqual([])
  expect(await linesOf(request, visitor)).toHaveLength(3)

  // The same link again: the code is used up, the shopper is told so and nothing changes.
  await page.goto(`/cart?souk_handoff=${code}`)
  await expect(
    page.getByText('This cart link is no longer valid: it was already used or has expired.'),
  ).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.locator('.store-cart__lines > li')).toHaveCount(3)
})
