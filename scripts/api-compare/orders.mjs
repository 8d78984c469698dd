// The `orders` request set of `api-compare.mjs` (`--set orders`): orders, payments and reviews, as a shopper of the
// reference store meets them. A guest fills a cart and orders cash on delivery, reads the list and the order,
// tracks it, asks for the confirmation mail and cancels it; a demo customer (seeded, `souk-demo-1`) orders with
// each sandbox method (cash on delivery, bank transfer, both wallets, and every provider page: approve, decline,
// cancel, Iyzico's callback), confirms payments, reads and filters the list, cancels an order, and reviews a
// delivered product with and without a photo; and the validation failures of each route.
//
// Carts are filled by `before` steps (their answers are not recorded: the cart is another domain's): the first
// public product in stock that ships to the shopper's Californian address, one unit a time.
//
// What changes from one run to the next, besides what the default masks hide, is masked by `masks` (the one place):
// - order codes `SK<yyyymmdd><8 random>` (a seeded order's digits stay: they are its id and customer);
// - the sandbox's payment references `sbx_<24 hex>` and payment ids `pay_<20 hex>`;
// - wallet transaction ids `EZ-<10 hex>` and `TM-<10 hex>`;
// - uploaded review images `review-<time>-<16 hex>.<ext>`;
// - the shopper-facing `created` text (`03:15 pm, 21 Oct, 23`): digits become 0, the month `Mon`, the period `xm`.
import { createCipheriv } from 'node:crypto'

/** Replacements applied to every recorded body, header and request line (after the default masks). */
export const masks = [
  [/\bSK\d{8}([A-Z0-9]{6,8})\b/g, (_all, tail) => `SK00000000${/^\d+$/.test(tail) ? tail : '<random>'}`],
  [/\bsbx_[0-9a-f]{24}\b/g, 'sbx_<reference>'],
  [/\bpay_[0-9a-f]{20}\b/g, 'pay_<payment>'],
  [/\b(EZ|TM)-[0-9A-F]{10}\b/g, '$1-<transaction>'],
  [/\breview-[0-9a-z]+-[0-9a-f]{16}\.(jpg|png)\b/g, 'review-<upload>.$1'],
  [/\b\d{2}:\d{2} [ap]m, \d{2} [A-Z][a-z]{2}, \d{2}\b/g, '00:00 xm, 00 Mon, 00'],
]

const GUEST = 'compare-orders-guest-1'
const OTHER_GUEST = 'compare-orders-guest-2'
const CUSTOMER = { email: 'emily@customers.souk.test', password: 'souk-demo-1' }
const ADDRESS = {
  name: 'Amal Haddad',
  email: 'amal@example.com',
  phone: '+1 415 555 0100',
  country: 'US',
  state: 'CA',
  city: 'San Francisco',
  zip: '94107',
  address_1: '1 Market Street',
}

/** A 1×1 PNG, for the review photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** The legacy encrypted body of contract 7.1 (AES-128-CBC, zero padding, the storefront's fixed key and IV). */
function legacy(params) {
  const key = Buffer.from('0123456470abcdef0123456789abcdef', 'hex')
  const iv = Buffer.from('abcdef1876343516abcdef9876543210', 'hex')
  const plain = Buffer.from(JSON.stringify(params), 'utf8')
  const padded = Buffer.concat([plain, Buffer.alloc((16 - (plain.length % 16)) % 16)])
  const cipher = createCipheriv('aes-128-cbc', key, iv)
  cipher.setAutoPadding(false)
  return Buffer.concat([cipher.update(padded), cipher.final()]).toString('base64')
}

const json = (body) => ({ 'Content-Type': 'application/json', body: JSON.stringify(body) })
const jsonWith = (make) => ({
  'Content-Type': 'application/json',
  body: (state) => JSON.stringify(make(state)),
})
const bearer = (state) => ({ Authorization: `Bearer ${state.token}` })
const sameOrigin = (location) => location?.replace(/^https?:\/\/[^/]+/, '') ?? ''

/** Headers of the shopper a step acts as. */
const as = (who) => (who === 'customer' ? { headers: bearer } : {})
const owner = (who) => (who === 'customer' ? {} : { user_token: GUEST })

/**
 * Puts one unit of a product that ships to California in the shopper's cart, with the address and the place
 * chosen: the state a placed order needs. The product is found once, on the first call.
 */
