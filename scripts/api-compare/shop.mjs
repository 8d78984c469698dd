// The `shop` request set of `api-compare.mjs` (`--set shop`, fixture `apps/api/test-fixtures/api-compare-shop.json`):
// a guest and a signed-in customer through the shopper's routes, each with its bad input. The guest fills and
// changes a cart (add, update, remove, select), keeps addresses (create, update, list, delete, with validation
// failures), chooses shipping, and tries vouchers (right, wrong, expired, not started, private, of another store);
// the customer signs up, keeps a wishlist and a compare list, follows a store, and claims the guest's cart through
// the checkout hand-off (create, preview, claim, claim again).
//
// The ids are those of the seeded database (SEED_PRODUCTS=60, deterministic): product 1 (store 8, Bazaar Bright,
// shipping rule 5) with its variants 1 and 2 in stock, shipping places 13 (US, NY) and 14 (FR, pickup offered).
// Line, address and hand-off ids are read from the answers.
//
// Volatile fields of this set, masked by `masks` (applied by `api-compare.mjs` after its own masks):
// - the hand-off code (`"code":"<43 base64url characters>"`);
// - the `created` texts (`03:15 pm, 21 Oct, 26`) and the voucher list's dates (`21 Oct, 26`): digits become 0 and
//   the month and the half of the day are masked, so their format is still compared.

const PRODUCT = 1
const VARIANT = 1
const OTHER_VARIANT = 2
const STORE = 8
const PLACE_NY = 13
const PLACE_FR = 14
const GUEST = 'compare-shop-guest-1'
const EMPTY_GUEST = 'compare-shop-guest-2'
const CUSTOMER = 'compare-shop-customer@example.com'
const PASSWORD = 'shop horse 12'

/** What differs from run to run in this set's answers, as [pattern, replacement]. */
export const masks = [
  [/"code":"[A-Za-z0-9_-]{43}"/g, '"code":"<handoff-code>"'],
  [/\b\d{2}:\d{2} [ap]m, \d{2} [A-Z][a-z]{2}, \d{2}\b/g, '00:00 xm, 00 Mon, 00'],
  [/"(start_time|end_time)":"\d{2} [A-Z][a-z]{2}, \d{2}"/g, '"$1":"00 Mon, 00"'],
]

