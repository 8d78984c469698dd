import type { Souk } from '@souk/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { CartButton } from './CartButton'

const withCount = (count: number) => ({ souk: { setup: (souk: Souk) => souk.cart.setState({ count }) } })

const meta = { title: 'Chrome/CartButton', component: CartButton } satisfies Meta<typeof CartButton>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

export const OneItem: Story = {
  parameters: withCount(1),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '1 item in cart' })).toBeVisible()
  },
}

export const ManyItems: Story = { parameters: withCount(150) }

export const RightToLeft: Story = { globals: { language: 'ar' }, parameters: withCount(3) }

export const Dark: Story = { globals: { theme: 'dark' }, parameters: withCount(3) }
