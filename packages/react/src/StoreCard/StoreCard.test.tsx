import { AUTH_COOKIE, memoryStorage } from '@souk/core'
import { makeCatalogPaginator, makeSellerStore } from '@souk/core/testing'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { FollowButton } from './FollowButton'
import { StoreCard } from './StoreCard'

const signedIn = () => memoryStorage({ cookies: { [AUTH_COOKIE]: 'token-of-ada' } })

describe('StoreCard', () => {
  it('names the store with a link to its page, in the shopper’s language', () => {
    renderWithSouk(<StoreCard store={makeSellerStore({ name: 'Atlas Crafts', slug: 'atlas-crafts' })} />, {
      language: 'tr',
    })
    expect(screen.getByRole('article', { name: 'Atlas Crafts' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Atlas Crafts' })).toHaveAttribute(
      'href',
      '/tr/shop/atlas-crafts',
    )
  })

  it('says since when the seller is a member and shows the average rating', () => {
    const { container } = renderWithSouk(
      <StoreCard store={makeSellerStore({ created_at: '2021-03-15 10:00:00' })} rating={4.26} />,
    )
    expect(screen.getByText('Member since March 2021')).toHaveAttribute(
      'datetime',
      '2021-03-15T10:00:00.000Z',
    )
    expect(screen.getByText('Average rating')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument()
    expect(container.querySelector('.souk-store-card__logo')).toHaveAttribute('width', '64')
  })

  it('leaves the rating out when it is not known', () => {
    renderWithSouk(<StoreCard store={makeSellerStore()} />)
    expect(screen.queryByText('Average rating')).not.toBeInTheDocument()
  })

  it('has a follow button that names the store', () => {
    renderWithSouk(<StoreCard store={makeSellerStore({ name: 'Atlas Crafts' })} following />)
    const follow = screen.getByRole('button', { name: 'Follow' })
    expect(follow).toHaveAttribute('aria-pressed', 'true')
    expect(follow).toHaveAccessibleDescription('Atlas Crafts')
  })
})

describe('FollowButton', () => {
  it('sends a guest to log in', async () => {
    const onLoginRequired = vi.fn()
    const follow = vi.fn(() => true)
    renderWithSouk(<FollowButton storeId={4} />, {
      onLoginRequired,
      routes: { 'POST user/store/follow': follow },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }))
    expect(onLoginRequired).toHaveBeenCalledOnce()
    expect(follow).not.toHaveBeenCalled()
  })

  it('follows and unfollows a store for a signed-in customer', async () => {
    const onChange = vi.fn()
    const follow = vi.fn(({ body }: { body: unknown }) => {
      expect(body).toEqual({ store_id: 4 })
      return true
    })
    renderWithSouk(<FollowButton storeId={4} onChange={onChange} />, {
      storage: signedIn(),
      routes: { 'GET user/store/following-list': makeCatalogPaginator([]), 'POST user/store/follow': follow },
    })
    const button = screen.getByRole('button', { name: 'Follow' })
    expect(button).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(button)
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'))
    await userEvent.click(button)
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'))
    expect(onChange.mock.calls).toEqual([[true], [false]])
    expect(follow).toHaveBeenCalledTimes(2)
  })

  it('shows a store the shopper follows as followed, wherever its card is', async () => {
    renderWithSouk(<FollowButton storeId={4} />, {
      storage: signedIn(),
      routes: {
        'GET user/store/following-list': makeCatalogPaginator([
          { id: 1, user_id: 7, store_id: 4, created_at: '', updated_at: '' },
        ]),
      },
    })
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'true'),
    )
  })

  it('is a form that posts the intent, the store and this page to the follow action', () => {
    renderWithSouk(<FollowButton storeId={4} />)
    const form = screen.getByRole('button', { name: 'Follow' }).closest('form')
    expect(form).toHaveAttribute('action', '/user/following')
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
      intent: 'add',
      storeId: '4',
      redirectTo: '/',
    })
  })
})
