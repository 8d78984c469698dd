import type { Souk } from '@souk/core'
import { makeSignedInProfile } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { AccountMenu } from './AccountMenu'

const signIn = (souk: Souk) =>
  souk.session.setState({
    token: 'story-token',
    signedIn: true,
    profile: makeSignedInProfile(),
    status: 'ready',
  })

const meta = {
  title: 'Chrome/AccountMenu',
  component: AccountMenu,
  args: { onLoggedOut: fn() },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'end', minBlockSize: '18rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { souk: { routes: { 'GET user/logout': null } } },
} satisfies Meta<typeof AccountMenu>

export default meta
type Story = StoryObj<typeof meta>

export const Guest: Story = {}

/** Opens the menu from the keyboard. */
const openMenu: Story['play'] = async ({ canvasElement }) => {
  const button = within(canvasElement).getByRole('button')
  button.focus()
  await userEvent.keyboard('{ArrowDown}')
  await expect(within(canvasElement).getAllByRole('menuitem')[0]).toHaveFocus()
}

export const Open: Story = { play: openMenu }

export const SignedIn: Story = {
  parameters: { souk: { setup: signIn } },
  play: async (context) => {
    await openMenu(context)
    await userEvent.keyboard('{End}')
    await expect(within(context.canvasElement).getByRole('menuitem', { name: 'Log out' })).toHaveFocus()
  },
}

export const LoggingOut: Story = {
  parameters: { souk: { setup: signIn, delayMs: 600_000 } },
  play: async (context) => {
    await openMenu(context)
    await userEvent.keyboard('{End}{Enter}')
    await expect(within(context.canvasElement).getByRole('button')).toHaveAttribute('aria-busy', 'true')
  },
}

export const RightToLeft: Story = {
  globals: { language: 'ar' },
  parameters: { souk: { setup: signIn } },
  play: openMenu,
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: { souk: { setup: signIn } },
  play: openMenu,
}
