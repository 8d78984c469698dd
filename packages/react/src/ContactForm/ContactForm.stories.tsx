import { fakeFormError } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ContactForm } from './ContactForm'

const meta = {
  title: 'Chrome/ContactForm',
  component: ContactForm,
  args: { onSent: fn() },
  parameters: { souk: { routes: { 'POST contact': true } } },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactForm>

export default meta
type Story = StoryObj<typeof meta>

/** Fills every field and presses Send. */
async function send(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  await userEvent.type(canvas.getByLabelText('Name'), 'Ada Lovelace')
  await userEvent.type(canvas.getByLabelText('Email'), 'ada@example.com')
  await userEvent.type(canvas.getByLabelText('Subject'), 'A late parcel')
  await userEvent.type(canvas.getByLabelText('Message'), 'My order has not arrived yet.')
  await userEvent.click(canvas.getByRole('button'))
}

export const Default: Story = {}

export const Required: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'))
    await expect(within(canvasElement).getByText('Name is required')).toBeVisible()
  },
}

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    await send(canvasElement)
    await expect(await within(canvasElement).findByRole('status')).toBeVisible()
  },
}

export const ServerError: Story = {
  parameters: {
    souk: {
      routes: {
        'POST contact': () => {
          throw fakeFormError('Too many messages, try again later.')
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await send(canvasElement)
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible()
  },
}
