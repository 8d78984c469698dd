import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Rating } from './Rating'

const meta = {
  title: 'Primitives/Rating',
  component: Rating,
  args: { value: 4.5, count: 128 },
} satisfies Meta<typeof Rating>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible()
  },
}
export const NoReviews: Story = { args: { value: 0, count: 0 } }
export const Small: Story = { args: { size: 'sm', count: undefined } }
export const RightToLeft: Story = { args: { value: 3.5 }, globals: { language: 'ar' } }
export const Dark: Story = { globals: { theme: 'dark' } }
