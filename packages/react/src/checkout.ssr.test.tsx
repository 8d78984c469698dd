// @vitest-environment node

import { CartSelection } from '@souk/core'
import {
  createFakeSouk,
  makeAddress,
  makeAddresses,
  makeCheckoutLines,
  makeCommon,
  makeCountriesPhones,
  makeFullOrderDetail,
  makeOrderListItem,
  makePaymentGateway,
} from '@souk/core/testing'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import * as checkout from './checkout'
import { SoukProvider } from './SoukProvider'
import { expectCleanHydration, renderOnServerThenHydrate } from './testing/hydration'

/** The shop's settings, built once: the server's page and the browser's must show the same banners. */
const common = makeCommon()

const lines = makeCheckoutLines()
const order = makeFullOrderDetail()

/** The page as the server and the browser each build it: a Souk of their own with the same cart and book. */
function page(element: ReactElement, language = 'ar'): ReactElement {
  const souk = createFakeSouk({ initial: { common }, language })
  souk.cart.setState({
    lines,
    count: 5,
    status: 'ready',
    address: { id: 1, country: 'US', state: 'CA' },
    voucher: { code: 'TEN', discount: 10 },
  })
  souk.addresses.setState({ list: makeAddresses(), status: 'ready' })
  souk.settings.setState({ countries: makeCountriesPhones(), paymentGateway: makePaymentGateway() })
  return <SoukProvider souk={souk}>{element}</SoukProvider>
}

const render = (element: ReactElement, language = 'ar'): string => renderToString(page(element, language))

describe('server rendering of the cart, checkout and account components', () => {
  it('runs without a DOM', () => {
    expect(typeof document).toBe('undefined')
    expect(typeof window).toBe('undefined')
  })

  const line = lines[0] as (typeof lines)[number]

  it.each([
    [
      'CartLineView',
      <checkout.CartLineView key="a" line={line} address={{ country: 'FR', state: 'IDF' }} busy />,
    ],
    ['CartSummary', <checkout.CartSummary key="a" requireAddress />],
    ['CartAnnouncer', <checkout.CartAnnouncer key="a" />],
    [
      'PriceBreakdown',
      <checkout.PriceBreakdown key="a" rows={[{ id: 't', label: 'Total', amount: 5, total: true }]} />,
    ],
    ['VoucherInput', <checkout.VoucherInput key="a" />],
    ['ShippingOptions', <checkout.ShippingOptions key="a" />],
    ['PaymentMethods', <checkout.PaymentMethods key="a" value={2} onChange={() => {}} />],
    [
      'PaymentMethods loading',
      <checkout.PaymentMethods key="a" gateway={null} value={null} onChange={() => {}} />,
    ],
    ['BankTransferForm', <checkout.BankTransferForm key="a" amount={12} onSubmit={() => {}} />],
    [
      'BankTransferForm wallet',
      <checkout.BankTransferForm key="a" wallet="transfermovil" onSubmit={() => {}} />,
    ],
    ['AddressForm', <checkout.AddressForm key="a" />],
    ['AddressForm edit', <checkout.AddressForm key="a" address={makeAddress()} onCancel={() => {}} />],
    ['AddressCard', <checkout.AddressCard key="a" address={makeAddress()} onEdit={() => {}} />],
    ['AddressCard choice', <checkout.AddressCard key="a" address={makeAddress()} radioName="r" selected />],
    ['AddressBook', <checkout.AddressBook key="a" />],
    ['AddressBook choosing', <checkout.AddressBook key="a" value={1} onSelect={() => {}} />],
    ['OrderTracker', <checkout.OrderTracker key="a" order={order} />],
    ['OrderTracker cancelled', <checkout.OrderTracker key="a" order={{ status: 1, cancelled: 1 }} />],
    ['OrderCard', <checkout.OrderCard key="a" order={makeOrderListItem()} />],
    ['OrderDetail', <checkout.OrderDetail key="a" order={order} actions={<span>x</span>} />],
    [
      'CancelOrderForm',
      <checkout.CancelOrderForm key="a" order={{ status: 1, cancelled: 0 }} onSubmit={() => {}} />,
    ],
  ])('renders %s on the server, and the browser hydrates it without a mismatch', async (_name, element) => {
    await expectCleanHydration(() => page(element))
  })

  // On a server zustand reads each store's initial state: a line set after creation is not there yet.
  it('renders CartLine to a string (nothing for a line the server store does not have)', () => {
    expect(render(<checkout.CartLine lineId={line.id} />)).toBe('')
  })

  it('renders the texts of the language', () => {
    expect(render(<checkout.CartSummary />, 'en')).toContain('Order summary')
    expect(render(<checkout.OrderTracker order={order} />, 'en')).toContain('Confirmed')
  })
})

describe('the cart’s boxes ticked before the page hydrated', () => {
  const line = lines[0] as (typeof lines)[number]

  it('a line unticked in the server’s HTML is unselected once the page hydrates', async () => {
    const told: boolean[] = []
    const selectedLine = { ...line, selected: CartSelection.SELECTED }
    const { errors } = await renderOnServerThenHydrate(
      () =>
        page(<checkout.CartLineView line={selectedLine} onSelectedChange={(on) => told.push(on)} />, 'en'),
      {
        beforeHydration: (container) =>
          container.querySelector<HTMLInputElement>('.souk-cart-line__checkbox')?.click(),
      },
    )
    expect(errors).toEqual([])
    expect(told).toEqual([false])
  })

  it('“Select all” ticked in the server’s HTML selects every line once the page hydrates', async () => {
    const told: boolean[] = []
    const { errors } = await renderOnServerThenHydrate(
      () => {
        // The cart page's server render: the store starts with the lines (none selected).
        const unselected = lines.map((candidate) => ({ ...candidate, selected: CartSelection.UNSELECTED }))
        const souk = createFakeSouk({ initial: { common, cart: unselected }, language: 'en' })
        souk.cart.setState({
          selectAll: async (on: boolean) => {
            told.push(on)
            return true
          },
        })
        return (
          <SoukProvider souk={souk}>
            <checkout.CartSummary />
          </SoukProvider>
        )
      },
      {
        beforeHydration: (container) =>
          container.querySelector<HTMLInputElement>('.souk-cart-summary__select-all input')?.click(),
      },
    )
    expect(errors).toEqual([])
    expect(told).toEqual([true])
  })
})
