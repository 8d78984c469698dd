/** The typed client of `api/v1/`, grouped by resource. */
import { accountApi } from './account'
import { addressesApi } from './addresses'
import type { ClientOptions } from './calls'
import { cartApi } from './cart'
import { catalogApi } from './catalog'
import { contentApi } from './content'
import { createLazyTransport } from './lazyTransport'
import { ordersApi } from './orders'
import { paymentsApi } from './payments'
import { reviewsApi } from './reviews'
import { compareApi, wishlistApi } from './savedLists'
import { storesApi } from './stores'
import { vouchersApi } from './vouchers'

/**
 * Creates a client: one per page in the browser, one per request on the server. Its sending code loads with its
 * first call (`createLazyTransport`).
 */
export function createClient(options: ClientOptions = {}) {
  const transport = createLazyTransport(options)
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

/** The client `createClient` returns. */
export type SoukClient = ReturnType<typeof createClient>
