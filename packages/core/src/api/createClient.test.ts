import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest'
import type {
  Address,
  AddressRow,
  CartLine,
  CartRow,
  CategoryListingData,
  CommonData,
  Envelope,
  OrderDetail,
  Paginator,
  PaymentDoneData,
  PlaceOrderResult,
  ProductDetail,
  Profile,
  ReviewRow,
  ReviewsData,
  SavedProductRow,
  SignInData,
  StorePageData,
  ToggleRow,
  Voucher,
  VoucherValidityData,
} from '../model'
import { clientGroups, createTransport } from './clientGroups'
import { createClient, type SoukClient } from './createClient'
import { envelope, type FakeApi, type RecordedRequest, startFakeApi } from './fixtures/fakeApi'

const TZ = 'Africa/Casablanca'
const GUEST = 'guest-1'

interface Row {
  name: string
  call: (client: SoukClient) => Promise<Envelope<unknown>>
  method: 'GET' | 'POST' | 'DELETE'
  path: string
  query?: Record<string, string>
  /** The expected JSON body; absent means no body at all. */
  body?: unknown
  /** The expected multipart fields (text fields only). */
  form?: Record<string, string>
  /** `common` sends `Lang` instead of `Language`. */
  lang?: 'Lang'
}

const address = {
  name: 'Amina',
  email: 'amina@example.com',
  phone: '0612345678',
  country: 'MA',
  state: 'CAS',
  city: 'Casablanca',
  zip: '20000',
  address_1: '1 Rue A',
}

const shippingPlace = {
  id: 3,
  country: 'MA',
  state: 'ALL',
  price: 5,
  day_needed: 2,
  pickup_price: 0,
  pickup_point: 0,
  pickup_phone: null,
  pickup_address_line_1: null,
  pickup_address_line_2: null,
  pickup_zip: null,
  pickup_state: null,
  pickup_city: null,
  pickup_country: null,
  shipping_rule_id: 1,
}

