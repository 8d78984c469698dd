import { AUTH_COOKIE, memoryStorage } from '@souk/core'
import { makeCatalogPaginator } from '@souk/core/testing'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { WishlistButton } from './WishlistButton'

const signedIn = () => memoryStorage({ cookies: { [AUTH_COOKIE]: 'token-of-ada' } })
const row = { id: 1, user_id: 7, product_id: 42, created_at: '', updated_at: '' }

describe('WishlistButton', () => {
  it('is a toggle button named Wishlist, not pressed for a product not in the list', () => {
    renderWithSouk(<WishlistButton productId={42} />)
    expect(screen.getByRole('button', { name: 'Wishlist' })).toHaveAttribute('aria-pressed', 'false')
  })

  it('starts pressed for a product the page knows is wishlisted, and seeds the store', async () => {
    const { souk } = renderWithSouk(<WishlistButton productId={42} wishlisted={12} />)
    expect(screen.getByRole('button', { name: 'Wishlist' })).toHaveAttribute('aria-pressed', 'true')
    await vi.waitFor(() => expect(souk.wishlist.getState().saved[42]).toBe(true))
  })

  it('sends a guest to log in instead of calling the API', async () => {
    const onLoginRequired = vi.fn()
    const toggle = vi.fn(() => row)
    renderWithSouk(<WishlistButton productId={42} />, {
      onLoginRequired,
      routes: { 'POST user/wishlist/action': toggle },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Wishlist' }))
    expect(onLoginRequired).toHaveBeenCalledOnce()
    expect(toggle).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Wishlist' })).toHaveAttribute('aria-pressed', 'false')
  })

  it('adds and removes as the API answers, with a toast each time', async () => {
    let saved = false
    const onChange = vi.fn()
    const { souk } = renderWithSouk(<WishlistButton productId={42} onChange={onChange} />, {
      storage: signedIn(),
      routes: {
        'GET user/wishlist/all': makeCatalogPaginator([]),
        'POST user/wishlist/action': ({ body }) => {
          expect(body).toEqual({ product_id: 42 })
          saved = !saved
          return saved ? row : null
        },
      },
    })
    const button = screen.getByRole('button', { name: 'Wishlist' })
    await userEvent.click(button)
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'))
    expect(onChange).toHaveBeenLastCalledWith(true)
    expect(souk.toast.getState().visible).toBe(true)
    await userEvent.click(button)
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'))
    expect(onChange).toHaveBeenLastCalledWith(false)
  })

  it('ignores presses while a toggle is in flight', async () => {
    let release: () => void = () => {}
    const toggle = vi.fn(() => new Promise((resolve) => (release = () => resolve(row))))
    renderWithSouk(<WishlistButton productId={42} />, {
      storage: signedIn(),
      routes: { 'GET user/wishlist/all': makeCatalogPaginator([]), 'POST user/wishlist/action': toggle },
    })
    const button = screen.getByRole('button', { name: 'Wishlist' })
    await userEvent.click(button)
    expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    expect(toggle).toHaveBeenCalledOnce()
    release()
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'))
    expect(button).not.toHaveAttribute('aria-busy')
  })

  it('can show its name next to the heart', () => {
    renderWithSouk(<WishlistButton productId={42} showLabel />)
    expect(screen.getByRole('button')).toHaveTextContent('Wishlist')
  })

  it('shows a product the shopper saved as saved, though the card says nothing (issue 18)', async () => {
    renderWithSouk(<WishlistButton productId={42} />, {
      storage: signedIn(),
      routes: { 'GET user/wishlist/all': makeCatalogPaginator([row]) },
    })
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Wishlist' })).toHaveAttribute('aria-pressed', 'true'),
    )
  })

  it('never removes a saved product on a press made before the list was known', async () => {
    let answer: (value: unknown) => void = () => undefined
    const list = new Promise((resolve) => {
      answer = resolve
    })
    const toggle = vi.fn(() => null)
    const { souk } = renderWithSouk(<WishlistButton productId={42} />, {
      storage: signedIn(),
      routes: {
        'GET user/wishlist/all': () => list,
        'POST user/wishlist/action': toggle,
      },
    })
    // The heart shows empty while the list loads; the shopper presses it to save the product.
    await userEvent.click(screen.getByRole('button', { name: 'Wishlist' }))
    answer(makeCatalogPaginator([row]))
    await vi.waitFor(() => expect(souk.wishlist.getState().pending).toEqual([]))
    expect(toggle).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Wishlist' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('is a form that posts the intent, the product and this page to the wishlist action', () => {
    renderWithSouk(<WishlistButton productId={42} wishlisted={12} />)
    const form = screen.getByRole('button', { name: 'Wishlist' }).closest('form')
    expect(form).toHaveAttribute('action', '/user/wishlists')
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toMatchObject({
      intent: 'remove',
      productId: '42',
    })
  })
})
