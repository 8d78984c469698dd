import { describe, expect, it, vi } from 'vitest'
import { CartSelection, MobileWallet, PaymentMethod } from '../model/enums'
import { createFakeSouk } from '../testing/createFakeSouk'
import { fakeFormError } from '../testing/fakeFetch'
import { makeCartLine } from '../testing/fixtures'
import { placeOrder } from './placeOrder'

/** A fake shop that records the order calls; `order/action` answers `placed` (or throws it). */
function shop(placed: object | Error) {
  const calls: { path: string; body: unknown }[] = []
  const record = (answer: unknown) => (request: { path: string; body: unknown }) => {
    calls.push({ path: request.path, body: request.body })
    if (answer instanceof Error) throw answer
    return answer
  }
  const souk = createFakeSouk({
    routes: {
      'POST order/action': record(placed),
      'POST order/payment-done': record({ id: 41 }),
      'GET order/send-order-email/:id': record(true),
    },
  })
  souk.cart.setState({
    lines: [
      makeCartLine({ id: 1, quantity: 2, selected: CartSelection.SELECTED }),
      makeCartLine({ id: 2, quantity: 1, selected: CartSelection.UNSELECTED }),
    ],
    count: 3,
    voucher: null,
  })
  return { souk, calls }
}

describe('placeOrder', () => {
  it('places a cash-on-delivery order, confirms its method, mails it and goes to the placed step', async () => {
    const { souk, calls } = shop({ id: 41 })
    const next = await placeOrder(souk, { method: PaymentMethod.CASH_ON_DELIVERY, voucher: 'SAVE10' })
    expect(next).toEqual({ kind: 'step', orderId: 41, step: 'placed' })
    expect(calls[0]).toMatchObject({ path: 'order/action', body: { order_method: 2, voucher: 'SAVE10' } })
    expect(calls[1]).toMatchObject({ path: 'order/payment-done', body: { id: 41, payment_token: 41 } })
    // The mail goes out without being waited for.
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain('order/send-order-email/41'))
  })

  it('takes the ordered lines out of the cart and keeps the unselected ones', async () => {
    const { souk } = shop({ id: 41 })
    await placeOrder(souk, { method: PaymentMethod.CASH_ON_DELIVERY })
    expect(souk.cart.getState().lines.map((line) => line.id)).toEqual([2])
    expect(souk.cart.getState().count).toBe(1)
  })

  it('does not let a cart read asked before the order bring the ordered lines back', async () => {
    const ordered = makeCartLine({ id: 1, quantity: 2, selected: CartSelection.SELECTED })
    const kept = makeCartLine({ id: 2, quantity: 1, selected: CartSelection.UNSELECTED })
    let placed = false
    let answerFirstRead = () => {}
    const firstRead = new Promise<void>((resolve) => {
      answerFirstRead = resolve
    })
    const reads: string[] = []
    const souk = createFakeSouk({
      routes: {
        // The first read is made before the order and answered after it: the cart as it was.
        'GET cart/by-user': async () => {
          const before = !placed
          reads.push(before ? 'before the order' : 'after the order')
          if (before) await firstRead
          return before ? [ordered, kept] : [kept]
        },
        'POST order/action': () => {
          placed = true
          return { id: 41 }
        },
        'POST order/payment-done': () => ({ id: 41 }),
        'GET order/send-order-email/:id': () => true,
      },
    })
    souk.cart.setState({ lines: [ordered, kept], count: 3, status: 'ready', voucher: null })
    const refreshed = souk.cart.getState().load()
    await placeOrder(souk, { method: PaymentMethod.CASH_ON_DELIVERY })
    answerFirstRead()
    await refreshed
    expect(souk.cart.getState().lines.map((line) => line.id)).toEqual([2])
    expect(souk.cart.getState().count).toBe(1)
    expect(reads).toEqual(['before the order', 'after the order'])
  })

  it('sends a bank-transfer order to the verification step', async () => {
    const { souk } = shop({ id: 41 })
    const next = await placeOrder(souk, { method: PaymentMethod.BANK_TRANSFER })
    expect(next).toEqual({ kind: 'step', orderId: 41, step: 'verify' })
  })

  it("sends a gateway's order to the provider's page without confirming the payment", async () => {
    const { souk, calls } = shop({ id: 42, redirect_url: 'https://pay.example/approve/42' })
    const next = await placeOrder(souk, { method: PaymentMethod.STRIPE })
    expect(next).toEqual({ kind: 'gateway', orderId: 42, url: 'https://pay.example/approve/42' })
    expect(calls.map((call) => call.path)).toEqual(['order/action'])
  })

  it('sends the wallet with a mobile transfer only', async () => {
    const mobile = shop({ id: 43, redirect_url: 'https://pay.example/wallet/43' })
    await placeOrder(mobile.souk, { method: PaymentMethod.MOBILE_TRANSFER, wallet: MobileWallet.ENZONA })
    expect(mobile.calls[0]?.body).toMatchObject({ wallet: MobileWallet.ENZONA })
    const card = shop({ id: 44, redirect_url: 'https://pay.example/approve/44' })
    await placeOrder(card.souk, { method: PaymentMethod.STRIPE, wallet: MobileWallet.ENZONA })
    expect(card.calls[0]?.body).not.toHaveProperty('wallet')
  })

  it('leaves an order without a provider page unpaid, at the placed step', async () => {
    const { souk } = shop({ id: 45 })
    expect(await placeOrder(souk, { method: PaymentMethod.PAYPAL })).toEqual({
      kind: 'step',
      orderId: 45,
      step: 'placed',
    })
  })

  it('throws a refused order and leaves the cart as it was', async () => {
    const { souk } = shop(fakeFormError('Out of stock'))
    await expect(placeOrder(souk, { method: PaymentMethod.CASH_ON_DELIVERY })).rejects.toThrow()
    expect(souk.cart.getState().count).toBe(3)
  })
})