const rows: Row[] = [
  // catalog
  { name: 'catalog.common', call: (c) => c.catalog.common(), method: 'GET', path: 'common', lang: 'Lang' },
  { name: 'catalog.home', call: (c) => c.catalog.home(), method: 'GET', path: 'home' },
  {
    name: 'catalog.all',
    call: (c) =>
      c.catalog.all({
        category: 'shoes',
        sortby: 'price_low_to_high',
        brand: [1, 2],
        collection: [3],
        shipping: [4, 5],
        rating: 4,
        min: 10,
        max: 50,
        page: 2,
        sidebar_data: true,
      }),
    method: 'GET',
    path: 'all',
    query: {
      category: 'shoes',
      sortby: 'price_low_to_high',
      brand: '1,2',
      collection: '3',
      shipping: '4,5',
      rating: '4',
      min: '10',
      max: '50',
      page: '2',
      sidebar_data: 'true',
    },
  },
  {
    name: 'catalog.products',
    call: (c) =>
      c.catalog.products({
        q: 'red shoes',
        banner: 3,
        is_home_page: true,
        all_categories: false,
        sidebar_data: false,
        brand: [],
      }),
    method: 'GET',
    path: 'products',
    query: { q: 'red shoes', banner: '3', is_home_page: 'true' },
  },
  {
    name: 'catalog.categories',
    call: (c) => c.catalog.categories({ page: 2 }),
    method: 'GET',
    path: 'categories',
    query: { page: '2' },
  },
  {
    name: 'catalog.brands',
    call: (c) => c.catalog.brands({ page: 3 }),
    method: 'GET',
    path: 'brands',
    query: { page: '3' },
  },
  {
    name: 'catalog.search',
    call: (c) => c.catalog.search('lamp'),
    method: 'GET',
    path: 'search',
    query: { q: 'lamp' },
  },
  {
    name: 'catalog.product',
    call: (c) => c.catalog.product(12, { user_id: 5 }),
    method: 'GET',
    path: 'product/12',
    query: { user_id: '5' },
  },
  { name: 'catalog.flashSales', call: (c) => c.catalog.flashSales(), method: 'GET', path: 'flash-sale' },
  {
    name: 'catalog.flashSale',
    call: (c) => c.catalog.flashSale(4, { page: 2 }),
    method: 'GET',
    path: 'flash-sale/4',
    query: { page: '2' },
  },
  {
    name: 'catalog.suggestedProducts',
    call: (c) => c.catalog.suggestedProducts(12, { page: 1 }),
    method: 'GET',
    path: 'suggested-products/12',
    query: { page: '1' },
  },
  {
    name: 'catalog.countriesPhones',
    call: (c) => c.catalog.countriesPhones(),
    method: 'GET',
    path: 'countries-phones',
  },
  {
    name: 'catalog.localization',
    call: (c) => c.catalog.localization('de'),
    method: 'GET',
    path: 'localization',
    query: { locale_code: 'de' },
  },
  // content
  { name: 'content.page', call: (c) => c.content.page('about us'), method: 'GET', path: 'page/about%20us' },
  {
    name: 'content.contact',
    call: (c) =>
      c.content.contact({ name: 'Amina', email: 'a@example.com', subject: 'Hi', message: 'Hello' }),
    method: 'POST',
    path: 'contact',
    body: { name: 'Amina', email: 'a@example.com', subject: 'Hi', message: 'Hello' },
  },
  {
    name: 'content.subscribe',
    call: (c) => c.content.subscribe('a@example.com'),
    method: 'POST',
    path: 'email-subscription',
    body: { email: 'a@example.com' },
  },
  // account
  {
    name: 'account.signIn',
    call: (c) => c.account.signIn({ email: 'a@example.com', password: 'secret1' }),
    method: 'POST',
    path: 'user/signin',
    body: { email: 'a@example.com', password: 'secret1', user_token: GUEST },
  },
  {
    name: 'account.signUp',
    call: (c) => c.account.signUp({ name: 'Amina', email: 'a@example.com', password: 'secret1' }),
    method: 'POST',
    path: 'user/signup',
    body: { name: 'Amina', email: 'a@example.com', password: 'secret1' },
  },
  {
    name: 'account.verify',
    call: (c) => c.account.verify({ email: 'a@example.com', code: '1234' }),
    method: 'POST',
    path: 'user/verify',
    body: { email: 'a@example.com', code: '1234' },
  },
  {
    name: 'account.forgotPassword',
    call: (c) => c.account.forgotPassword('a@example.com'),
    method: 'POST',
    path: 'user/forgot-password',
    body: { email: 'a@example.com' },
  },
  {
    name: 'account.resetPassword',
    call: (c) => c.account.resetPassword({ email: 'a@example.com', code: '1234', password: 'secret2' }),
    method: 'POST',
    path: 'user/update-password',
    body: { email: 'a@example.com', code: '1234', password: 'secret2' },
  },
  {
    name: 'account.profile',
    call: (c) => c.account.profile(),
    method: 'GET',
    path: 'user/profile',
    query: { user_token: GUEST },
  },
  { name: 'account.logout', call: (c) => c.account.logout(), method: 'GET', path: 'user/logout' },
  {
    name: 'account.updateProfile',
    call: (c) => c.account.updateProfile({ name: 'Amina B' }),
    method: 'POST',
    path: 'user/update-profile',
    body: { name: 'Amina B' },
  },
  {
    name: 'account.changePassword',
    call: (c) => c.account.changePassword({ current_password: 'secret1', new_password: 'secret2' }),
    method: 'POST',
    path: 'user/update-user-password',
    body: { current_password: 'secret1', new_password: 'secret2' },
  },
  {
    name: 'account.deleteAccount',
    call: (c) => c.account.deleteAccount(),
    method: 'DELETE',
    path: 'user/delete',
  },
  {
    name: 'account.exchangeSocialCode',
    call: (c) => c.account.exchangeSocialCode({ code: 'one-time-code', state: 'browser-state' }),
    method: 'POST',
    path: 'user/social-login/exchange',
    body: { code: 'one-time-code', state: 'browser-state' },
  },
  {
    name: 'account.sellerSignUp',
    call: (c) =>
      c.account.sellerSignUp({
        name: 'Omar',
        email: 'o@example.com',
        password: 'secret1',
        store_name: 'Omar Shop',
      }),
    method: 'POST',
    path: 'seller/signup',
    body: { name: 'Omar', email: 'o@example.com', password: 'secret1', store_name: 'Omar Shop' },
  },
  {
    name: 'account.sellerVerify',
    call: (c) => c.account.sellerVerify({ email: 'o@example.com', code: '4321' }),
    method: 'POST',
    path: 'seller/verify',
    body: { email: 'o@example.com', code: '4321' },
  },
  // addresses
  {
    name: 'addresses.all',
    call: (c) => c.addresses.all({ q: 'Rue', order_by: 'id', type: 'asc', page: 2 }),
    method: 'GET',
    path: 'user/address/all',
    query: { q: 'Rue', orderby: 'id', type: 'asc', page: '2', time_zone: TZ, user_token: GUEST },
  },
  {
    name: 'addresses.save',
    call: (c) => c.addresses.save({ id: 9, ...address }),
    method: 'POST',
    path: 'user/address/action',
    body: { id: 9, ...address, user_token: GUEST },
  },
  {
    name: 'addresses.remove',
    call: (c) => c.addresses.remove(9),
    method: 'DELETE',
    path: 'user/address/delete/9',
    query: { user_token: GUEST },
  },
  // wishlist and compare
  {
    name: 'wishlist.all',
    call: (c) => c.wishlist.all(),
    method: 'GET',
    path: 'user/wishlist/all',
    query: { order_by: 'created_at', type: 'desc', time_zone: TZ },
  },
  {
    name: 'wishlist.toggle',
    call: (c) => c.wishlist.toggle(12),
    method: 'POST',
    path: 'user/wishlist/action',
    body: { product_id: 12 },
  },
  {
    name: 'compare.all',
    call: (c) => c.compare.all({ page: 2, type: 'asc' }),
    method: 'GET',
    path: 'user/compare-list/all',
    query: { order_by: 'created_at', type: 'asc', page: '2', time_zone: TZ },
  },
  {
    name: 'compare.toggle',
    call: (c) => c.compare.toggle(12),
    method: 'POST',
    path: 'user/compare-list/action',
    body: { product_id: 12 },
  },
  // stores
  {
    name: 'stores.page',
    call: (c) => c.stores.page({ slug: 'acme', sortby: 'featured', page: 2, required_rating: true }),
    method: 'GET',
    path: 'store',
    query: { slug: 'acme', sortby: 'featured', page: '2', required_rating: 'true' },
  },
  {
    name: 'stores.follow',
    call: (c) => c.stores.follow(3),
    method: 'POST',
    path: 'user/store/follow',
    body: { store_id: 3 },
  },
  {
    name: 'stores.following',
    call: (c) => c.stores.following({ page: 2 }),
    method: 'GET',
    path: 'user/store/following-list',
    query: { order_by: 'created_at', type: 'desc', page: '2', time_zone: TZ },
  },
  // cart
  {
    name: 'cart.byUser',
    call: (c) => c.cart.byUser(),
    method: 'GET',
    path: 'cart/by-user',
    query: { user_token: GUEST },
  },
  {
    name: 'cart.action',
    call: (c) => c.cart.action({ product_id: 1, inventory_id: 2, quantity: -1 }),
    method: 'POST',
    path: 'cart/action',
    body: { product_id: 1, inventory_id: 2, quantity: -1, user_token: GUEST },
  },
  {
    name: 'cart.buyNow',
    call: (c) => c.cart.buyNow({ product_id: 1, inventory_id: 2, quantity: 3 }),
    method: 'POST',
    path: 'cart/buy-now',
    body: { product_id: 1, inventory_id: 2, quantity: 3, user_token: GUEST },
  },
  {
    name: 'cart.remove',
    call: (c) => c.cart.remove(5),
    method: 'DELETE',
    path: 'cart/delete/5',
    query: { user_token: GUEST },
  },
  {
    name: 'cart.change',
    call: (c) => c.cart.change({ checked: [1, 2], unchecked: [3], isBundle: false }),
    method: 'POST',
    path: 'cart/change',
    body: { checked: [1, 2], unchecked: [3], isBundle: false, user_token: GUEST },
  },
  {
    name: 'cart.updateShipping',
    call: (c) =>
      c.cart.updateShipping({
        cart: { '5': { cart: 5, shipping_place: shippingPlace, shipping_type: 1, single_shipping: false } },
        selected_address: 9,
      }),
    method: 'POST',
    path: 'cart/update-shipping',
    body: {
      cart: { '5': { cart: 5, shipping_place: shippingPlace, shipping_type: 1, single_shipping: false } },
      selected_address: 9,
      user_token: GUEST,
    },
  },
  {
    name: 'cart.handoff',
    call: (c) => c.cart.handoff(),
    method: 'POST',
    path: 'cart/handoff',
    body: { user_token: GUEST },
  },
  {
    name: 'cart.previewHandoff',
    call: (c) => c.cart.previewHandoff('code-1'),
    method: 'POST',
    path: 'cart/handoff/preview',
    body: { code: 'code-1', user_token: GUEST },
  },
  {
    name: 'cart.claimHandoff',
    call: (c) => c.cart.claimHandoff('code-1'),
    method: 'POST',
    path: 'cart/handoff/claim',
    body: { code: 'code-1', user_token: GUEST },
  },
  // orders
  {
    name: 'orders.place',
    call: (c) => c.orders.place({ order_method: 2, voucher: 'SAVE10' }),
    method: 'POST',
    path: 'order/action',
    body: { order_method: 2, voucher: 'SAVE10', time_zone: TZ, user_token: GUEST },
  },
  {
    name: 'orders.paymentDone',
    call: (c) => c.orders.paymentDone({ id: 5, payment_token: 5, order_method: 2 }),
    method: 'POST',
    path: 'order/payment-done',
    body: { id: 5, payment_token: 5, order_method: 2, user_token: GUEST },
  },
  {
    name: 'orders.transaction',
    call: (c) => c.orders.transaction({ id: 5, trans_id: 'TX-1' }),
    method: 'POST',
    path: 'order/transaction',
    body: { id: 5, trans_id: 'TX-1', user_token: GUEST },
  },
  {
    name: 'orders.list',
    call: (c) => c.orders.list({ page: 2, paid: 1 }),
    method: 'POST',
    path: 'order/by-user',
    body: { page: 2, paid: 1, time_zone: TZ, user_token: GUEST },
  },
  {
    name: 'orders.detail',
    call: (c) => c.orders.detail(5),
    method: 'POST',
    path: 'order/by-user',
    body: { order_id: 5, time_zone: TZ, user_token: GUEST },
  },
  {
    name: 'orders.sendEmail',
    call: (c) => c.orders.sendEmail(5),
    method: 'GET',
    path: 'order/send-order-email/5',
    query: { time_zone: TZ, user_token: GUEST },
  },
  {
    name: 'orders.cancel',
    call: (c) => c.orders.cancel({ order_id: 5, title: 'Changed my mind', message: 'Sorry' }),
    method: 'POST',
    path: 'cancellation/cancel-order',
    body: { order_id: 5, title: 'Changed my mind', message: 'Sorry', user_token: GUEST },
  },
  {
    name: 'orders.cancellation',
    call: (c) => c.orders.cancellation(5),
    method: 'GET',
    path: 'cancellation/find/5',
    query: { user_token: GUEST },
  },
  {
    name: 'orders.track',
    call: (c) => c.orders.track('20240101ABCDE1'),
    method: 'GET',
    path: 'track-order',
    query: { tracking_id: '20240101ABCDE1' },
  },
  // reviews
  {
    name: 'reviews.list',
    call: (c) => c.reviews.list(12, { page: 2, get_total: true }),
    method: 'GET',
    path: 'reviews/12',
    query: { order_by: 'created_at', type: 'desc', page: '2', get_total: 'true', time_zone: TZ },
  },
  {
    name: 'reviews.save',
    call: (c) => c.reviews.save({ order_id: 7, product_id: 12, rating: 5, review: 'Great' }),
    method: 'POST',
    path: 'rating-review/action',
    form: {
      order_id: '7',
      product_id: '12',
      rating: '5',
      review: 'Great',
      deleted_images: '[]',
      user_token: GUEST,
    },
  },
  {
    name: 'reviews.find',
    call: (c) => c.reviews.find(12),
    method: 'GET',
    path: 'rating-review/find/12',
    query: { user_token: GUEST },
  },
  // vouchers
  {
    name: 'vouchers.validity',
    call: (c) => c.vouchers.validity({ voucher: 'SAVE10', price: 100 }),
    method: 'POST',
    path: 'voucher/validity',
    body: { voucher: 'SAVE10', price: 100, user_token: GUEST },
  },
  {
    name: 'vouchers.list',
    call: (c) => c.vouchers.list({ q: 'SAVE' }),
    method: 'GET',
    path: 'user/user-vouchers',
    query: { order_by: 'created_at', type: 'desc', q: 'SAVE', time_zone: TZ },
  },
  // payments
  { name: 'payments.gateway', call: (c) => c.payments.gateway(), method: 'GET', path: 'payment-gateway' },
]