async function fillCart(state, call, who) {
  const auth = who === 'customer' ? { Authorization: `Bearer ${state.token}` } : {}
  const post = (path, body) =>
    call(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...auth },
      body: JSON.stringify({ ...body, ...owner(who) }),
    }).then(({ text }) => JSON.parse(text))
  const get = (path) => call(path, { headers: auth }).then(({ text }) => JSON.parse(text))
  if (!state.item) {
    const listing = await get('/products?page=1')
    for (const product of listing.data.result.data) {
      const detail = (await get(`/product/${product.id}`)).data
      const found = detail?.product ?? detail
      const places = found?.shipping_rule?.shipping_places ?? []
      const place =
        places.find((p) => p.country === 'US' && p.state === 'CA') ??
        places.find((p) => p.country === 'US' && p.state === 'ALL') ??
        places.find((p) => p.country === 'ALL')
      const inventory = (found?.inventory ?? found?.updated_inventories ?? []).find((i) => i.quantity >= 20)
      if (place && inventory) {
        state.item = { productId: found.id, inventoryId: inventory.id, place }
        break
      }
    }
    if (!state.item) throw new Error('no product ships to California')
  }
  const { productId, inventoryId, place } = state.item
  const added = await post('/cart/action', { product_id: productId, inventory_id: inventoryId, quantity: 1 })
  if (added.status !== 200) throw new Error(`cart/action: ${JSON.stringify(added)}`)
  const key = who === 'customer' ? 'customerAddress' : 'guestAddress'
  if (!state[key]) {
    const address = await post('/user/address/action', ADDRESS)
    if (address.status !== 200) throw new Error(`address: ${JSON.stringify(address)}`)
    state[key] = address.data.id
  }
  const lines = (await get(`/cart/by-user${who === 'customer' ? '' : `?user_token=${GUEST}`}`)).data
  const cart = {}
  for (const line of lines) {
    const { shipping_rule: _rule, ...shippingPlace } = place
    cart[line.id] = { cart: line.id, shipping_place: shippingPlace, shipping_type: 1, single_shipping: false }
  }
  const shipped = await post('/cart/update-shipping', { cart, selected_address: state[key] })
  if (shipped.status !== 200) throw new Error(`cart/update-shipping: ${JSON.stringify(shipped)}`)
}

/** Places an order of one unit with `body`, remembering the answer's order under `state.orders[label]`. */
function place(label, who, body, extra = {}) {
  return {
    name: `place: ${label}`,
    method: 'POST',
    path: '/order/action',
    ...as(who),
    ...json({ ...body, ...owner(who) }),
    before: (state, call) => fillCart(state, call, who),
    after: (state, answer) => {
      const data = JSON.parse(answer.text).data
      state.orders[label] = {
        id: data?.id,
        code: data?.order,
        redirect: data?.redirect_url ?? data?.iyzico_payment?.paymentPageUrl,
        token: data?.payment_token ?? data?.iyzico_payment?.token,
      }
    },
    ...extra,
  }
}

/** The sandbox page of an order's payment, and the shopper's choice on it. */
function sandbox(label, outcome) {
  const path = (state) => sameOrigin(state.orders[label].redirect).replace(/^\/api\/v1/, '')
  return [
    { name: `sandbox page: ${label}`, path },
    {
      name: `sandbox ${outcome}: ${label}`,
      method: 'POST',
      path,
      'Content-Type': 'application/x-www-form-urlencoded',
      body: `outcome=${outcome}`,
      redirect: 'manual',
      after: (state, answer) => {
        state.orders[label].location = answer.response.headers.get('location')
      },
    },
  ]
}

/** POST order/payment-done for an order. */
function paymentDone(name, label, who, make) {
  return {
    name: `payment-done: ${name}`,
    method: 'POST',
    path: '/order/payment-done',
    ...as(who),
    ...jsonWith((state) => ({ ...make(state.orders[label], state), ...owner(who) })),
  }
}

