import { makeCollectionProductCard, makeFlashSaleCard, makeListingCard } from '@souk/core/testing'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { ProductCard } from './ProductCard'
import { ProductCardView } from './ProductCardView'

describe('ProductCard', () => {
  it('has one link in the tab order: the title, to the product page', () => {
    const card = makeListingCard({ id: 31, slug: 'plain-tee', title: 'Plain tee' })
    const { container } = renderWithSouk(<ProductCard product={card} />)
    const links = screen.getAllByRole('link')
    expect(links).toHaveLength(1)
    expect(links[0]).toHaveAccessibleName('Plain tee')
    expect(links[0]).toHaveAttribute('href', '/plain-tee/product/31')
    const media = container.querySelector('.souk-product-card__media')
    expect(media).toHaveAttribute('aria-hidden', 'true')
    expect(media).toHaveAttribute('tabindex', '-1')
    expect(media).toHaveAttribute('href', '/plain-tee/product/31')
  })

  it('links in the shopper’s language', () => {
    renderWithSouk(<ProductCard product={makeListingCard({ id: 31, slug: 'plain-tee' })} />, {
      language: 'fr',
    })
    expect(screen.getByRole('link')).toHaveAttribute('href', '/fr/plain-tee/product/31')
  })

  it('links to the product page on the shop when the Souk has a shopUrl (a page on another site)', () => {
    renderWithSouk(<ProductCard product={makeListingCard({ id: 31, slug: 'plain-tee' })} />, {
      shopUrl: 'https://shop.example/',
      language: 'ar',
    })
    expect(screen.getByRole('link')).toHaveAttribute('href', 'https://shop.example/ar/plain-tee/product/31')
  })

  it('is an article named by its title heading, with the thumbnail at its intrinsic size', () => {
    const { container } = renderWithSouk(
      <ProductCard product={makeListingCard({ title: 'Plain tee' })} imageSize={240} />,
    )
    expect(screen.getByRole('article', { name: 'Plain tee' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Plain tee' })).toBeInTheDocument()
    const image = container.querySelector('img')
    expect(image).toHaveAttribute('width', '240')
    expect(image).toHaveAttribute('height', '240')
    expect(image).toHaveAttribute('src', '/uploads/thumb-tee.jpg')
    expect(image).toHaveAttribute('loading', 'lazy')
  })

  it('shows the price, the rating and the review count', () => {
    renderWithSouk(
      <ProductCard
        product={makeListingCard({ selling: 150, offered: 100, rating: 4.5, review_count: 12 })}
      />,
    )
    expect(screen.getByText('33% off')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument()
    expect(screen.getByText('12 reviews')).toBeInTheDocument()
  })

  it('shows the flash-sale badge only while the sale is active', () => {
    const { rerender } = renderWithSouk(<ProductCard product={makeFlashSaleCard()} />)
    expect(screen.getByText('Flash sale')).toBeInTheDocument()
    rerender(<ProductCard product={makeFlashSaleCard({ end_time: null })} />)
    expect(screen.queryByText('Flash sale')).not.toBeInTheDocument()
  })

  it('shows the card’s own badge', () => {
    renderWithSouk(<ProductCard product={makeCollectionProductCard({ badge: 'New' })} />)
    expect(screen.getByText('New')).toHaveClass('souk-product-card__badge')
  })

  it('has wishlist and compare toggles that name the product', () => {
    renderWithSouk(<ProductCard product={makeListingCard({ title: 'Plain tee' })} />)
    const article = screen.getByRole('article')
    for (const name of ['Wishlist', 'Compare']) {
      const button = within(article).getByRole('button', { name })
      expect(button).toHaveAttribute('aria-pressed', 'false')
      expect(button).toHaveAccessibleDescription('Plain tee')
    }
  })

  it('is one form for both toggles: the product and this page once, each button posting its intent to its action', () => {
    const { container } = renderWithSouk(<ProductCard product={makeListingCard({ id: 42 })} />)
    const forms = container.querySelectorAll('form')
    expect(forms).toHaveLength(1)
    const form = forms[0] as HTMLFormElement
    expect(form).toHaveAttribute('method', 'post')
    expect(form.querySelectorAll('input[type="hidden"]')).toHaveLength(2)
    expect(Object.fromEntries(new FormData(form))).toEqual({ productId: '42', redirectTo: '/' })
    // A press posts the form with the button's own intent, to the button's own action (a native submit).
    for (const [name, action] of [
      ['Wishlist', '/user/wishlists'],
      ['Compare', '/user/compared'],
    ]) {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement
      expect(button.form).toBe(form)
      expect(button).toHaveAttribute('formaction', action)
      expect(Object.fromEntries(new FormData(form, button))).toEqual({
        productId: '42',
        redirectTo: '/',
        intent: 'add',
      })
    }
  })

  it('runs a press in the page once hydrated: the form is not submitted', async () => {
    const onLoginRequired = vi.fn()
    const submitted = vi.fn((event: Event) => event.preventDefault())
    const { container } = renderWithSouk(<ProductCard product={makeListingCard({ id: 42 })} />, {
      onLoginRequired,
    })
    container.querySelector('form')?.addEventListener('submit', submitted)
    for (const name of ['Wishlist', 'Compare']) await userEvent.click(screen.getByRole('button', { name }))
    // A guest's presses ask to sign in, in the page; neither posts the card's form.
    expect(onLoginRequired).toHaveBeenCalledTimes(2)
    expect(submitted).not.toHaveBeenCalled()
  })

  it('asks to remove a product its lists hold', async () => {
    const { souk } = renderWithSouk(<ProductCard product={makeListingCard({ id: 42 })} />)
    act(() => {
      souk.wishlist.getState().mark({ 42: true })
    })
    expect(screen.getByRole('button', { name: 'Wishlist' })).toHaveAttribute('value', 'remove')
    expect(screen.getByRole('button', { name: 'Compare' })).toHaveAttribute('value', 'add')
  })

  it('can leave the buttons out and load its image first', () => {
    const { container } = renderWithSouk(
      <ProductCard product={makeListingCard()} showWishlist={false} showCompare={false} priority />,
    )
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager')
  })
})

describe('ProductCardView', () => {
  it('is the card without toggles and without an actions row when it is given no actions', () => {
    const { container } = renderWithSouk(
      <ProductCardView product={makeListingCard({ title: 'Plain tee' })} />,
    )
    expect(screen.getByRole('article', { name: 'Plain tee' })).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    expect(container.querySelector('.souk-product-card__actions')).toBeNull()
  })

  it('renders the actions it is given, with the id of the title that names the product', () => {
    renderWithSouk(
      <ProductCardView
        product={makeListingCard({ title: 'Plain tee' })}
        actions={(titleId) => (
          <button type="button" aria-describedby={titleId}>
            Share
          </button>
        )}
      />,
    )
    expect(screen.getByRole('button', { name: 'Share' })).toHaveAccessibleDescription('Plain tee')
  })
})
