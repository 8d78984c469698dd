/**
 * A client's resource groups on a transport, and the transport's sending code: what `createClient`'s client loads
 * with its first call (issue 17), in one file.
 */
import { accountApi } from './account'
import { addressesApi } from './addresses'
import type { Transport } from './calls'
import { cartApi } from './cart'
import { catalogApi } from './catalog'
import { contentApi } from './content'
import { ordersApi } from './orders'
import { paymentsApi } from './payments'
import { reviewsApi } from './reviews'
import { compareApi, wishlistApi } from './savedLists'
import { storesApi } from './stores'
import { vouchersApi } from './vouchers'

export { createTransport } from './transport'

/** The typed calls of `api/v1/`, grouped by resource, sent through `transport`. */
export function clientGroups(transport: Transport) {
  return {
    catalog: catalogApi(transport),
    content: contentApi(transport),
    account: accountApi(transport),
    addresses: addressesApi(transport),
    wishlist: wishlistApi(transport),
    compare: compareApi(transport),
    stores: storesApi(transport),
    cart: cartApi(transport),
    orders: ordersApi(transport),
    reviews: reviewsApi(transport),
    vouchers: vouchersApi(transport),
    payments: paymentsApi(transport),
  }
}

/** The groups `clientGroups` builds: the shape of `createClient`'s client. */
export type ClientGroups = ReturnType<typeof clientGroups>