/** The request list of the set; `state` carries what later requests need. */
export function requestSet() {
  const guest = 'guest'
  const customer = 'customer'
  return [
    {
      name: 'place: nobody',
      method: 'POST',
      path: '/order/action',
      ...json({ order_method: 2 }),
      before: (state) => {
        state.orders = {}
      },
    },
    { name: 'place: empty body', method: 'POST', path: '/order/action', ...json({ user_token: GUEST }) },
    {
      name: 'place: bad fields',
      method: 'POST',
      path: '/order/action',
      ...json({ order_method: 9, voucher: 12, time_zone: 5, wallet: 'cash', user_token: GUEST }),
    },
    { name: 'place: not an object', method: 'POST', path: '/order/action', ...json([2]) },
    {
      name: 'place: unreadable legacy body',
      method: 'POST',
      path: '/order/action',
      ...json({ data: 'not-base64!', user_token: GUEST }),
    },
    {
      name: 'place: empty cart',
      method: 'POST',
      path: '/order/action',
      ...json({ order_method: 2, user_token: GUEST }),
    },
    {
      name: 'place: a wallet transfer without a wallet',
      method: 'POST',
      path: '/order/action',
      ...json({ order_method: 50, user_token: GUEST }),
    },

    // A guest's order, cash on delivery.
    place('guest cash on delivery', guest, { order_method: 2, time_zone: 'Europe/Paris' }),
    {
      name: 'place: the same cart again',
      method: 'POST',
      path: '/order/action',
      ...json({ order_method: 2, user_token: GUEST }),
    },
    { name: 'by-user: guest list', method: 'POST', path: '/order/by-user', ...json({ user_token: GUEST }) },
    {
      name: 'by-user: guest detail',
      method: 'POST',
      path: '/order/by-user',
      ...jsonWith((state) => ({
        user_token: GUEST,
        order_id: state.orders['guest cash on delivery'].id,
        time_zone: 'Asia/Kolkata',
      })),
    },
    {
      name: "by-user: another guest's order",
      method: 'POST',
      path: '/order/by-user',
      ...jsonWith((state) => ({
        user_token: OTHER_GUEST,
        order_id: state.orders['guest cash on delivery'].id,
      })),
    },
    {
      name: 'by-user: bad fields',
      method: 'POST',
      path: '/order/by-user',
      ...json({ user_token: GUEST, page: 0, order_id: 'x', paid: 7 }),
    },
    { name: 'by-user: nobody', method: 'POST', path: '/order/by-user', ...json({}) },
    {
      name: 'track: guest order',
      path: (state) => `/track-order?tracking_id=${state.orders['guest cash on delivery'].code}`,
      lang: 'fr',
    },
    { name: 'track: no code', path: '/track-order?tracking_id=+' },
    { name: 'track: unknown code', path: '/track-order?tracking_id=SK00000000NOPE', lang: 'ar' },
    paymentDone('guest cash on delivery', 'guest cash on delivery', guest, (order) => ({
      id: order.id,
      order_method: 2,
    })),
    paymentDone('bad fields', 'guest cash on delivery', guest, () => ({ id: 0, order_method: 'two' })),
    {
      name: 'transaction: a cash on delivery order',
      method: 'POST',
      path: '/order/transaction',
      ...jsonWith((state) => ({
        id: state.orders['guest cash on delivery'].id,
        trans_id: 'TX-1',
        user_token: GUEST,
      })),
    },
    {
      name: 'send order email: guest',
      path: (state) =>
        `/order/send-order-email/${state.orders['guest cash on delivery'].id}?user_token=${GUEST}`,
    },
    {
      name: "send order email: another guest's order",
      path: (state) =>
        `/order/send-order-email/${state.orders['guest cash on delivery'].id}?user_token=${OTHER_GUEST}`,
    },
    { name: 'send order email: not an id', path: `/order/send-order-email/abc?user_token=${GUEST}` },
    {
      name: 'review: an order not delivered',
      method: 'POST',
      path: '/rating-review/action',
      ...jsonWith((state) => ({
        order_id: state.orders['guest cash on delivery'].id,
        product_id: state.item.productId,
        rating: 5,
        user_token: GUEST,
      })),
    },
    {
      name: 'cancel: bad fields',
      method: 'POST',
      path: '/cancellation/cancel-order',
      ...json({ order_id: -1, title: '  ', user_token: GUEST }),
    },
    {
      name: "cancel: another guest's order",
      method: 'POST',
      path: '/cancellation/cancel-order',
      ...jsonWith((state) => ({
        order_id: state.orders['guest cash on delivery'].id,
        title: 'Changed my mind',
        message: 'Please cancel.',
        user_token: OTHER_GUEST,
      })),
    },
    {
      name: 'cancellation: none yet',
      path: (state) => `/cancellation/find/${state.orders['guest cash on delivery'].id}?user_token=${GUEST}`,
    },
    {
      name: 'cancel: guest order',
      method: 'POST',
      path: '/cancellation/cancel-order',
      ...jsonWith((state) => ({
        order_id: state.orders['guest cash on delivery'].id,
        title: ' Changed my mind ',
        message: 'Please cancel.',
        user_token: GUEST,
      })),
    },
    {
      name: 'cancel: again',
      method: 'POST',
      path: '/cancellation/cancel-order',
      ...jsonWith((state) => ({
        order_id: state.orders['guest cash on delivery'].id,
        title: 'Again',
        message: 'Again.',
        user_token: GUEST,
      })),
    },
    {
      name: 'cancellation: guest order',
      path: (state) => `/cancellation/find/${state.orders['guest cash on delivery'].id}?user_token=${GUEST}`,
    },
    {
      name: 'payment-done: a cancelled order',
      method: 'POST',
      path: '/order/payment-done',
      ...jsonWith((state) => ({
        id: state.orders['guest cash on delivery'].id,
        order_method: 2,
        user_token: GUEST,
      })),
    },
    {
      name: 'by-user: guest list, cancelled filter',
      method: 'POST',
      path: '/order/by-user',
      ...json({ user_token: GUEST, cancelled: 1 }),
    },

    // A legacy encrypted order body (contract 7.1).
    place(
      'guest legacy body',
      guest,
      {},
      {
        body: () => JSON.stringify({ data: legacy({ order_method: 2, user_token: GUEST }) }),
        'Content-Type': 'application/json',
      },
    ),

    // The demo customer orders with every sandbox method.
    {
      name: 'customer signs in',
      method: 'POST',
      path: '/user/signin',
      ...json(CUSTOMER),
      after: (state, answer) => {
        state.token = JSON.parse(answer.text).data.token
      },
    },
    place('cash on delivery', customer, { order_method: 2 }),
    place('bank transfer', customer, { order_method: 7, voucher: '' }),
    {
      name: 'transaction: bad id',
      method: 'POST',
      path: '/order/transaction',
      headers: bearer,
      ...jsonWith((state) => ({ id: state.orders['bank transfer'].id, trans_id: 'a<b>' })),
    },
    {
      name: 'transaction: bank transfer',
      method: 'POST',
      path: '/order/transaction',
      headers: bearer,
      ...jsonWith((state) => ({ id: state.orders['bank transfer'].id, trans_id: ' BANK-REF 42 ' })),
    },
    paymentDone('switch bank to cash on delivery', 'bank transfer', customer, (order) => ({
      id: order.id,
      order_method: 2,
    })),
    place('stripe', customer, { order_method: 3 }),
    paymentDone('stripe before paying', 'stripe', customer, (order) => ({ id: order.id, order_method: 3 })),
    ...sandbox('stripe', 'approve'),
    paymentDone('stripe approved', 'stripe', customer, (order) => ({
      id: order.id,
      order_method: 3,
      payment_token: order.token,
    })),
    paymentDone('stripe with another method', 'stripe', customer, (order) => ({
      id: order.id,
      order_method: 4,
    })),
    place('paypal', customer, { order_method: 4 }),
    ...sandbox('paypal', 'decline'),
    paymentDone('paypal declined', 'paypal', customer, (order) => ({ id: order.id, order_method: 4 })),
    place('flutterwave', customer, { order_method: 5 }),
    ...sandbox('flutterwave', 'cancel'),
    paymentDone('flutterwave cancelled', 'flutterwave', customer, (order) => ({
      id: order.id,
      order_method: 5,
    })),
    place('razorpay', customer, { order_method: 1 }),
    paymentDone('razorpay with a wrong token', 'razorpay', customer, (order) => ({
      id: order.id,
      order_method: 1,
      payment_token: 'order_wrong',
    })),
    ...sandbox('razorpay', 'approve'),
    paymentDone('razorpay approved', 'razorpay', customer, (order) => ({
      id: order.id,
      order_method: 1,
      payment_token: order.token,
    })),
    place('payfast', customer, { order_method: 8 }),
    ...sandbox('payfast', 'approve'),
    place('iyzico', customer, { order_method: 6 }),
    paymentDone('iyzico before paying', 'iyzico', customer, (order) => ({ id: order.id, order_method: 6 })),
    {
      name: 'iyzico redirect',
      path: (state) =>
        `/iyzico-redirect?order_id=${state.orders.iyzico.id}&token=${state.orders.iyzico.token}`,
      redirect: 'manual',
    },
    {
      name: 'iyzico redirect: wrong token',
      path: (state) => `/iyzico-redirect?order_id=${state.orders.iyzico.id}&token=nope`,
      redirect: 'manual',
    },
    ...sandbox('iyzico', 'approve'),
    {
      name: 'iyzico callback',
      method: 'POST',
      path: (state) => `/iyzico-callback?order_id=${state.orders.iyzico.id}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      body: (state) => `token=${state.orders.iyzico.token}`,
      redirect: 'manual',
    },
    paymentDone('iyzico paid', 'iyzico', customer, (order) => ({ id: order.id, order_method: 6 })),
    place('enzona wallet', customer, { order_method: 50, wallet: 'enzona' }),
    ...sandbox('enzona wallet', 'approve'),
    {
      name: 'transaction: enzona wallet',
      method: 'POST',
      path: '/order/transaction',
      headers: bearer,
      ...jsonWith((state) => ({
        id: state.orders['enzona wallet'].id,
        trans_id: new URL(state.orders['enzona wallet'].location).searchParams.get('trans_id'),
      })),
    },
    {
      name: 'transaction: enzona wallet already paid',
      method: 'POST',
      path: '/order/transaction',
      headers: bearer,
      ...jsonWith((state) => ({ id: state.orders['enzona wallet'].id, trans_id: 'EZ-0000000000' })),
    },
    place('transfermovil wallet', customer, { order_method: 50, wallet: 'transfermovil' }),
    ...sandbox('transfermovil wallet', 'approve'),
    {
      name: 'transaction: transfermovil, another id',
      method: 'POST',
      path: '/order/transaction',
      headers: bearer,
      ...jsonWith((state) => ({ id: state.orders['transfermovil wallet'].id, trans_id: 'TM-FFFFFFFFFF' })),
    },
    { name: 'sandbox page: unknown payment', path: '/sandbox/pay/sbx_000000000000000000000000' },
    {
      name: 'sandbox: no outcome',
      method: 'POST',
      path: (state) => sameOrigin(state.orders.payfast.redirect).replace(/^\/api\/v1/, ''),
      'Content-Type': 'application/x-www-form-urlencoded',
      body: 'outcome=maybe',
      redirect: 'manual',
    },

    // The customer's list and orders.
    { name: 'by-user: customer list', method: 'POST', path: '/order/by-user', headers: bearer, ...json({}) },
    {
      name: 'by-user: customer list, page 2',
      method: 'POST',
      path: '/order/by-user',
      headers: bearer,
      ...json({ page: '2', time_zone: 'America/New_York' }),
    },
    {
      name: 'by-user: paid card payments',
      method: 'POST',
      path: '/order/by-user',
      headers: bearer,
      ...json({ paid: 1, card_payment: '1' }),
    },
    {
      name: 'by-user: unpaid cash on delivery',
      method: 'POST',
      path: '/order/by-user',
      headers: bearer,
      ...json({ unpaid: true, cash_on_delivery: 1 }),
    },
    ...['stripe', 'iyzico', 'enzona wallet'].map((label) => ({
      name: `by-user: customer detail, ${label}`,
      method: 'POST',
      path: '/order/by-user',
      headers: bearer,
      lang: 'tr',
      ...jsonWith((state) => ({ order_id: state.orders[label].id })),
    })),
    {
      name: 'send order email: customer',
      path: (state) => `/order/send-order-email/${state.orders.stripe.id}`,
      headers: bearer,
      lang: 'hi',
    },
    {
      name: 'cancel: customer bank transfer',
      method: 'POST',
      path: '/cancellation/cancel-order',
      headers: bearer,
      ...jsonWith((state) => ({
        order_id: state.orders['bank transfer'].id,
        title: 'Wrong size',
        message: 'Sorry.',
      })),
    },
    {
      name: 'cancellation: customer',
      path: (state) => `/cancellation/find/${state.orders['bank transfer'].id}`,
      headers: bearer,
    },
    {
      name: 'transaction: a cancelled order',
      method: 'POST',
      path: '/order/transaction',
      headers: bearer,
      ...jsonWith((state) => ({ id: state.orders['bank transfer'].id, trans_id: 'BANK-REF 43' })),
    },
    {
      name: 'sandbox page: a cancelled order',
      path: (state) => sameOrigin(state.orders.paypal.redirect).replace(/^\/api\/v1/, ''),
      before: async (state, call) => {
        await call('/cancellation/cancel-order', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${state.token}` },
          body: JSON.stringify({ order_id: state.orders.paypal.id, title: 'Declined', message: 'Declined.' }),
        })
      },
    },

    // Reviews of a delivered order of the demo customer.
    {
      name: 'review: bad fields',
      method: 'POST',
      path: '/rating-review/action',
      headers: bearer,
      ...json({ order_id: 'x', product_id: 0, rating: 9, review: 7, deleted_images: '{' }),
      before: async (state, call) => {
        for (let page = 1; !state.delivered && page < 20; page++) {
          const { text } = await call('/order/by-user', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${state.token}` },
            body: JSON.stringify({ page }),
          })
          const list = JSON.parse(text).data
          const order = list.data.find((o) => o.status === 5 && !o.cancelled && o.ordered_products.length)
          if (order) state.delivered = { id: order.id, productId: order.ordered_products[0].product_id }
          if (page >= list.last_page) break
        }
        if (!state.delivered) throw new Error('no delivered order of the demo customer')
      },
    },
    {
      name: 'review: a product not in the order',
      method: 'POST',
      path: '/rating-review/action',
      headers: bearer,
      ...jsonWith((state) => ({ order_id: state.delivered.id, product_id: 2147483647, rating: 4 })),
    },
    {
      name: 'review: without a photo',
      method: 'POST',
      path: '/rating-review/action',
      headers: bearer,
      ...jsonWith((state) => ({
        order_id: state.delivered.id,
        product_id: state.delivered.productId,
        rating: 4,
        review: ' Good value. ',
      })),
    },
    {
      name: 'review: with a photo',
      method: 'POST',
      path: '/rating-review/action',
      headers: bearer,
      body: (state) => {
        const form = new FormData()
        form.set('order_id', String(state.delivered.id))
        form.set('product_id', String(state.delivered.productId))
        form.set('rating', '5')
        form.set('review', 'Even better with a photo.')
        form.append('images[]', new File([PNG], 'photo.png', { type: 'image/png' }))
        return form
      },
    },
    {
      name: 'review: a file that is not an image',
      method: 'POST',
      path: '/rating-review/action',
      headers: bearer,
      body: (state) => {
        const form = new FormData()
        form.set('order_id', String(state.delivered.id))
        form.set('product_id', String(state.delivered.productId))
        form.set('rating', '3')
        form.append('images[]', new File(['not an image'], 'notes.png', { type: 'image/png' }))
        return form
      },
    },
    {
      name: 'review: read back',
      path: (state) => `/rating-review/find/${state.delivered.productId}`,
      headers: bearer,
    },
    {
      name: 'review: remove the photo',
      method: 'POST',
      path: '/rating-review/action',
      headers: bearer,
      before: async (state, call) => {
        const { text } = await call(`/rating-review/find/${state.delivered.productId}`, {
          headers: { Authorization: `Bearer ${state.token}` },
        })
        const images = JSON.parse(text).data?.review_images
        if (!images) throw new Error(`no review to remove the photo of: ${text}`)
        state.photoIds = images.map((image) => ({ id: image.id }))
      },
      'Content-Type': 'application/x-www-form-urlencoded',
      body: (state) =>
        new URLSearchParams({
          order_id: String(state.delivered.id),
          product_id: String(state.delivered.productId),
          rating: '5',
          deleted_images: JSON.stringify(state.photoIds),
        }).toString(),
    },
    { name: 'review: none of a guest', path: `/rating-review/find/1?user_token=${OTHER_GUEST}` },
    { name: 'review: not an id', path: '/rating-review/find/x', headers: bearer },
  ]
}
