import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { Countdown } from './Countdown'

const HOUR = 3_600_000
const inHours = (hours: number) => Date.now() + hours * HOUR

const meta = {
  title: 'Primitives/Countdown',
  component: Countdown,
  args: { end: inHours(50.5), label: 'Ends in', onEnd: fn() },
} satisfies Meta<typeof Countdown>

export default meta
type Story = StoryObj<typeof meta>

/** A timer (never announced every second): the digits are hidden, a summary to the minute is read instead. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer')
    await expect(timer).toHaveAttribute('aria-live', 'off')
    await expect(timer.querySelector('.souk-visually-hidden')?.textContent).toMatch(
      /^2 Days, 2 Hours, (29|30) Minutes$/,
    )
  },
}

/** An API time (`Y-m-d H:i:s`, UTC) rendered for a fixed `now`, as a server would. */
export const FixedTime: Story = {
  args: { end: '2030-01-02 03:04:05', now: Date.UTC(2030, 0, 1), label: 'Flash sale ends in' },
}

export const Small: Story = { args: { size: 'sm' } }

export const Large: Story = { args: { size: 'lg' } }

/** Reaches zero, stops and calls onEnd. */
export const Ending: Story = {
  args: { end: Date.now() + 2500, endedLabel: 'This sale has ended.' },
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(args.onEnd).toHaveBeenCalledOnce(), { timeout: 5000 })
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('This sale has ended.')
  },
}

export const Ended: Story = { args: { end: '2020-01-01 00:00:00', endedLabel: 'This sale has ended.' } }

export const RightToLeft: Story = { args: { label: 'ينتهي خلال' }, globals: { language: 'ar' } }

export const Hindi: Story = { args: { label: 'समाप्त होने में' }, globals: { language: 'hi' } }

export const Dark: Story = { globals: { theme: 'dark' } }
