import type { CartLine as CartLineData, Souk } from '@souk/core'
import {
  fakeFormError,
  makeCartInventory,
  makeCartInventoryAttribute,
  makeCartLine,
  makeCartProduct,
  makeCheckoutLines,
  makeCountriesPhones,
} from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { CartAnnouncer } from '../CartSummary'
import { useCart } from '../hooks/useStores'
import { ToastRegion } from '../Toast'
import { CartLine } from './CartLine'

/** Fills the cart store of the story's Souk with lines shipped to San Jose, California. */
function fill(lines: CartLineData[]) {
  return (souk: Souk) => {
    souk.cart.setState({
      lines,
      count: lines.reduce((sum, line) => sum + line.quantity, 0),
      status: 'ready',
      address: { id: 1, country: 'US', state: 'CA' },
    })
    souk.settings.setState({ countries: makeCountriesPhones() })
  }
}

const routes = {
  'POST cart/action': ({ body }: { body: unknown }) => ({ id: 1, ...(body as object) }),
  'POST cart/change': true,
  'DELETE cart/delete/:id': {},
}

/** Every line of the story's cart, as the cart page lists them. */
function CartLines() {
  const ids = useCart((state) => state.lines.map((line) => line.id).join(','))
  return (
    <div style={{ maxInlineSize: '48rem' }}>
      {ids
        .split(',')
        .filter(Boolean)
        .map((id) => (
          <CartLine key={id} lineId={Number(id)} />
        ))}
      <CartAnnouncer />
      <ToastRegion />
    </div>
  )
}

const meta = {
  title: 'Checkout/CartLine',
  component: CartLine,
  args: { lineId: 0 },
  parameters: { souk: { routes, setup: fill(makeCheckoutLines()) } },
  render: () => <CartLines />,
} satisfies Meta<typeof CartLine>

export default meta
type Story = StoryObj<typeof meta>

/** A shirt in two attributes, a bundle deal with a free unit, and a lamp that cannot go to California. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByText(/This product can not be shipped to California United States/),
    ).toBeVisible()
    const [increase] = canvas.getAllByRole('button', { name: 'Increase quantity' })
    await userEvent.click(increase as HTMLElement)
    await waitFor(() => expect(canvas.getByText('Quantity of Linen shirt changed to 2.')).toBeInTheDocument())
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Glass lamp' }))
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Remove Glass lamp' })).toBeNull())
    await expect(canvas.getByText(/Glass lamp was removed from your cart\./)).toBeInTheDocument()
  },
}

export const Loading: Story = {
  name: 'Loading (a request in flight)',
  parameters: {
    souk: {
      routes,
      setup: (souk: Souk) => {
        fill(makeCheckoutLines().slice(0, 1))(souk)
        souk.cart.setState({ pending: souk.cart.getState().lines.map((line) => line.id) })
      },
    },
  },
  play: async ({ canvasElement }) => {
    const remove = within(canvasElement).getByRole('button', { name: 'Remove Linen shirt' })
    await expect(remove).toHaveAttribute('aria-busy', 'true')
  },
}

export const Empty: Story = {
  name: 'Empty (out of stock, product deleted)',
  parameters: {
    souk: {
      routes,
      setup: fill([
        makeCartLine({
          flash_product: makeCartProduct({ title: 'Wool scarf', slug: 'wool-scarf' }),
          updated_inventory: makeCartInventory({ quantity: 0 }),
        }),
        makeCartLine({ flash_product: null }),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('This product is out of stock.')).toBeVisible()
    await expect(canvas.getAllByText('This product is no longer available.').length).toBeGreaterThan(0)
  },
}

export const ErrorToast: Story = {
  name: 'Error (the cart refuses)',
  parameters: {
    souk: {
      routes: {
        ...routes,
        'POST cart/action': () => {
          throw fakeFormError('quantity exceeds')
        },
      },
      setup: fill(makeCheckoutLines().slice(0, 1)),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }))
    await expect(await canvas.findByText('quantity exceeds')).toBeVisible()
    await waitFor(() => expect(canvas.getByRole('spinbutton')).toHaveValue('1'))
  },
}

const longLine = makeCartLine({
  quantity: 12,
  flash_product: makeCartProduct({
    title:
      'Hand-woven organic cotton and linen summer shirt with mother-of-pearl buttons, relaxed fit, made to order',
    selling: 1234567.89,
  }),
  updated_inventory: makeCartInventory({
    quantity: 99,
    inventory_attributes: [
      {
        ...makeCartInventoryAttribute(5, 1),
        attribute_value: {
          id: 5,
          title: 'Midnight blue with ivory pinstripes',
          attribute_id: 1,
          attribute: { id: 1, title: 'Colour and pattern' },
        },
      },
    ],
  }),
})

export const LongText: Story = { parameters: { souk: { routes, setup: fill([longLine]) } } }

export const RightToLeft: Story = {
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(3)
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
