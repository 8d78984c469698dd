import type { CartLine, Souk } from '@souk/core'
import {
  makeCartLine,
  makeCartProduct,
  makeCheckoutLines,
  makeCountriesPhones,
  makeShippingPlace,
  makeShippingRule,
} from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { useCart } from '../hooks/useStores'
import { ShippingOptions } from './ShippingOptions'

/** Fills the story's cart, shipped to San Jose, California unless `address` is null. */
function fill(
  lines: CartLine[],
  address: { id: number; country: string; state: string } | null = { id: 1, country: 'US', state: 'CA' },
) {
  return (souk: Souk) => {
    souk.cart.setState({ lines, status: 'ready', address })
    souk.settings.setState({ countries: makeCountriesPhones() })
  }
}

/** The chosen types, as the page would save them. */
function Chosen() {
  const types = useCart((state) => state.lines.map((line) => line.shipping_type).join(' '))
  return <p data-testid="types">{types}</p>
}

const meta = {
  title: 'Checkout/ShippingOptions',
  component: ShippingOptions,
  parameters: { souk: { setup: fill(makeCheckoutLines().slice(0, 2)) } },
  render: (args) => (
    <div style={{ maxInlineSize: '44rem' }}>
      <ShippingOptions {...args} />
      <Chosen />
    </div>
  ),
} satisfies Meta<typeof ShippingOptions>

export default meta
type Story = StoryObj<typeof meta>

/** The mug can be picked up at the market hall: Down Arrow chooses pickup. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const mug = within(canvas.getByRole('radiogroup', { name: 'Ceramic mug' }))
    mug.getByRole('radio', { name: /Home delivery/ }).focus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(mug.getByRole('radio', { name: /Pick up in store/ })).toBeChecked()
    await expect(canvas.getByTestId('types')).toHaveTextContent('1 2')
  },
}

export const Loading: Story = {
  parameters: { souk: { setup: (souk: Souk) => souk.cart.setState({ status: 'loading' }) } },
}

export const Empty: Story = {
  name: 'Empty (no address yet)',
  parameters: { souk: { setup: fill(makeCheckoutLines(), null) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Please add an address first.')).toBeVisible()
  },
}

export const ErrorUnshippable: Story = {
  name: 'Error (a line cannot ship)',
  parameters: { souk: { setup: fill(makeCheckoutLines()) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Product is unable to be shipped.')).toBeVisible()
  },
}

const longRule = makeShippingRule()
export const LongText: Story = {
  parameters: {
    souk: {
      setup: fill([
        makeCartLine({
          shipping_place: null,
          flash_product: makeCartProduct({
            title:
              'Hand-thrown stoneware dinner set for twelve with serving platters, bowls and a matching teapot',
            shipping_rule: {
              ...longRule,
              shipping_places: [
                makeShippingPlace({
                  shipping_rule: longRule,
                  price: 1250.75,
                  pickup_price: 0,
                  pickup_point: 1,
                  day_needed: 21,
                  pickup_address_line_1:
                    'Unit 14, Riverside Craftspeople and Independent Makers Collective Warehouse',
                  pickup_address_line_2: 'Entrance through the loading bay behind the old railway station',
                  pickup_city: 'San Francisco',
                  pickup_state: 'CA',
                  pickup_country: 'US',
                  pickup_zip: '94107',
                  pickup_phone: '+1 415 555 0123',
                }),
              ],
            },
          }),
        }),
      ]),
    },
  },
}

export const RightToLeft: Story = {
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const radios = canvas.getAllByRole('radio')
    ;(radios[1] as HTMLElement).focus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(radios[2]).toBeChecked()
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
