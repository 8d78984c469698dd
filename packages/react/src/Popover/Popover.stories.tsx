import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../Button'
import { EmptyState } from '../EmptyState'
import { Shimmer } from '../Shimmer'
import { Popover } from './Popover'

const lines = [
  'Blue enamel kettle — 1 × $39.90',
  'Ceramic mug, set of 4 — 2 × $24.00',
  'Tea strainer — 1 × $6.50',
]

const meta = {
  title: 'Primitives/Popover',
  component: Popover,
  args: {
    trigger: 'Cart (3)',
    title: 'Your cart',
    children: (
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {lines.map((line) => (
          <li key={line}>
            <a href="#cart">{line}</a>
          </li>
        ))}
      </ul>
    ),
    footer: <Button size="sm">View cart</Button>,
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Popover>

export default meta
type Story = StoryObj<typeof meta>

/** Opens on click, focus moves to the first link; Escape closes and focus returns to the trigger. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const trigger = canvas.getByRole('button', { name: 'Cart (3)' })
    await userEvent.click(trigger)
    const dialog = await canvas.findByRole('dialog', { name: 'Your cart' })
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await waitFor(() => expect(within(dialog).getAllByRole('link')[0]).toHaveFocus())
    await userEvent.keyboard('{Escape}')
    await expect(canvas.queryByRole('dialog')).toBeNull()
    await expect(trigger).toHaveFocus()
    // Open again for the accessibility check of the open panel.
    await userEvent.click(trigger)
  },
}

export const Open: Story = { args: { defaultOpen: true } }

export const Loading: Story = {
  args: { defaultOpen: true, children: <Shimmer variant="line" count={4} />, footer: undefined },
}

export const Empty: Story = {
  args: {
    defaultOpen: true,
    children: <EmptyState title="Your cart is empty." headingLevel={3} />,
    footer: undefined,
  },
}

export const LongText: Story = {
  args: {
    defaultOpen: true,
    title: 'Delivery, returns and the long list of everything that comes with this wonderful order',
    children: (
      <div>
        {Array.from({ length: 16 }, (_, index) => `paragraph-${index + 1}`).map((key, index) => (
          <p key={key}>
            Paragraph {index + 1}: orders placed before noon ship the same day from the seller’s warehouse;
            the content scrolls beyond 500 px.
          </p>
        ))}
      </div>
    ),
  },
}

export const EndAligned: Story = {
  args: { defaultOpen: true, align: 'end' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
}

export const RightToLeft: Story = {
  args: {
    trigger: 'السلة (3)',
    title: 'سلتك',
    defaultOpen: true,
    footer: <Button size="sm">عرض السلة</Button>,
  },
  globals: { language: 'ar' },
}

export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } }
