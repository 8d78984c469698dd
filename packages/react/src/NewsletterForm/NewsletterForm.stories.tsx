import { fakeFormError } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { NewsletterForm } from './NewsletterForm'

const meta = {
  title: 'Chrome/NewsletterForm',
  component: NewsletterForm,
  args: { onSubscribed: fn() },
  parameters: { souk: { routes: { 'POST email-subscription': true } } },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewsletterForm>

export default meta
type Story = StoryObj<typeof meta>

/** Types an address and presses Subscribe. */
const subscribe =
  (email: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement)
    if (email) await userEvent.type(canvas.getByRole('textbox'), email)
    await userEvent.click(canvas.getByRole('button'))
  }

export const Default: Story = {}

export const Required: Story = {
  play: async (context) => {
    await subscribe('')(context)
    await expect(within(context.canvasElement).getByText('Email is required')).toBeVisible()
  },
}

export const Invalid: Story = {
  play: async (context) => {
    await subscribe('ada@example')(context)
    await expect(within(context.canvasElement).getByText('Invalid email')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { souk: { delayMs: 600_000 } },
  play: async (context) => {
    await subscribe('ada@example.com')(context)
    await expect(within(context.canvasElement).getByRole('button')).toHaveAttribute('aria-busy', 'true')
  },
}

export const Success: Story = {
  play: async (context) => {
    await subscribe('ada@example.com')(context)
    await waitFor(() =>
      expect(within(context.canvasElement).getByRole('status')).toHaveTextContent(
        'You have successfully subscribe to our newsletter.',
      ),
    )
    await expect(context.args.onSubscribed).toHaveBeenCalledWith('ada@example.com')
  },
}

export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    souk: {
      routes: {
        'POST email-subscription': () => {
          throw fakeFormError('The email has already been taken.', 'Please use another address.')
        },
      },
    },
  },
  play: async (context) => {
    await subscribe('ada@example.com')(context)
    await waitFor(() =>
      expect(within(context.canvasElement).getByText('The email has already been taken.')).toBeVisible(),
    )
  },
}

export const LongText: Story = {
  globals: { language: 'fr' },
  play: async (context) => {
    await subscribe('a-very-long-address.for-a-newsletter@subdomain.independent-sellers.example')(context)
    await waitFor(() => expect(within(context.canvasElement).getByRole('status')).not.toBeEmptyDOMElement())
  },
}

export const RightToLeft: Story = {
  globals: { language: 'ar' },
  play: subscribe(''),
}

export const Dark: Story = { globals: { theme: 'dark' }, play: subscribe('') }
