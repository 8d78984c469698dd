/**
 * The shopper's routes: cart (contract 6) and its hand-off from the widgets, addresses (5.9), saved lists and
 * stores (5.10), vouchers (5.11, 7.2).
 */
import type { Hono } from 'hono'
import type { AppEnv } from '../http/context'
import { ok } from '../http/envelope'
import { id } from '../http/fields'
import { addressList, deleteAddress, saveAddress } from './addresses'
import { buyNow, cartAction, cartByUser, changeSelection, deleteLine, updateShipping } from './cart'
import { claimHandoff, issueHandoff, previewHandoff } from './handoff'
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

/** Registers the shopper routes on the `/api/v1` app. */
export function registerShop(api: Hono<AppEnv>) {
  api.get('/cart/by-user', async (c) => ok(c, await cartByUser(c)))
  api.post('/cart/action', async (c) => {
    const { row, message } = await cartAction(c)
    return ok(c, row, message)
  })
  api.post('/cart/buy-now', async (c) => ok(c, await buyNow(c)))
  api.delete('/cart/delete/:id', async (c) =>
    ok(c, await deleteLine(c, pathId(c.req.param('id'))), 'Item removed from your cart.'),
  )
  api.post('/cart/change', async (c) => ok(c, await changeSelection(c)))
  api.post('/cart/update-shipping', async (c) => ok(c, await updateShipping(c)))
  // The widgets' checkout hand-off: a one-time code for a guest cart, claimed by the shop's visitor.
  api.post('/cart/handoff', async (c) => ok(c, await issueHandoff(c)))
  api.post('/cart/handoff/preview', async (c) => ok(c, await previewHandoff(c)))
  api.post('/cart/handoff/claim', async (c) => {
    const { claim, message } = await claimHandoff(c)
    return ok(c, claim, message)
  })

  api.get('/user/address/all', async (c) => ok(c, await addressList(c)))
  api.post('/user/address/action', async (c) => {
    const { address, created } = await saveAddress(c)
    return ok(c, address, created ? 'Address created' : 'Address updated')
  })
  api.delete('/user/address/delete/:id', async (c) =>
    ok(c, await deleteAddress(c, pathId(c.req.param('id'))), 'Address deleted.'),
  )

  for (const path of Object.keys(SAVED_LISTS) as SavedListPath[]) {
    api.get(`/${path}/all`, async (c) => ok(c, await savedProducts(c, path)))
    api.post(`/${path}/action`, async (c) => {
      const { row, message } = await toggleSavedProduct(c, path)
      return ok(c, row, message)
    })
  }
  api.post('/user/store/follow', async (c) => {
    const { following } = await toggleFollow(c)
    return ok(c, true, following ? 'You are now following this store.' : 'You no longer follow this store.')
  })
  api.get('/user/store/following-list', async (c) => ok(c, await followedStores(c)))

  api.get('/user/user-vouchers', async (c) => ok(c, await voucherList(c)))
  api.post('/voucher/validity', async (c) => ok(c, await voucherValidity(c), 'Voucher applied.'))
}
