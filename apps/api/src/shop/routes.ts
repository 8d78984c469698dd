/**
 * The shopper's routes: cart (contract 6) and its hand-off from the widgets, addresses (5.9), saved lists and
 * stores (5.10), vouchers (5.11, 7.2). Each validates its input (`inputs.ts`), finds the shopper (a signed-in
 * customer, else the guest token of the query or body), calls the domain (`cart.ts`, `handoff.ts`,
 * `addresses.ts`, `savedLists.ts`, `vouchers.ts`) and wraps the answer in the envelope with its message.
 */
import type { Hono } from 'hono'
import { locationOf } from '../catalog/request'
import type { ApiContext, AppEnv } from '../http/context'
import { ok } from '../http/envelope'
import { id } from '../http/fields'
import { requireUser, shopperOf } from '../http/shopper'
import { addressList, changeAddress, createAddress, deleteAddress } from './addresses'
import { addToCart, buyNow, cartOf, changeSelection, chooseShipping, removeLine } from './cart'
import { claimHandoff, issueHandoff, previewHandoff } from './handoff'
import {
  addressChangeBody,
  addressListQuery,
  addToCartBody,
  buyNowBody,
  claimBody,
  followBody,
  handoffBody,
  newAddressBody,
  objectBody,
  queryWith,
  rawBodyOf,
  savedListQuery,
  savedProductBody,
  selectionBody,
  shippingBody,
  updatesAddress,
  voucherCheckBody,
  voucherListQuery,
} from './inputs'
import {
  followedStores,
  SAVED_LISTS,
  type SavedListPath,
  savedProducts,
  toggleFollow,
  toggleSavedProduct,
} from './savedLists'
import { voucherList, voucherValidity } from './vouchers'

/** A path id, or undefined when it is not a positive integer. */
export function pathId(value: string): number | undefined {
  const parsed = id.safeParse(value)
  return parsed.success ? parsed.data : undefined
}

/** The shop's allowed partner origin that asked (the browser's `Origin`), else null: shown, never trusted. */
function partnerOrigin(c: ApiContext): string | null {
  const origin = c.req.header('Origin')
  return origin && c.var.services.config.allowedOrigins.includes(origin) ? origin : null
}

/** Registers the shopper routes on the `/api/v1` app. */
export function registerShop(api: Hono<AppEnv>) {
  api.get('/cart/by-user', async (c) => ok(c, await cartOf(c.var.services.db, c.var.lang, shopperOf(c))))
  api.post('/cart/action', async (c) => {
    const body = await rawBodyOf(c)
    const input = objectBody(addToCartBody, body)
    const { row, message } = await addToCart(c.var.services.db, c.var.lang, shopperOf(c, body), input)
    return ok(c, row, message)
  })
  api.post('/cart/buy-now', async (c) => {
    const body = await rawBodyOf(c)
    const input = objectBody(buyNowBody, body)
    return ok(c, await buyNow(c.var.services.db, c.var.lang, shopperOf(c, body), input))
  })
  api.delete('/cart/delete/:id', async (c) => {
    const line = await removeLine(c.var.services.db, shopperOf(c), pathId(c.req.param('id')))
    return ok(c, line, 'Item removed from your cart.')
  })
  api.post('/cart/change', async (c) => {
    const body = await rawBodyOf(c)
    const input = objectBody(selectionBody, body)
    return ok(c, await changeSelection(c.var.services.db, shopperOf(c, body), input))
  })
  api.post('/cart/update-shipping', async (c) => {
    const body = await rawBodyOf(c)
    const input = objectBody(shippingBody, body)
    return ok(c, await chooseShipping(c.var.services.db, c.var.lang, shopperOf(c, body), input))
  })

  // The widgets' checkout hand-off: a one-time code for a guest cart, claimed by the shop's visitor.
  api.post('/cart/handoff', async (c) => {
    const body = await rawBodyOf(c)
    objectBody(handoffBody, body)
    const shopper = shopperOf(c, body)
    return ok(c, await issueHandoff(c.var.services.db, c.var.lang, shopper, partnerOrigin(c)))
  })
  api.post('/cart/handoff/preview', async (c) => {
    const body = await rawBodyOf(c)
    const input = objectBody(claimBody, body)
    // Only a shopper (a customer or a guest) may look at what a code brings.
    shopperOf(c, body)
    return ok(c, await previewHandoff(c.var.services.db, c.var.client, input.code))
  })
  api.post('/cart/handoff/claim', async (c) => {
    const body = await rawBodyOf(c)
    const input = objectBody(claimBody, body)
    const shopper = shopperOf(c, body)
    const { db } = c.var.services
    const { claim, message } = await claimHandoff(db, c.var.lang, c.var.client, shopper, input.code)
    return ok(c, claim, message)
  })

  api.get('/user/address/all', async (c) => {
    const query = queryWith(c, addressListQuery)
    const page = await addressList(c.var.services.db, shopperOf(c), query, locationOf(c, 'user/address/all'))
    return ok(c, page)
  })
  api.post('/user/address/action', async (c) => {
    const body = await rawBodyOf(c)
    const shopper = shopperOf(c, body)
    const { db } = c.var.services
    // An `id` of "" or null creates (Laravel's rule: empty is absent), as the original storefront sends for a new one.
    if (updatesAddress(body)) {
      return ok(c, await changeAddress(db, shopper, objectBody(addressChangeBody, body)), 'Address updated')
    }
    return ok(c, await createAddress(db, shopper, objectBody(newAddressBody, body)), 'Address created')
  })
  api.delete('/user/address/delete/:id', async (c) => {
    const address = await deleteAddress(c.var.services.db, shopperOf(c), pathId(c.req.param('id')))
    return ok(c, address, 'Address deleted.')
  })

  for (const path of Object.keys(SAVED_LISTS) as SavedListPath[]) {
    api.get(`/${path}/all`, async (c) => {
      const userId = await requireUser(c)
      const query = queryWith(c, savedListQuery)
      const location = locationOf(c, `${path}/all`)
      return ok(c, await savedProducts(c.var.services.db, c.var.lang, userId, path, query, location))
    })
    api.post(`/${path}/action`, async (c) => {
      const userId = await requireUser(c)
      const input = objectBody(savedProductBody, await rawBodyOf(c))
      const { row, message } = await toggleSavedProduct(c.var.services.db, userId, path, input.product_id)
      return ok(c, row, message)
    })
  }
  api.post('/user/store/follow', async (c) => {
    const userId = await requireUser(c)
    const input = objectBody(followBody, await rawBodyOf(c))
    const { following } = await toggleFollow(c.var.services.db, userId, input.store_id)
    return ok(c, true, following ? 'You are now following this store.' : 'You no longer follow this store.')
  })
  api.get('/user/store/following-list', async (c) => {
    const userId = await requireUser(c)
    const query = queryWith(c, savedListQuery)
    const location = locationOf(c, 'user/store/following-list')
    return ok(c, await followedStores(c.var.services.db, c.var.lang, userId, query, location))
  })

  api.get('/user/user-vouchers', async (c) => {
    const query = queryWith(c, voucherListQuery)
    return ok(c, await voucherList(c.var.services.db, c.var.lang, query, locationOf(c, 'user/user-vouchers')))
  })
  api.post('/voucher/validity', async (c) => {
    const body = await rawBodyOf(c)
    const input = objectBody(voucherCheckBody, body)
    const data = await voucherValidity(
      c.var.services.db,
      c.var.lang,
      shopperOf(c, body),
      input.voucher,
      input.scope,
    )
    return ok(c, data, 'Voucher applied.')
  })
}
