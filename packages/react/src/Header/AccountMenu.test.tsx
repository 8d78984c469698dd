import { makeSignedInProfile } from '@souk/core/testing'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { AccountMenu } from './AccountMenu'

const signedIn = { initial: { profile: makeSignedInProfile() } }

function renderSignedIn(onLoggedOut = vi.fn(), language?: string) {
  const logout = vi.fn(() => null)
  const result = renderWithSouk(<AccountMenu onLoggedOut={onLoggedOut} />, {
    ...signedIn,
    language,
    routes: { 'GET user/logout': logout },
  })
  act(() => result.souk.session.setState({ token: 'token', signedIn: true }))
  return { ...result, logout, onLoggedOut }
}

describe('AccountMenu', () => {
  it('is an APG menu button, collapsed at first', () => {
    renderWithSouk(<AccountMenu />)
    const button = screen.getByRole('button', { name: 'My account' })
    expect(button).toHaveAttribute('aria-haspopup', 'menu')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toHaveAttribute(
      'role',
      'menu',
    )
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('lists orders, wishlist, compared list and vouchers for visitors, without logout', async () => {
    renderWithSouk(<AccountMenu />)
    await userEvent.click(screen.getByRole('button', { name: 'My account' }))
    const items = screen.getAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'My orders',
      'Wishlist',
      'Compare list',
      'My vouchers',
    ])
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/user/orders',
      '/user/wishlists',
      '/user/compared',
      '/user/vouchers',
    ])
  })

  it('adds logout for a logged-in customer, with language-prefixed links', async () => {
    renderSignedIn(vi.fn(), 'tr')
    await userEvent.click(screen.getByRole('button'))
    const items = screen.getAllByRole('menuitem')
    expect(items).toHaveLength(5)
    expect(items[0]).toHaveAttribute('href', '/tr/user/orders')
    expect(items[4]?.tagName).toBe('BUTTON')
  })

  it('opens on the first item with Enter, Space or Down, and on the last with Up', async () => {
    const user = userEvent.setup()
    renderSignedIn()
    const button = screen.getByRole('button', { name: 'My account' })
    for (const key of ['{Enter}', ' ', '{ArrowDown}']) {
      button.focus()
      await user.keyboard(key)
      expect(button).toHaveAttribute('aria-expanded', 'true')
      expect(screen.getByRole('menuitem', { name: 'My orders' })).toHaveFocus()
      await user.keyboard('{Escape}')
      expect(button).toHaveFocus()
      expect(button).toHaveAttribute('aria-expanded', 'false')
    }
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus()
  })

  it('moves with Down and Up (wrapping), Home and End, and jumps to an item by its first letter', async () => {
    const user = userEvent.setup()
    renderSignedIn()
    screen.getByRole('button', { name: 'My account' }).focus()
    await user.keyboard('{ArrowDown}')
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('menuitem', { name: 'Wishlist' })).toHaveFocus()
    await user.keyboard('{End}')
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('menuitem', { name: 'My orders' })).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus()
    await user.keyboard('{Home}')
    expect(screen.getByRole('menuitem', { name: 'My orders' })).toHaveFocus()
    await user.keyboard('c')
    expect(screen.getByRole('menuitem', { name: 'Compare list' })).toHaveFocus()
    await user.keyboard('m')
    expect(screen.getByRole('menuitem', { name: 'My vouchers' })).toHaveFocus()
  })

  it('supports right-to-left text with the same keys', async () => {
    const user = userEvent.setup()
    renderSignedIn(vi.fn(), 'ar')
    screen.getByRole('button').focus()
    await user.keyboard('{ArrowDown}')
    const items = screen.getAllByRole('menuitem')
    expect(items[0]).toHaveFocus()
    expect(items[0]).toHaveAttribute('href', '/ar/user/orders')
    await user.keyboard('{ArrowUp}')
    expect(items[4]).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.getByRole('button')).toHaveFocus()
  })

  it('closes when Tab moves focus on, or on a press outside', async () => {
    const user = userEvent.setup()
    renderWithSouk(
      <>
        <AccountMenu />
        <button type="button">Elsewhere</button>
      </>,
    )
    const button = screen.getByRole('button', { name: 'My account' })
    await user.click(button)
    await user.keyboard('{Tab}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('logs out through the session, then tells the host', async () => {
    const { souk, logout, onLoggedOut } = renderSignedIn()
    onLoggedOut.mockImplementation(() => expect(souk.session.getState().token).toBeNull())
    await userEvent.click(screen.getByRole('button', { name: 'My account' }))
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }))
    expect(logout).toHaveBeenCalledTimes(1)
    expect(onLoggedOut).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: 'My account' })).toHaveFocus()
  })
})
