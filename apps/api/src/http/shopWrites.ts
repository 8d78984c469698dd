/**
 * Which writes can change what the shop shows everyone. The response cache and the store's page cache hold only
 * shop-wide answers (never a shopper's), and every write used to empty them: under load, each guest's "Add to
 * cart" threw away every cached page. The writes below touch only the shopper's own records (their cart, saved
 * lists, addresses, account secrets), a message to the shop, or nothing at all, so they leave the caches alone.
 * Anything not listed empties them as before, so a new route errs on the safe side.
 */
const PRIVATE_WRITES: readonly RegExp[] = [
  // The cart and its hand-off between devices: stock moves only when an order is placed.
  /^cart\//,
  // Saved lists, addresses, sign-in and account secrets.
  /^user\/(wishlist|compare-list)\/action$/,
  /^user\/address\//,
  /^user\/(signin|signup|verify|forgot-password|update-password|update-user-password|social-login\/exchange)$/,
  // Reads sent as POST, and messages to the shop.
  /^voucher\/validity$/,
  /^order\/by-user$/,
  /^(contact|email-subscription)$/,
]

/** Whether a request (method, and path under `/api/v1/`) may change shop-wide data, i.e. must empty the caches. */
export function changesShopData(method: string, path: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false
  const route = path.replace(/^\/?(api\/v1\/)?/, '')
  return !PRIVATE_WRITES.some((pattern) => pattern.test(route))
}
