import {
  fakeFormError,
  makeBanner,
  makeRatingTotals,
  makeReview,
  makeReviewImage,
  makeReviewsData,
  productPicture,
} from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ProductReviews } from './ProductReviews'
import { ReviewList } from './ReviewList'

const reviews = [
  makeReview({
    rating: 5,
    review: 'Lovely fabric, true to size.',
    user: { id: 1, name: 'Amina K.' },
    review_images: [
      makeReviewImage({ image: productPicture(30, 160) }),
      makeReviewImage({ image: productPicture(190, 160) }),
    ],
  }),
  makeReview({ rating: 4, review: 'Good value.', user: null, guest_user: { id: 2, name: 'Jean' } }),
  makeReview({ rating: 2, review: 'The colour faded after one wash.', user: { id: 3, name: 'Deniz' } }),
]
const totals = makeRatingTotals({ 5: 9, 4: 4, 3: 1, 2: 2, 1: 0 })
const data = makeReviewsData(reviews, { total: 16, totals })

const meta = {
  title: 'Product/ReviewList',
  component: ReviewList,
  args: { data, onPageChange: fn() },
} satisfies Meta<typeof ReviewList>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('meter', { name: '5 stars' })).toHaveAttribute('aria-valuenow', '9')
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2 of 3' }))
    await expect(args.onPageChange).toHaveBeenCalledWith(2)
  },
}

export const WithBanner: Story = {
  args: {
    data: makeReviewsData(reviews, {
      totals,
      banner: makeBanner({
        type: 7,
        title: 'Review and win a voucher',
        image: productPicture(100, 500),
        source_type: 6,
        url: '/page/reviews',
      }),
    }),
  },
}

export const Loading: Story = { args: { data: null, loading: true } }

export const Empty: Story = {
  args: { data: makeReviewsData([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No reviews yet.' })).toBeVisible()
  },
}

export const ErrorState: Story = { name: 'Error', args: { data: null, error: 'API is down.', onRetry: fn() } }

export const LongText: Story = {
  args: {
    data: makeReviewsData([
      makeReview({
        rating: 3,
        review:
          'A very long review that goes on about the stitching, the buttons, the fabric and the delivery. '.repeat(
            6,
          ),
        user: { id: 1, name: 'Bartholomew Alexander Fitzgerald-Montgomery the Third' },
      }),
    ]),
  },
}

export const RightToLeft: Story = { globals: { language: 'ar' } }

export const Dark: Story = { globals: { theme: 'dark' } }

/** The connected wrapper, answered by fake routes page by page. */
export const Connected: Story = {
  args: { data: null },
  parameters: {
    souk: {
      routes: {
        'GET reviews/:id': ({ query }: { query: Record<string, string> }) => {
          const page = Number(query.page ?? 1)
          return makeReviewsData([makeReview({ review: `A review on page ${page}` })], {
            total: 13,
            page,
            totals,
          })
        },
      },
    },
  },
  render: () => <ProductReviews productId={3} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('A review on page 1')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3 of 3' }))
    await expect(await canvas.findByText('A review on page 3')).toBeVisible()
    // The heading takes focus in an effect once the new page is shown.
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Customer reviews' })).toHaveFocus())
  },
}

export const ConnectedError: Story = {
  name: 'Connected error',
  args: { data: null },
  parameters: {
    souk: {
      routes: {
        'GET reviews/:id': () => {
          throw fakeFormError('Reviews are not available right now.')
        },
      },
    },
  },
  render: () => <ProductReviews productId={3} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Reviews are not available right now.' }),
    ).toBeVisible()
  },
}

export const ConnectedLoading: Story = {
  name: 'Connected loading',
  args: { data: null },
  parameters: { souk: { delayMs: 60_000, routes: { 'GET reviews/:id': data } } },
  render: () => <ProductReviews productId={3} />,
}