/** The fixed request set; `state` carries what later requests need (token, ids, the hand-off code). */
export function requestSet() {
  const json = (body) => ({ 'Content-Type': 'application/json', body: JSON.stringify(body) })
  const jsonOf = (make) => ({
    'Content-Type': 'application/json',
    body: (state) => JSON.stringify(make(state)),
  })
  const bearer = (state) => ({ Authorization: `Bearer ${state.token}` })
  const guest = (body = {}) => json({ ...body, user_token: GUEST })
  const dataOf = (answer) => JSON.parse(answer.text).data
  const address = {
    name: 'Nour Benali',
    email: 'nour@example.com',
    phone: '+33 6 12 34 56 78',
    country: 'fr',
    state: 'IDF',
    city: 'Paris',
    zip: '75003',
    address_1: '18 rue de Bretagne',
  }
  return [
    // The cart of a guest: who asks, then adding and its bad input.
    { name: 'cart: nobody', path: '/cart/by-user' },
    { name: 'cart: empty guest cart', path: `/cart/by-user?user_token=${GUEST}` },
    { name: 'add: empty body', method: 'POST', path: '/cart/action', ...guest() },
    { name: 'add: not an object', method: 'POST', path: '/cart/action', ...json([PRODUCT]) },
    {
      name: 'add: bad fields',
      method: 'POST',
      path: '/cart/action',
      ...guest({ product_id: 'one', inventory_id: -2, quantity: 0 }),
    },
    {
      name: 'add: too many units asked',
      method: 'POST',
      path: '/cart/action',
      ...guest({ product_id: PRODUCT, inventory_id: VARIANT, quantity: 100000 }),
    },
    {
      name: 'add: variant of another product',
      method: 'POST',
      path: '/cart/action',
      ...guest({ product_id: 2, inventory_id: VARIANT, quantity: 1 }),
    },
    {
      name: 'add: unknown field',
      method: 'POST',
      path: '/cart/action',
      ...guest({ product_id: PRODUCT, inventory_id: VARIANT, quantity: 1, price: 1 }),
    },
    {
      name: 'add',
      method: 'POST',
      path: '/cart/action',
      ...guest({ product_id: PRODUCT, inventory_id: VARIANT, quantity: 2 }),
      after: (state, answer) => {
        state.line = dataOf(answer).id
      },
    },
    {
      name: 'add another variant (form fields, French)',
      method: 'POST',
      path: '/cart/action',
      lang: 'fr',
      'Content-Type': 'application/x-www-form-urlencoded',
      body: `product_id=${PRODUCT}&inventory_id=${OTHER_VARIANT}&quantity=1&user_token=${GUEST}`,
      after: (state, answer) => {
        state.otherLine = dataOf(answer).id
      },
    },
    {
      name: 'add one more unit',
      method: 'POST',
      path: '/cart/action',
      ...guest({ product_id: PRODUCT, inventory_id: VARIANT, quantity: 1 }),
    },
    {
      name: 'take one unit out',
      method: 'POST',
      path: '/cart/action',
      ...guest({ product_id: PRODUCT, inventory_id: VARIANT, quantity: -1 }),
    },
    {
      name: 'take out more than the line holds',
      method: 'POST',
      path: '/cart/action',
      lang: 'tr',
      ...guest({ product_id: PRODUCT, inventory_id: VARIANT, quantity: -5 }),
    },
    {
      name: 'add more than the stock',
      method: 'POST',
      path: '/cart/action',
      lang: 'ar',
      ...guest({ product_id: PRODUCT, inventory_id: VARIANT, quantity: 1000 }),
    },
    { name: 'cart of the guest', path: `/cart/by-user?user_token=${GUEST}`, lang: 'en' },

    // Selection.
    { name: 'select: bad fields', method: 'POST', path: '/cart/change', ...guest({ checked: 'all' }) },
    {
      name: 'select: checked and unchecked at once',
      method: 'POST',
      path: '/cart/change',
      ...jsonOf((state) => ({ checked: [state.line], unchecked: [state.line], user_token: GUEST })),
    },
    {
      name: 'select: a line of nobody',
      method: 'POST',
      path: '/cart/change',
      ...guest({ checked: [999] }),
    },
    {
      name: 'deselect a line',
      method: 'POST',
      path: '/cart/change',
      ...jsonOf((state) => ({ unchecked: [state.otherLine], user_token: GUEST })),
    },
    { name: 'cart after deselecting', path: `/cart/by-user?user_token=${GUEST}` },
    {
      name: 'select it again',
      method: 'POST',
      path: '/cart/change',
      ...jsonOf((state) => ({ checked: [state.otherLine], unchecked: [], user_token: GUEST })),
    },

    // Addresses of the guest.
    { name: 'addresses: nobody', path: '/user/address/all' },
    { name: 'addresses: none yet', path: `/user/address/all?user_token=${GUEST}` },
    { name: 'address: empty body', method: 'POST', path: '/user/address/action', ...guest() },
    {
      name: 'address: bad fields',
      method: 'POST',
      path: '/user/address/action',
      ...guest({ ...address, email: 'nour@', phone: '12', country: 'France', zip: 'x'.repeat(30) }),
    },
    {
      name: 'address: unknown country',
      method: 'POST',
      path: '/user/address/action',
      ...guest({ ...address, country: 'ZZ' }),
    },
    {
      name: 'address: create',
      method: 'POST',
      path: '/user/address/action',
      ...guest({ ...address, id: '', address_2: '', delivery_instruction: ' Ring twice ' }),
      after: (state, answer) => {
        state.address = dataOf(answer).id
      },
    },
    {
      name: 'address: create a second one (form fields)',
      method: 'POST',
      path: '/user/address/action',
      'Content-Type': 'application/x-www-form-urlencoded',
      body: new URLSearchParams({ ...address, city: 'Lyon', zip: '69001', user_token: GUEST }).toString(),
      after: (state, answer) => {
        state.secondAddress = dataOf(answer).id
      },
    },
    {
      name: 'address: update, empty fields kept',
      method: 'POST',
      path: '/user/address/action',
      ...jsonOf((state) => ({ id: state.secondAddress, name: ' Nour B. ', city: '', user_token: GUEST })),
    },
    {
      name: 'address: update with a bad phone',
      method: 'POST',
      path: '/user/address/action',
      ...jsonOf((state) => ({ id: state.secondAddress, phone: 'call me', user_token: GUEST })),
    },
    {
      name: 'address: update of an unknown one',
      method: 'POST',
      path: '/user/address/action',
      ...guest({ id: 999, name: 'Nobody' }),
    },
    { name: 'addresses', path: `/user/address/all?user_token=${GUEST}` },
    {
      name: 'addresses: searched and sorted',
      path: `/user/address/all?user_token=${GUEST}&q=Bretagne&orderby=city&type=asc&time_zone=Europe/Paris`,
    },
    {
      name: 'addresses: bad query',
      path: `/user/address/all?user_token=${GUEST}&orderby=zip&type=up&page=0`,
    },
    {
      name: 'address delete: bad id',
      method: 'DELETE',
      path: `/user/address/delete/abc?user_token=${GUEST}`,
    },
    {
      name: 'address delete: unknown',
      method: 'DELETE',
      path: `/user/address/delete/999?user_token=${GUEST}`,
    },
    {
      name: 'address delete',
      method: 'DELETE',
      path: (state) => `/user/address/delete/${state.secondAddress}?user_token=${GUEST}`,
    },

    // Shipping choices.
    { name: 'shipping: bad fields', method: 'POST', path: '/cart/update-shipping', ...guest({ cart: [] }) },
    {
      name: 'shipping: unknown address',
      method: 'POST',
      path: '/cart/update-shipping',
      lang: 'fr',
      ...jsonOf((state) => ({
        cart: { [state.line]: { cart: state.line, shipping_place: { id: PLACE_FR }, shipping_type: 1 } },
        selected_address: 999,
        user_token: GUEST,
      })),
    },
    {
      name: 'shipping: a place that does not ship there',
      method: 'POST',
      path: '/cart/update-shipping',
      ...jsonOf((state) => ({
        cart: { [state.line]: { cart: state.line, shipping_place: { id: PLACE_NY }, shipping_type: 2 } },
        selected_address: state.address,
        user_token: GUEST,
      })),
    },
    {
      name: 'shipping: keyed by another id',
      method: 'POST',
      path: '/cart/update-shipping',
      ...jsonOf((state) => ({
        cart: { [state.otherLine]: { cart: state.line, shipping_place: { id: PLACE_FR }, shipping_type: 1 } },
        selected_address: state.address,
        user_token: GUEST,
      })),
    },
    {
      name: 'shipping',
      method: 'POST',
      path: '/cart/update-shipping',
      ...jsonOf((state) => ({
        cart: {
          [state.line]: {
            cart: state.line,
            shipping_place: { id: PLACE_FR, country: 'FR' },
            shipping_type: 2,
          },
          [state.otherLine]: { cart: state.otherLine, shipping_place: { id: PLACE_FR }, shipping_type: 1 },
        },
        selected_address: state.address,
        user_token: GUEST,
      })),
    },

    // Vouchers.
    { name: 'vouchers', path: '/user/user-vouchers' },
    { name: 'vouchers fr, searched', path: '/user/user-vouchers?q=off&order_by=price&type=asc', lang: 'fr' },
    { name: 'vouchers: bad query', path: '/user/user-vouchers?order_by=code&type=up' },
    { name: 'voucher: missing code', method: 'POST', path: '/voucher/validity', ...guest({ price: 10 }) },
    {
      name: 'voucher: nobody',
      method: 'POST',
      path: '/voucher/validity',
      ...json({ voucher: 'WELCOME10' }),
    },
    {
      name: 'voucher: unknown',
      method: 'POST',
      path: '/voucher/validity',
      ...guest({ voucher: 'NOPE' }),
    },
    {
      name: 'voucher: expired',
      method: 'POST',
      path: '/voucher/validity',
      lang: 'fr',
      ...guest({ voucher: 'EXPIRED15' }),
    },
    {
      name: 'voucher: not started',
      method: 'POST',
      path: '/voucher/validity',
      ...guest({ voucher: 'SOON30' }),
    },
    {
      name: 'voucher: private',
      method: 'POST',
      path: '/voucher/validity',
      ...guest({ voucher: 'PRIVATE50' }),
    },
    {
      name: 'voucher: of another store',
      method: 'POST',
      path: '/voucher/validity',
      lang: 'hi',
      ...guest({ voucher: 'TECHNEST15' }),
    },
    {
      name: 'voucher: right, lower case',
      method: 'POST',
      path: '/voucher/validity',
      ...guest({ voucher: ' welcome10 ', price: '749.99' }),
    },
    {
      name: 'voucher: right, fixed amount',
      method: 'POST',
      path: '/voucher/validity',
      lang: 'ar',
      ...guest({ voucher: 'SAVE5' }),
    },
    { name: 'cart with shipping chosen', path: `/cart/by-user?user_token=${GUEST}`, lang: 'fr' },

    // Removing a line and buying now.
    { name: 'remove: bad id', method: 'DELETE', path: `/cart/delete/0?user_token=${GUEST}` },
    { name: 'remove: a line of nobody', method: 'DELETE', path: `/cart/delete/999?user_token=${GUEST}` },
    {
      name: 'remove',
      method: 'DELETE',
      path: (state) => `/cart/delete/${state.otherLine}?user_token=${GUEST}`,
    },
    { name: 'buy now: bad fields', method: 'POST', path: '/cart/buy-now', ...guest({ quantity: 0 }) },
    {
      name: 'buy now: more than the stock',
      method: 'POST',
      path: '/cart/buy-now',
      ...guest({ product_id: PRODUCT, inventory_id: OTHER_VARIANT, quantity: 9000 }),
    },
    {
      name: 'buy now',
      method: 'POST',
      path: '/cart/buy-now',
      ...guest({ product_id: PRODUCT, inventory_id: OTHER_VARIANT, quantity: 2 }),
    },
    { name: 'cart after buying now', path: `/cart/by-user?user_token=${GUEST}` },

    // A customer signs up; the saved lists are theirs only.
    {
      name: 'signup',
      method: 'POST',
      path: '/user/signup',
      ...json({ name: 'Selin Kaya', email: CUSTOMER, password: PASSWORD }),
    },
    {
      name: 'verify',
      method: 'POST',
      path: '/user/verify',
      before: async (state, _call, mailbox) => {
        state.code = await mailbox(CUSTOMER)
      },
      ...jsonOf((state) => ({ email: CUSTOMER, code: state.code })),
    },
    {
      name: 'signin',
      method: 'POST',
      path: '/user/signin',
      ...json({ email: CUSTOMER, password: PASSWORD }),
      after: (state, answer) => {
        state.token = dataOf(answer).token
      },
    },
    { name: 'wishlist: guest', path: `/user/wishlist/all?user_token=${GUEST}` },
    { name: 'wishlist: empty', path: '/user/wishlist/all', headers: bearer },
    {
      name: 'wishlist add: guest',
      method: 'POST',
      path: '/user/wishlist/action',
      ...guest({ product_id: PRODUCT }),
    },
    {
      name: 'wishlist add: bad fields',
      method: 'POST',
      path: '/user/wishlist/action',
      headers: bearer,
      ...json({ product_id: 'x' }),
    },
    {
      name: 'wishlist add: unknown product',
      method: 'POST',
      path: '/user/wishlist/action',
      headers: bearer,
      ...json({ product_id: 99999 }),
    },
    ...[PRODUCT, 2, 3].map((product) => ({
      name: `wishlist add product ${product}`,
      method: 'POST',
      path: '/user/wishlist/action',
      headers: bearer,
      ...json({ product_id: product }),
    })),
    { name: 'wishlist', path: '/user/wishlist/all', headers: bearer, lang: 'tr' },
    {
      name: 'wishlist, oldest first',
      path: '/user/wishlist/all?order_by=id&type=asc&time_zone=Asia/Kolkata',
      headers: bearer,
    },
    { name: 'wishlist: bad query', path: '/user/wishlist/all?order_by=title&page=x', headers: bearer },
    {
      name: 'wishlist remove',
      method: 'POST',
      path: '/user/wishlist/action',
      headers: bearer,
      ...json({ product_id: 2 }),
    },
    { name: 'wishlist after removing', path: '/user/wishlist/all', headers: bearer },
    {
      name: 'compare add',
      method: 'POST',
      path: '/user/compare-list/action',
      headers: bearer,
      ...json({ product_id: PRODUCT }),
    },
    { name: 'compare list', path: '/user/compare-list/all', headers: bearer, lang: 'ar' },
    {
      name: 'compare remove',
      method: 'POST',
      path: '/user/compare-list/action',
      headers: bearer,
      ...json({ product_id: PRODUCT }),
    },
    { name: 'compare list after removing', path: '/user/compare-list/all', headers: bearer },

    // Followed stores.
    { name: 'follow: guest', method: 'POST', path: '/user/store/follow', ...guest({ store_id: STORE }) },
    {
      name: 'follow: bad fields',
      method: 'POST',
      path: '/user/store/follow',
      headers: bearer,
      ...json({ store_id: -1 }),
    },
    {
      name: 'follow: unknown store',
      method: 'POST',
      path: '/user/store/follow',
      headers: bearer,
      ...json({ store_id: 999 }),
    },
    {
      name: 'follow',
      method: 'POST',
      path: '/user/store/follow',
      headers: bearer,
      ...json({ store_id: STORE }),
    },
    { name: 'followed stores', path: '/user/store/following-list', headers: bearer, lang: 'fr' },
    { name: 'followed stores: bad query', path: '/user/store/following-list?type=sideways', headers: bearer },
    {
      name: 'unfollow',
      method: 'POST',
      path: '/user/store/follow',
      headers: bearer,
      ...json({ store_id: STORE }),
    },
    { name: 'followed stores after unfollowing', path: '/user/store/following-list', headers: bearer },

    // The customer's own cart and addresses.
    {
      name: 'customer: add',
      method: 'POST',
      path: '/cart/action',
      headers: bearer,
      ...json({ product_id: PRODUCT, inventory_id: VARIANT, quantity: 1 }),
    },
    {
      name: 'customer: a guest line is not theirs',
      method: 'DELETE',
      path: (state) => `/cart/delete/${state.line}`,
      headers: bearer,
    },
    {
      name: 'customer: address',
      method: 'POST',
      path: '/user/address/action',
      headers: bearer,
      ...json({ ...address, country: 'TR', state: '34', city: 'İstanbul', zip: '34433' }),
      after: (state, answer) => {
        state.customerAddress = dataOf(answer).id
      },
    },
    {
      name: "customer: a guest's address is not theirs",
      method: 'POST',
      path: '/user/address/action',
      headers: bearer,
      ...jsonOf((state) => ({ id: state.address, name: 'Taken' })),
    },
    { name: 'customer: addresses', path: '/user/address/all', headers: bearer },

    // The checkout hand-off: the guest's cart moves into the customer's.
    {
      name: 'handoff: signed in',
      method: 'POST',
      path: '/cart/handoff',
      headers: bearer,
      ...json({}),
    },
    {
      name: 'handoff: empty cart',
      method: 'POST',
      path: '/cart/handoff',
      ...json({ user_token: EMPTY_GUEST }),
    },
    { name: 'handoff: bad fields', method: 'POST', path: '/cart/handoff', ...guest({ code: 1 }) },
    {
      name: 'handoff',
      method: 'POST',
      path: '/cart/handoff',
      ...guest(),
      after: (state, answer) => {
        state.handoff = dataOf(answer).code
      },
    },
    {
      name: 'handoff preview: bad code',
      method: 'POST',
      path: '/cart/handoff/preview',
      headers: bearer,
      ...json({ code: 'not-a-code' }),
    },
    {
      name: 'handoff preview: missing code',
      method: 'POST',
      path: '/cart/handoff/preview',
      headers: bearer,
      ...json({}),
    },
    {
      name: 'handoff preview',
      method: 'POST',
      path: '/cart/handoff/preview',
      headers: bearer,
      ...jsonOf((state) => ({ code: state.handoff })),
    },
    {
      name: 'handoff claim',
      method: 'POST',
      path: '/cart/handoff/claim',
      headers: bearer,
      lang: 'fr',
      ...jsonOf((state) => ({ code: state.handoff })),
    },
    {
      name: 'handoff claim again',
      method: 'POST',
      path: '/cart/handoff/claim',
      headers: bearer,
      ...jsonOf((state) => ({ code: state.handoff })),
    },
    { name: 'customer: cart after the claim', path: '/cart/by-user', headers: bearer },
    { name: 'guest: cart after the claim', path: `/cart/by-user?user_token=${GUEST}` },
    {
      name: 'customer: address delete',
      method: 'DELETE',
      path: (state) => `/user/address/delete/${state.customerAddress}`,
      headers: bearer,
    },
  ]
}
