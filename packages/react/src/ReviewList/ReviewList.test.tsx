import {
  fakeFormError,
  makeBanner,
  makeRatingTotals,
  makeReview,
  makeReviewImage,
  makeReviewsData,
} from '@souk/core/testing'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { ProductReviews } from './ProductReviews'
import { ReviewList } from './ReviewList'

describe('ReviewList', () => {
  it('draws the histogram as one meter per star value with its count', () => {
    const data = makeReviewsData([makeReview()], { totals: makeRatingTotals({ 5: 6, 4: 3, 1: 1 }) })
    renderWithSouk(<ReviewList data={data} />)
    const five = screen.getByRole('meter', { name: '5 stars' })
    expect(five).toHaveAttribute('aria-valuenow', '6')
    expect(five).toHaveAttribute('aria-valuemax', '10')
    expect(five).toHaveAttribute('aria-valuetext', '6 reviews')
    expect(five.style.getPropertyValue('--souk-review-bar-fill')).toBe('60%')
    expect(screen.getByRole('meter', { name: '2 stars' })).toHaveAttribute('aria-valuetext', '0 reviews')
    expect(screen.getByText('4.3 out of 5')).toBeInTheDocument()
    expect(screen.getByText('Based on 10 reviews')).toBeInTheDocument()
  })

  it('takes the product’s own average when given', () => {
    renderWithSouk(<ReviewList data={makeReviewsData()} average={4.46} />)
    expect(screen.getByText('4.5 out of 5')).toBeInTheDocument()
  })

  it('shows each review with author, date, stars, text and photos', () => {
    const review = makeReview({
      rating: 5,
      review: 'Lovely fabric.',
      created: '09:30 am, 10 Feb, 24',
      user: { id: 1, name: 'Amina K.' },
      review_images: [makeReviewImage({ image: 'r1.jpg' })],
    })
    renderWithSouk(<ReviewList data={makeReviewsData([review])} />)
    const article = screen.getByRole('article')
    expect(within(article).getByRole('heading', { name: 'Amina K.' })).toBeInTheDocument()
    expect(within(article).getByText('09:30 am, 10 Feb, 24')).toHaveAttribute(
      'datetime',
      '2024-02-10T09:30:00.000Z',
    )
    expect(within(article).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument()
    expect(within(article).getByText('Lovely fabric.')).toBeInTheDocument()
    expect(within(article).getByRole('link', { name: 'Image 1 of 1' })).toHaveAttribute(
      'href',
      '/uploads/r1.jpg',
    )
  })

  it('names a guest author too', () => {
    const review = makeReview({ user: null, guest_user: { id: 2, name: 'Guest Gül' } })
    renderWithSouk(<ReviewList data={makeReviewsData([review])} />)
    expect(screen.getByRole('heading', { name: 'Guest Gül' })).toBeInTheDocument()
  })

  it('shows the public review banner, linking to its target', () => {
    const banner = makeBanner({
      type: 7,
      title: 'Review and win',
      source_type: 6,
      url: 'https://example.com/win',
    })
    const { rerender } = renderWithSouk(<ReviewList data={makeReviewsData(undefined, { banner })} />)
    expect(screen.getByRole('link', { name: 'Review and win' })).toHaveAttribute(
      'href',
      'https://example.com/win',
    )
    rerender(<ReviewList data={makeReviewsData(undefined, { banner: { ...banner, status: 2 } })} />)
    expect(screen.queryByRole('link', { name: 'Review and win' })).not.toBeInTheDocument()
  })

  it('pages through the reviews, 6 a page, and focuses the heading when the page arrives', async () => {
    const onPageChange = vi.fn()
    const reviews = Array.from({ length: 6 }, () => makeReview())
    const { rerender } = renderWithSouk(
      <ReviewList data={makeReviewsData(reviews, { total: 14 })} onPageChange={onPageChange} />,
    )
    expect(screen.getAllByRole('article')).toHaveLength(6)
    const pagination = screen.getByRole('navigation', { name: 'Pagination' })
    await userEvent.click(within(pagination).getByRole('button', { name: 'Page 3 of 3' }))
    expect(onPageChange).toHaveBeenCalledWith(3)
    rerender(
      <ReviewList
        data={makeReviewsData([makeReview()], { total: 14, page: 3 })}
        onPageChange={onPageChange}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Customer reviews' })).toHaveFocus()
  })

  it('leaves page links to the browser when nobody handles page changes', async () => {
    const reviews = Array.from({ length: 6 }, () => makeReview())
    renderWithSouk(
      <ReviewList data={makeReviewsData(reviews, { total: 14 })} hrefForPage={(page) => `?page=${page}`} />,
    )
    const link = screen.getByRole('link', { name: 'Page 2 of 3' })
    expect(link).toHaveAttribute('href', '?page=2')
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    link.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
  })

  it('says there are no reviews yet', () => {
    renderWithSouk(<ReviewList data={makeReviewsData([])} />)
    expect(screen.getByRole('heading', { name: 'No reviews yet.' })).toBeInTheDocument()
    expect(screen.getByText('Be the first to review this product.')).toBeInTheDocument()
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
  })

  it('shows placeholders while the first page loads', () => {
    renderWithSouk(<ReviewList data={null} loading />)
    expect(screen.getByText('Loading…')).toBeInTheDocument()
  })
})

describe('ProductReviews', () => {
  it('loads the reviews of the product with the star totals, then the page picked', async () => {
    const pages = vi.fn(({ query }: { params: Record<string, string>; query: Record<string, string> }) => {
      const page = Number(query.page ?? 1)
      return makeReviewsData([makeReview({ review: `Review on page ${page}` })], { total: 7, page })
    })
    renderWithSouk(<ProductReviews productId={12} />, { routes: { 'GET reviews/:id': pages } })
    expect(await screen.findByText('Review on page 1')).toBeInTheDocument()
    expect(pages.mock.calls[0]?.[0].params.id).toBe('12')
    expect(pages.mock.calls[0]?.[0].query).toMatchObject({
      get_total: 'true',
      order_by: 'created_at',
      type: 'desc',
    })
    await userEvent.click(screen.getByRole('button', { name: 'Page 2 of 2' }))
    expect(await screen.findByText('Review on page 2')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Customer reviews' })).toHaveFocus()
  })

  it('shows a failure and tries again on request', async () => {
    let fail = true
    renderWithSouk(<ProductReviews productId={12} />, {
      routes: {
        'GET reviews/:id': () => {
          if (fail) throw fakeFormError('Reviews are resting.')
          return makeReviewsData([makeReview({ review: 'Back again.' })])
        },
      },
    })
    expect(await screen.findByRole('heading', { name: 'Reviews are resting.' })).toBeInTheDocument()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Back again.')).toBeInTheDocument()
  })

  it('starts from a page a server loaded, without asking again', () => {
    const pages = vi.fn(() => makeReviewsData())
    renderWithSouk(
      <ProductReviews productId={12} initialData={makeReviewsData([makeReview({ review: 'Served.' })])} />,
      {
        routes: { 'GET reviews/:id': pages },
      },
    )
    expect(screen.getByText('Served.')).toBeInTheDocument()
    expect(pages).not.toHaveBeenCalled()
  })
})