async function formFields(request: RecordedRequest): Promise<Record<string, string>> {
  const parsed = await new Request('http://parse.invalid/', {
    method: 'POST',
    headers: { 'content-type': String(request.headers['content-type']) },
    body: new Uint8Array(request.body),
  }).formData()
  const fields: Record<string, string> = {}
  for (const [name, value] of parsed) if (typeof value === 'string') fields[name] = value
  return fields
}

describe('createClient endpoints', () => {
  let api: FakeApi
  let client: SoukClient

  beforeAll(async () => {
    api = await startFakeApi()
  })
  afterAll(() => api.close())
  beforeEach(() => {
    api.reset()
    api.respond((request) => ({ json: envelope({ echo: `${request.method} ${request.path}` }) }))
    client = createClient({
      baseURL: api.baseURL,
      token: () => 'bearer-1',
      guestToken: () => GUEST,
      guestTokenIn: 'query',
      language: () => 'fr',
      timeZone: () => TZ,
    })
  })

  it('covers every request function of every group', () => {
    const groups = clientGroups(createTransport({ baseURL: api.baseURL }))
    const names = Object.entries(groups).flatMap(([group, calls]) =>
      Object.keys(calls)
        .filter((name) => !name.endsWith('Url'))
        .map((name) => `${group}.${name}`),
    )
    expect(rows.map((row) => row.name).sort()).toEqual(names.sort())
  })

  const titled = rows.map((row) => [`${row.name} sends ${row.method} ${row.path}`, row] as const)

  it.each(titled)('%s as the contract says and returns the data', async (_title, row) => {
    const reply = await row.call(client)

    expect(api.requests).toHaveLength(1)
    const [request] = api.requests
    if (!request) throw new Error('no request')
    expect(request.method).toBe(row.method)
    expect(request.path).toBe(`/api/v1/${row.path}`)
    expect(request.query).toEqual(row.query ?? {})
    expect(reply.data).toEqual({ echo: `${row.method} /api/v1/${row.path}` })
    expect(reply.status).toBe(200)

    expect(request.headers.accept).toBe('application/json')
    expect(request.headers.authorization).toBe('Bearer bearer-1')
    expect(request.headers.language).toBe(row.lang ? undefined : 'fr')
    expect(request.headers.lang).toBe(row.lang ? 'fr' : undefined)

    if (row.form) {
      expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
      expect(await formFields(request)).toEqual(row.form)
    } else if (row.body === undefined) {
      expect(request.body).toHaveLength(0)
      expect(request.headers['content-type']).toBeUndefined()
    } else {
      expect(request.headers['content-type']).toBe('application/json')
      expect(request.json).toEqual(row.body)
    }
  })

  const guestReads = rows.filter((row) => row.query?.user_token !== undefined)

  it.each(guestReads.map((row) => [row.name, row] as const))(
    '%s carries the guest token in the User-Token header by default, never in its URL',
    async (_name, row) => {
      const byDefault = createClient({ baseURL: api.baseURL, guestToken: () => GUEST, timeZone: () => TZ })
      await row.call(byDefault)

      const [request] = api.requests
      const { user_token: _inQuery, ...rest } = row.query ?? {}
      expect(request?.query).toEqual(rest)
      expect(request?.headers['user-token']).toBe(GUEST)
    },
  )

  it('sends no User-Token header on a POST, whose body carries the guest token', async () => {
    const byDefault = createClient({ baseURL: api.baseURL, guestToken: () => GUEST })
    await byDefault.cart.action({ product_id: 1, inventory_id: 2, quantity: 3 })
    expect(api.requests[0]?.headers['user-token']).toBeUndefined()
    expect(api.requests[0]?.json).toMatchObject({ user_token: GUEST })
  })

  it('builds the social login and Iyzico URLs under the base without a request', () => {
    expect(client.account.socialLoginUrl('google')).toBe(`${api.baseURL}user/social-login/redirect/google`)
    expect(client.payments.iyzicoRedirectUrl(5)).toBe(`${api.baseURL}iyzico-redirect?order_id=5`)
    expect(createClient().account.socialLoginUrl('facebook')).toBe(
      '/api/v1/user/social-login/redirect/facebook',
    )
    expect(createClient({ baseURL: 'https://shop.example/api/v1' }).payments.iyzicoRedirectUrl(7)).toBe(
      'https://shop.example/api/v1/iyzico-redirect?order_id=7',
    )
    expect(api.requests).toHaveLength(0)
  })

  it('lets a sign-in name another guest token to merge', async () => {
    await client.account.signIn({ email: 'a@example.com', password: 'secret1', user_token: 'other-guest' })
    expect(api.requests[0]?.json).toMatchObject({ user_token: 'other-guest' })
  })

  it('resolves every call to the envelope of its model type', () => {
    // Checked by the type checker (tsc -b); the runtime assertions are no-ops.
    expectTypeOf(client.catalog.common).returns.resolves.toEqualTypeOf<Envelope<CommonData>>()
    expectTypeOf(client.catalog.all).returns.resolves.toEqualTypeOf<Envelope<CategoryListingData>>()
    expectTypeOf(client.catalog.product).returns.resolves.toEqualTypeOf<Envelope<ProductDetail>>()
    expectTypeOf(client.account.signIn).returns.resolves.toEqualTypeOf<Envelope<SignInData>>()
    expectTypeOf(client.account.profile).returns.resolves.toEqualTypeOf<Envelope<Profile>>()
    expectTypeOf(client.addresses.all).returns.resolves.toEqualTypeOf<Envelope<Paginator<AddressRow>>>()
    expectTypeOf(client.addresses.save).returns.resolves.toEqualTypeOf<Envelope<Address>>()
    expectTypeOf(client.wishlist.all).returns.resolves.toEqualTypeOf<Envelope<Paginator<SavedProductRow>>>()
    expectTypeOf(client.compare.toggle).returns.resolves.toEqualTypeOf<Envelope<ToggleRow>>()
    expectTypeOf(client.stores.page).returns.resolves.toEqualTypeOf<Envelope<StorePageData>>()
    expectTypeOf(client.cart.byUser).returns.resolves.toEqualTypeOf<Envelope<CartLine[]>>()
    expectTypeOf(client.cart.action).returns.resolves.toEqualTypeOf<Envelope<CartRow>>()
    expectTypeOf(client.orders.place).returns.resolves.toEqualTypeOf<Envelope<PlaceOrderResult>>()
    expectTypeOf(client.orders.paymentDone).returns.resolves.toEqualTypeOf<Envelope<PaymentDoneData>>()
    expectTypeOf(client.orders.detail).returns.resolves.toEqualTypeOf<Envelope<OrderDetail>>()
    expectTypeOf(client.reviews.list).returns.resolves.toEqualTypeOf<Envelope<ReviewsData>>()
    expectTypeOf(client.reviews.save).returns.resolves.toEqualTypeOf<Envelope<ReviewRow>>()
    expectTypeOf(client.vouchers.validity).returns.resolves.toEqualTypeOf<Envelope<VoucherValidityData>>()
    expectTypeOf(client.vouchers.list).returns.resolves.toEqualTypeOf<Envelope<Paginator<Voucher>>>()
    expectTypeOf(client.account.socialLoginUrl).returns.toEqualTypeOf<string>()
  })
})
