import { makeLongFooterCommon } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { CategoryTree } from './CategoryTree'

const long = makeLongFooterCommon().categories

const meta = {
  title: 'Chrome/CategoryTree',
  component: CategoryTree,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryTree>

export default meta
type Story = StoryObj<typeof meta>

export const Footer: Story = { args: { variant: 'footer' } }

export const Menu: Story = {
  args: { variant: 'menu', categories: long },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /^Women’s fashion/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Dresses' }))
    await expect(canvas.getByRole('link', { name: 'Evening dresses' })).toBeVisible()
  },
}

export const Empty: Story = { args: { categories: [] } }

export const LongText: Story = { args: { variant: 'footer', categories: long } }

export const RightToLeft: Story = {
  args: { variant: 'menu', categories: long },
  globals: { language: 'ar' },
  play: Menu.play,
}

export const Dark: Story = {
  args: { variant: 'menu', categories: long },
  globals: { theme: 'dark' },
  play: Menu.play,
}
