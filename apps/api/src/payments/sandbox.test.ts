import type { GatewayOrder, PlacedOrder } from '@souk/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApi } from '../app'
import { firstRow } from '../db/openDb'
import { createProduct, removeTestProducts, type TestProduct } from '../test/fixtures'
import { fillCart, newGuest, type TestShopper } from '../test/shopping'
import { type TestServer, testServer } from '../test/testServer'
import type { PaymentProvider } from './gateway'

let server: TestServer
let product: TestProduct
beforeAll(async () => {
  server = await testServer()
  product = await createProduct(server.db, { selling: 25, shippingRuleId: 3, stock: 500 })
})
afterAll(async () => {
  await removeTestProducts(server.db)
})

/** A guest who ordered one unit (25.00) with a method paid at a provider. */
async function orderWith(
  method: number,
  options: { language?: string; wallet?: 'enzona' | 'transfermovil' } = {},
) {
  const shopper = newGuest(server, { language: options.language })
  await fillCart(server, shopper, [{ product, quantity: 1 }])
  const reply = await shopper.client.orders.place({
    order_method: method as 1,
    ...(options.wallet ? { wallet: options.wallet } : {}),
  })
  return { shopper, data: reply.data as GatewayOrder & PlacedOrder & { wallet?: string } }
}

/** Presses a button of the sandbox page; returns where it redirects. */
async function press(redirectUrl: string, outcome: 'approve' | 'decline' | 'cancel') {
  const reply = await fetch(redirectUrl, {
    method: 'POST',
    body: new URLSearchParams({ outcome }),
    redirect: 'manual',
  })
  expect(reply.status).toBe(303)
  return new URL(reply.headers.get('location') ?? '')
}

const paid = async (orderId: number) =>
  (
    await firstRow<{ payment_done: boolean }>(
      server.db,
      sql`SELECT payment_done FROM orders WHERE id = ${orderId}`,
    )
  )?.payment_done

const confirm = (shopper: TestShopper, id: number, method: number, token: string | number) =>
  shopper.client.orders.paymentDone({ id, payment_token: token, order_method: method as 3 })

describe('the payment sandbox', () => {
  it('starts a Stripe payment on a sandbox page and marks the order paid only once approved', async () => {
    const { shopper, data } = await orderWith(3)
    expect(data).toMatchObject({
      name: 'Ada Shopper',
      email: expect.stringMatching(/^ada\.\d+@example\.test$/),
      currency: 'USD',
      amount: '25.00',
      order_method: 3,
      redirect_url: expect.stringMatching(/\/api\/v1\/sandbox\/pay\/sbx_[0-9a-f]{24}$/),
    })
    const page = await fetch(data.redirect_url ?? '')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    const html = await page.text()
    expect(html).toContain('<html lang="en" dir="ltr">')
    expect(html).toContain(data.order)
    expect(html).toContain('$25.00')
    expect(html).toContain('Stripe')
    expect(html).toMatch(/<button type="submit" name="outcome" value="approve">Approve payment<\/button>/)
    const reference = new URL(data.redirect_url ?? '').pathname.split('/').pop() ?? ''
    await expect(confirm(shopper, data.id, 3, reference)).rejects.toMatchObject({
      messages: ['Unable to verify the payment'],
    })
    expect(await paid(data.id)).toBe(false)
    const back = await press(data.redirect_url ?? '', 'approve')
    expect(`${back.origin}${back.pathname}`).toBe(`${server.config.publicUrl}/user/order/${data.id}`)
    expect(back.searchParams.get('payment')).toBe('approved')
    expect(back.searchParams.get('payment_token')).toBe(reference)
    expect(await paid(data.id)).toBe(true)
    expect((await confirm(shopper, data.id, 3, reference)).data).toBe(1)
    expect(await (await fetch(data.redirect_url ?? '')).text()).toContain('This payment has been approved.')
  })

  it('sends a declined payment back to the order page and a cancelled one to the checkout, unpaid', async () => {
    const { shopper, data } = await orderWith(4)
    const declined = await press(data.redirect_url ?? '', 'decline')
    expect(`${declined.pathname}${declined.search}`).toBe(`/user/order/${data.id}?payment=declined`)
    expect(await paid(data.id)).toBe(false)
    const cancelled = await press(data.redirect_url ?? '', 'cancel')
    expect(`${cancelled.pathname}${cancelled.search}`).toBe(`/checkout?payment=cancelled&order_id=${data.id}`)
    await expect(confirm(shopper, data.id, 4, 'x')).rejects.toMatchObject({
      messages: ['Payment has been cancelled'],
    })
    // Another try on the same page may still succeed.
    await press(data.redirect_url ?? '', 'approve')
    expect(await paid(data.id)).toBe(true)
  })

  it('plays Razorpay: the callback route, and payment-done checks the gateway order id', async () => {
    const { shopper, data } = await orderWith(1)
    expect(data.payment_token).toMatch(/^sbx_/)
    const back = await press(data.redirect_url ?? '', 'approve')
    expect(back.pathname).toBe('/razorpay-callback')
    expect(Object.fromEntries(back.searchParams)).toEqual({
      order_id: String(data.id),
      payment_token: data.payment_token,
      status: 'approved',
    })
    await expect(confirm(shopper, data.id, 1, 'sbx_forged')).rejects.toMatchObject({
      messages: ['Unable to verify the payment'],
    })
    expect((await confirm(shopper, data.id, 1, data.payment_token ?? '')).data).toBe(1)
  })

  it('plays Payfast: its return and cancel routes', async () => {
    const { data } = await orderWith(8)
    const cancelled = await press(data.redirect_url ?? '', 'cancel')
    expect(`${cancelled.pathname}${cancelled.search}`).toBe(`/payfast/cancel/${data.id}?status=cancelled`)
    const back = await press(data.redirect_url ?? '', 'approve')
    expect(back.pathname).toBe(`/payfast/return/${data.id}`)
  })

  it('plays Flutterwave in French, with the storefront route in French too', async () => {
    const { data } = await orderWith(5, { language: 'fr' })
    const html = await (await fetch(data.redirect_url ?? '')).text()
    expect(html).toContain('<html lang="fr" dir="ltr">')
    expect(html).toContain('Approuver le paiement')
    const back = await press(data.redirect_url ?? '', 'cancel')
    expect(back.pathname).toBe('/fr/checkout')
  })

  it('renders the page right to left in Arabic', async () => {
    const { data } = await orderWith(3, { language: 'ar' })
    const html = await (await fetch(data.redirect_url ?? '')).text()
    expect(html).toContain('<html lang="ar" dir="rtl">')
  })

  it('plays the mobile wallets: approval gives a transaction id that pays the order when submitted', async () => {
    const { shopper, data } = await orderWith(50, { wallet: 'transfermovil' })
    expect(data).toMatchObject({
      order_method: 50,
      wallet: 'transfermovil',
      redirect_url: expect.any(String),
    })
    const html = await (await fetch(data.redirect_url ?? '')).text()
    expect(html).toContain('Mobile transfer · Transfermovil')
    const back = await press(data.redirect_url ?? '', 'approve')
    const transId = back.searchParams.get('trans_id') ?? ''
    expect(transId).toMatch(/^TM-[0-9A-F]{10}$/)
    expect(await paid(data.id)).toBe(false)
    await shopper.client.orders.transaction({ id: data.id, trans_id: 'TM-0000000000' })
    expect(await paid(data.id)).toBe(false)
    await shopper.client.orders.transaction({ id: data.id, trans_id: transId })
    expect(await paid(data.id)).toBe(true)
  })

  it('refuses to take payment for a cancelled order, and knows no unknown session', async () => {
    const { shopper, data } = await orderWith(3)
    await shopper.client.orders.cancel({ order_id: data.id, title: 'No', message: 'Changed my mind' })
    const reply = await fetch(data.redirect_url ?? '', {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'approve' }),
      redirect: 'manual',
    })
    expect(reply.status).toBe(400)
    expect(await reply.text()).toContain('This order has been cancelled')
    expect(await paid(data.id)).toBe(false)
    const unknown = await fetch(`${server.baseURL}sandbox/pay/sbx_000000000000000000000000`)
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('This payment does not exist')
  })
})

