import { makeLongFooterCommon } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { CategoryDrawer, CategoryMenu } from './CategoryMenu'

const long = makeLongFooterCommon().categories

const meta = {
  title: 'Chrome/CategoryMenu',
  component: CategoryMenu,
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryMenu>

export default meta
type Story = StoryObj<typeof meta>

/** The shop's categories, every panel closed. */
export const Default: Story = {}

/** A panel opened by keyboard: Enter on a top category shows its sub-categories; Escape closes it. */
export const Open: Story = {
  args: { categories: long },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: /^Women’s fashion/ })
    button.focus()
    await userEvent.keyboard('{Enter}')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('link', { name: /^Browse Women’s fashion/ })).toBeVisible()
  },
}

export const Empty: Story = { args: { categories: [] } }

export const LongText: Story = { args: { categories: long }, play: Open.play }

/** In Arabic: the bar and its panel mirrored; a panel opened by keyboard shows its links (texts translated). */
export const RightToLeft: Story = {
  args: { categories: long },
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: /^Women’s fashion/ })
    button.focus()
    await userEvent.keyboard('{Enter}')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const panel = canvasElement.querySelector(`#${CSS.escape(button.getAttribute('aria-controls') ?? '')}`)
    await expect(panel).toBeVisible()
    await expect(within(panel as HTMLElement).getAllByRole('link').length).toBeGreaterThan(0)
  },
}

export const Dark: Story = { args: { categories: long }, globals: { theme: 'dark' }, play: Open.play }

/** The phone header's drawer, opened: the same tree as a disclosure navigation in a modal dialog. */
export const Drawer: StoryObj<typeof CategoryDrawer> = {
  render: () => <CategoryDrawer categories={long} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }))
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Menu' })
    await expect(within(dialog).getByRole('navigation', { name: 'Categories' })).toBeVisible()
  },
}
