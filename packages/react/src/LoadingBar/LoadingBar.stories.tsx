import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { LoadingBar } from './LoadingBar'

const meta = {
  title: 'Chrome/LoadingBar',
  component: LoadingBar,
  args: { active: true },
} satisfies Meta<typeof LoadingBar>

export default meta
type Story = StoryObj<typeof meta>

/** Waits for the first update (200 ms) that shows the bar. */
const shown: Story['play'] = async ({ canvasElement }) => {
  await waitFor(() => expect(within(canvasElement).getByRole('progressbar')).toBeVisible())
}

export const Running: Story = { play: shown }

export const Idle: Story = { args: { active: false } }

export const Failed: Story = { args: { active: false, failed: true } }

export const RightToLeft: Story = { globals: { language: 'ar' }, play: shown }

export const Dark: Story = { globals: { theme: 'dark' }, play: shown }