describe('the gateway configuration', () => {
  it('closes the sandbox (pages and methods) when it is switched off', async () => {
    const app = createApi({
      db: server.db,
      config: { ...server.config, sandbox: false },
      logError: () => {},
    })
    const shopper = newGuest(server)
    await fillCart(server, shopper, [{ product, quantity: 1 }])
    const reply = await app.request('http://localhost/api/v1/order/action', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ order_method: 3, user_token: shopper.token }),
    })
    expect(await reply.json()).toMatchObject({
      status: 201,
      data: { form: ['This payment method is not available at the moment.'] },
    })
    expect(
      (await app.request('http://localhost/api/v1/sandbox/pay/sbx_000000000000000000000000')).status,
    ).toBe(404)
    // Cash on delivery does not need a provider.
    const cod = await app.request('http://localhost/api/v1/order/action', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ order_method: 2, user_token: shopper.token }),
    })
    expect(await cod.json()).toMatchObject({ status: 200 })
  })

  it('hands a method to a real adapter once the shop leaves sandbox mode', async () => {
    const calls: string[] = []
    const stripe: PaymentProvider = {
      name: 'stripe-test',
      async start(_db, request) {
        calls.push(`start ${request.orderCode} ${request.amount}`)
        return { reference: 'cs_test_1', redirectUrl: 'https://checkout.stripe.test/cs_test_1' }
      },
      async verify(_db, payment) {
        calls.push(`verify ${payment.reference}`)
        return { status: 'approved', paymentId: 'pi_1' }
      },
    }
    const app = createApi({
      db: server.db,
      config: server.config,
      paymentProviders: { 3: stripe },
      logError: () => {},
    })
    const shopper = newGuest(server)
    await fillCart(server, shopper, [{ product, quantity: 1 }])
    await server.db.execute(sql`UPDATE payments SET sandbox = 0`)
    try {
      const call = async (path: string, body: object) =>
        (await (
          await app.request(`http://localhost/api/v1/${path}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ ...body, user_token: shopper.token }),
          })
        ).json()) as { status: number; data: GatewayOrder & number }
      const placed = await call('order/action', { order_method: 3 })
      expect(placed).toMatchObject({
        status: 200,
        data: { redirect_url: 'https://checkout.stripe.test/cs_test_1' },
      })
      const done = await call('order/payment-done', {
        id: placed.data.id,
        payment_token: 'cs_test_1',
        order_method: 3,
      })
      expect(done).toMatchObject({ status: 200, data: 1 })
      expect(calls).toEqual([`start ${placed.data.order} 25`, 'verify cs_test_1'])
      // Methods without an adapter are closed outside sandbox mode.
      await fillCart(server, shopper, [{ product, quantity: 1 }])
      expect(await call('order/action', { order_method: 4 })).toMatchObject({ status: 201 })
    } finally {
      await server.db.execute(sql`UPDATE payments SET sandbox = 1`)
    }
  })

  it('never sends a secret in payment-gateway', async () => {
    const { data } = await server.client().payments.gateway()
    expect(JSON.stringify(data)).not.toMatch(/secret|sk_sandbox|passphrase|ip_api_key|fw_encryption/)
  })
})
