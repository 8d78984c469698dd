import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { OfflineNotice } from './OfflineNotice'

const meta = {
  title: 'Chrome/OfflineNotice',
  component: OfflineNotice,
  args: { onChange: fn() },
} satisfies Meta<typeof OfflineNotice>

export default meta
type Story = StoryObj<typeof meta>

/** The browser says the connection went. */
const goOffline: Story['play'] = async ({ canvasElement }) => {
  window.dispatchEvent(new Event('offline'))
  await waitFor(() => expect(within(canvasElement).getByRole('status')).not.toBeEmptyDOMElement())
}

export const Online: Story = {}

export const Offline: Story = { play: goOffline }

export const BackOnline: Story = {
  args: { backOnlineMs: 600_000 },
  play: async (context) => {
    await goOffline(context)
    window.dispatchEvent(new Event('online'))
    await waitFor(() =>
      expect(within(context.canvasElement).getByRole('status')).toHaveTextContent('You are back online.'),
    )
    await expect(context.args.onChange).toHaveBeenLastCalledWith(true)
  },
}

export const LongText: Story = { globals: { language: 'fr' }, play: goOffline }

export const RightToLeft: Story = { globals: { language: 'ar' }, play: goOffline }

export const Dark: Story = { globals: { theme: 'dark' }, play: goOffline }
