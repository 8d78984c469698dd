import type { Souk } from '@souk/core'
import {
  fakeFormError,
  makeChromeCommon,
  makeEmptySuggestions,
  makeSearchSuggestions,
  makeSuggestionProduct,
} from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { SearchBox } from './SearchBox'

const meta = {
  title: 'Chrome/SearchBox',
  component: SearchBox,
  args: { onNavigate: fn() },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: '36rem', maxInlineSize: '40rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    souk: {
      setup: (souk: Souk) => souk.settings.setState({ common: makeChromeCommon() }),
      routes: {
        'GET search': ({ query }: { query: Record<string, string> }) =>
          query.q === 'zzz' ? makeEmptySuggestions() : makeSearchSuggestions(),
      },
    },
  },
} satisfies Meta<typeof SearchBox>

export default meta
type Story = StoryObj<typeof meta>

/** Types into the box and waits for the debounced suggestions. */
async function typeAndWait(canvasElement: HTMLElement, text: string) {
  const input = within(canvasElement).getByRole('combobox')
  await userEvent.type(input, text)
  await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'), { timeout: 3000 })
  return input
}

/** Opens the popup on the suggestions for 'shirt', whatever the language. */
const showSuggestions: Story['play'] = async ({ canvasElement }) => {
  await typeAndWait(canvasElement, 'shirt')
  await waitFor(() => expect(within(canvasElement).getByRole('listbox')).toBeVisible(), { timeout: 3000 })
}

export const Default: Story = {}

export const WithSuggestions: Story = {
  play: async ({ canvasElement }) => {
    await typeAndWait(canvasElement, 'shirt')
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByRole('listbox')).toBeVisible(), { timeout: 3000 })
    await expect(canvas.getByRole('group', { name: 'Products' })).toBeVisible()
  },
}

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const input = await typeAndWait(canvasElement, 'shirt')
    await waitFor(() => expect(within(canvasElement).getByRole('listbox')).toBeVisible(), { timeout: 3000 })
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    await expect(input.getAttribute('aria-activedescendant')).toBeTruthy()
    await userEvent.keyboard('{Enter}')
    await expect(args.onNavigate).toHaveBeenCalledWith('/search?q=shirt%20dress')
  },
}

export const Loading: Story = {
  parameters: { souk: { delayMs: 600_000 } },
  play: async ({ canvasElement }) => {
    await typeAndWait(canvasElement, 'shirt')
    await waitFor(() => expect(within(canvasElement).getByText('Searching…')).toBeVisible(), {
      timeout: 3000,
    })
  },
}

export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    await typeAndWait(canvasElement, 'zzz')
    await waitFor(
      () => expect(within(canvasElement).getByRole('status')).toHaveTextContent('Nothing found for zzz'),
      {
        timeout: 3000,
      },
    )
  },
}

export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    souk: {
      routes: {
        'GET search': () => {
          throw fakeFormError('Search is unavailable')
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await typeAndWait(canvasElement, 'shirt')
    await waitFor(
      () => expect(within(canvasElement).getByRole('status')).toHaveTextContent('Search is unavailable'),
      {
        timeout: 3000,
      },
    )
  },
}

export const LongText: Story = {
  parameters: {
    souk: {
      routes: {
        'GET search': () =>
          makeSearchSuggestions({
            suggested: [
              { id: 1, title: 'organic cotton shirt with long sleeves and mother-of-pearl buttons' },
            ],
            product: [
              makeSuggestionProduct({
                id: 601,
                title:
                  'Hand-woven linen shirt with a relaxed fit, dyed with plant pigments by a family workshop',
                selling: 1249.99,
                offered: 999.5,
              }),
            ],
          }),
      },
    },
  },
  play: WithSuggestions.play,
}

export const RightToLeft: Story = {
  globals: { language: 'ar' },
  play: showSuggestions,
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: showSuggestions,
}
