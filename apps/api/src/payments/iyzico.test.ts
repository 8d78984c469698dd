import type { GatewayOrder, PlacedOrder } from '@souk/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstRow } from '../db/openDb'
import { createProduct, removeTestProducts, type TestProduct } from '../test/fixtures'
import { fillCart, newGuest } from '../test/shopping'
import { type TestServer, testServer } from '../test/testServer'

let server: TestServer
let product: TestProduct
beforeAll(async () => {
  server = await testServer()
  product = await createProduct(server.db, { selling: 40, shippingRuleId: 3, stock: 500 })
})
afterAll(async () => {
  await removeTestProducts(server.db)
})

type IyzicoOrder = GatewayOrder & PlacedOrder & { iyzico_payment: { token: string; paymentPageUrl: string } }

/** A guest who ordered one unit with Iyzico (6). */
async function iyzicoOrder(language?: string) {
  const shopper = newGuest(server, { language })
  await fillCart(server, shopper, [{ product, quantity: 1 }])
  const reply = await shopper.client.orders.place({ order_method: 6 })
  return { shopper, data: reply.data as IyzicoOrder }
}

const paid = async (orderId: number) =>
  (
    await firstRow<{ payment_done: boolean }>(
      server.db,
      sql`SELECT payment_done FROM orders WHERE id = ${orderId}`,
    )
  )?.payment_done

/** A browser navigation that does not follow redirects: the status and where it leads. */
async function navigate(url: string, init: RequestInit = {}) {
  const reply = await fetch(url, { ...init, redirect: 'manual' })
  return { status: reply.status, location: reply.headers.get('location') ?? '' }
}

/** Presses a button of the sandbox page and follows the provider's post to the callback, as a browser does. */
async function payAtSandbox(pageUrl: string, outcome: 'approve' | 'decline' | 'cancel') {
  const body = new URLSearchParams({ outcome })
  const toCallback = await navigate(pageUrl, { method: 'POST', body })
  expect(toCallback.status).toBe(307)
  const callback = new URL(toCallback.location)
  expect(callback.pathname).toBe('/api/v1/iyzico-callback')
  // A 307 repeats the POST and its body at the new address.
  const back = await navigate(callback.href, { method: 'POST', body })
  expect(back.status).toBe(303)
  return new URL(back.location)
}

describe('the Iyzico helpers (contract 4.20) with the sandbox', () => {
  it('sends the shopper from iyzico-redirect to the checkout form, and the callback marks the approved order paid', async () => {
    const { shopper, data } = await iyzicoOrder()
    const token = data.iyzico_payment.token
    const redirect = await navigate(`${server.baseURL}iyzico-redirect?order_id=${data.id}&token=${token}`)
    expect(redirect.status).toBe(303)
    expect(redirect.location).toBe(data.redirect_url)
    expect(await (await fetch(redirect.location)).text()).toContain('Iyzico')
    // Until the form is submitted, payment-done answers the form again.
    const pending = await shopper.client.orders.paymentDone({
      id: data.id,
      payment_token: '',
      order_method: 6,
    })
    expect(pending.data).toMatchObject({ iyzico_payment: { status: 'pending' } })
    const back = await payAtSandbox(redirect.location, 'approve')
    expect(`${back.origin}${back.pathname}`).toBe(`${server.config.publicUrl}/user/order/${data.id}`)
    expect(back.searchParams.get('payment')).toBe('approved')
    expect(await paid(data.id)).toBe(true)
    expect(
      (await shopper.client.orders.paymentDone({ id: data.id, payment_token: '', order_method: 6 })).data,
    ).toBe(1)
    // A paid order's redirect goes to its page, not to the form.
    const again = await navigate(`${server.baseURL}iyzico-redirect?order_id=${data.id}&token=${token}`)
    expect(again.location).toBe(`${server.config.publicUrl}/user/order/${data.id}`)
  })

  it('does not mark the order paid before the sandbox confirms, nor when the payment is declined or cancelled', async () => {
    const { data } = await iyzicoOrder('tr')
    const token = data.iyzico_payment.token
    const early = await navigate(`${server.baseURL}iyzico-callback?order_id=${data.id}`, {
      method: 'POST',
      body: new URLSearchParams({ token }),
    })
    expect(early).toEqual({ status: 303, location: `${server.config.publicUrl}/tr/user/order/${data.id}` })
    expect(await paid(data.id)).toBe(false)
    const declined = await payAtSandbox(data.redirect_url ?? '', 'decline')
    expect(`${declined.pathname}${declined.search}`).toBe(`/tr/user/order/${data.id}?payment=declined`)
    expect(await paid(data.id)).toBe(false)
    const cancelled = await payAtSandbox(data.redirect_url ?? '', 'cancel')
    expect(`${cancelled.pathname}${cancelled.search}`).toBe(
      `/tr/checkout?payment=cancelled&order_id=${data.id}`,
    )
    expect(await paid(data.id)).toBe(false)
  })

  it('refuses a token that is not the order’s, and an order id alone', async () => {
    const { data } = await iyzicoOrder()
    const other = await iyzicoOrder()
    await payAtSandbox(other.data.redirect_url ?? '', 'approve')
    // The other order's approved token does not pay this one.
    const forged = await navigate(`${server.baseURL}iyzico-callback?order_id=${data.id}`, {
      method: 'POST',
      body: new URLSearchParams({ token: other.data.iyzico_payment.token }),
    })
    expect(forged).toEqual({ status: 303, location: `${server.config.publicUrl}/user/order/${data.id}` })
    expect(await paid(data.id)).toBe(false)
    expect(await paid(other.data.id)).toBe(true)
    expect((await navigate(`${server.baseURL}iyzico-redirect?order_id=${data.id}`)).status).toBe(404)
    expect(
      (
        await navigate(
          `${server.baseURL}iyzico-redirect?order_id=${data.id}&token=sbx_000000000000000000000000`,
        )
      ).status,
    ).toBe(404)
    expect((await navigate(`${server.baseURL}iyzico-redirect?order_id=abc&token=x`)).status).toBe(404)
  })
})
