import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button } from './Button'

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Add to cart', onClick: fn() },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

export const Secondary: Story = { args: { variant: 'secondary', children: 'Buy now' } }

export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } }

export const Danger: Story = { args: { variant: 'danger', children: 'Delete account' } }

export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button')
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const Disabled: Story = { args: { disabled: true } }

export const Small: Story = { args: { size: 'sm' } }

export const LongText: Story = {
  args: { children: 'Add this wonderfully long product name to the shopping cart right now', block: true },
}

export const RightToLeft: Story = {
  args: { children: 'أضف إلى السلة' },
  globals: { language: 'ar' },
}

export const Dark: Story = { globals: { theme: 'dark' } }
