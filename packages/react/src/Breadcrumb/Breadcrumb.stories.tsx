import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Breadcrumb } from './Breadcrumb'

const meta = {
  title: 'Primitives/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [
      { label: 'Home', href: '#home' },
      { label: 'Kitchen', href: '#kitchen' },
      { label: 'Kettles', href: '#kettles' },
      { label: 'Blue enamel kettle', href: '#kettle' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>

export default meta
type Story = StoryObj<typeof meta>

const separator = (canvasElement: HTMLElement) => {
  const item = canvasElement.querySelectorAll('.souk-breadcrumb__item')[1]
  return item ? getComputedStyle(item, '::before').transform : ''
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' })
    await expect(within(nav).getByRole('link', { name: 'Blue enamel kettle' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // A chevron pointing right (rotated 45°).
    await expect(separator(canvasElement)).toMatch(/^matrix\(0\.70\d+, 0\.70\d+, -0\.70\d+, 0\.70\d+/)
  },
}

export const CurrentPageAsText: Story = {
  args: { items: [{ label: 'Home', href: '#home' }, { label: 'Search results for “kettle”' }] },
}

export const LongText: Story = {
  args: {
    items: [
      { label: 'Home', href: '#home' },
      { label: 'Home, garden and outdoor living', href: '#home-garden' },
      { label: 'Kitchen appliances and small electricals', href: '#kitchen' },
      { label: 'Blue enamel kettle with a bamboo handle and a whistle, 1.5 litres, induction compatible' },
    ],
  },
}

/** The separators point the other way in right-to-left text. */
export const RightToLeft: Story = {
  args: {
    items: [
      { label: 'الرئيسية', href: '#home' },
      { label: 'المطبخ', href: '#kitchen' },
      { label: 'غلاية زرقاء' },
    ],
  },
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'مسار التنقل' })).toBeInTheDocument()
    // A chevron pointing left (rotated -45°).
    await expect(separator(canvasElement)).toMatch(/^matrix\(0\.70\d+, -0\.70\d+, 0\.70\d+, 0\.70\d+/)
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
