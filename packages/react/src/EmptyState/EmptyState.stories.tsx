import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { EmptyState } from './EmptyState'

const CartIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
    <path d="M3 4h2l2.4 11h10.2L20 7H6.2" strokeLinecap="round" strokeLinejoin="round" />
    <circle cx="9.5" cy="19" r="1.4" />
    <circle cx="16.5" cy="19" r="1.4" />
  </svg>
)

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: {
    icon: <CartIcon />,
    title: 'Your cart is empty.',
    text: 'Looks like you haven’t added anything to your cart yet.',
    action: { label: 'Continue shopping', href: '#home' },
  },
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithButton: Story = {
  args: { title: 'No order found', text: undefined, action: { label: 'Try again', onClick: fn() } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }))
    const action = args.action as { onClick: () => void }
    await expect(action.onClick).toHaveBeenCalledOnce()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: {
    title: 'Something went wrong',
    text: 'API is down.',
    action: { label: 'Try again', onClick: fn() },
  },
}

export const TitleOnly: Story = {
  args: { icon: undefined, text: undefined, action: undefined, title: 'No item found' },
}

export const LongText: Story = {
  args: {
    title: 'We could not find any product matching every one of the filters you selected in this category',
    text: 'Try removing a filter, choosing another category or searching with fewer words. New products from our sellers arrive every day, so check back soon.',
  },
}

export const RightToLeft: Story = {
  args: {
    title: 'سلة التسوق فارغة.',
    text: 'يبدو أنك لم تضف أي شيء إلى سلتك بعد.',
    action: { label: 'متابعة التسوق', href: '#home' },
  },
  globals: { language: 'ar' },
}

export const Dark: Story = { globals: { theme: 'dark' } }
