import { fakeFormError, makeReviewImage, productPicture } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ToastRegion } from '../Toast'
import { ReviewForm } from './ReviewForm'

const routes = { 'POST rating-review/action': () => ({ id: 5, rating: 5 }) }

const meta = {
  title: 'Product/ReviewForm',
  component: ReviewForm,
  args: { productId: 3, orderId: 9, onSaved: fn(), onCancel: fn() },
  parameters: { souk: { routes } },
  decorators: [
    (Story) => (
      <>
        <Story />
        <ToastRegion />
      </>
    ),
  ],
} satisfies Meta<typeof ReviewForm>

export default meta
type Story = StoryObj<typeof meta>

const png = (name: string, kilobytes: number) =>
  new File([new Uint8Array(kilobytes * 1024)], name, { type: 'image/png' })

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }))
    await expect(canvas.getByText('Please select a star rating.')).toBeVisible()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}')
    await expect(canvas.getByRole('radio', { name: 'Rate 4 stars' })).toBeChecked()
    await userEvent.type(canvas.getByRole('textbox'), 'Lovely fabric, runs a little small.')
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }))
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled())
    // The toast slides in: wait until it is fully shown.
    await waitFor(() => expect(canvas.getByText('Thank you! Your review has been saved.')).toBeVisible())
  },
}

export const RefusedImages: Story = {
  name: 'Error (refused images)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText('Add photos')
    await userEvent.upload(input, [png('huge.png', 1001), png('small.png', 3)])
    await expect(canvas.getByText('This image is too large. The maximum size is 1000kb.')).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'small.png' })).toBeVisible()
  },
}

export const Loading: Story = {
  name: 'Loading (sending)',
  args: { initial: { rating: 4, review: 'Good.' } },
  parameters: { souk: { routes, delayMs: 60_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }))
    await expect(canvas.getByRole('button', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true')
  },
}

export const ApiError: Story = {
  name: 'Error (the API refuses)',
  args: { initial: { rating: 2, review: 'Arrived late.' } },
  parameters: {
    souk: {
      routes: {
        'POST rating-review/action': () => {
          throw fakeFormError('You can review a product once it is delivered.')
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }))
    // The toast slides in: wait until it is fully shown.
    await waitFor(() =>
      expect(canvas.getByText('You can review a product once it is delivered.')).toBeVisible(),
    )
  },
}

export const Editing: Story = {
  name: 'Editing a review with photos',
  args: {
    initial: {
      rating: 3,
      review: 'Fine.',
      review_images: [
        makeReviewImage({ image: productPicture(20, 160) }),
        makeReviewImage({ image: productPicture(200, 160) }),
      ],
    },
  },
}

export const LongText: Story = {
  args: {
    initial: {
      rating: 5,
      review:
        'I ordered this shirt for a summer wedding and it was perfect: breathable, beautifully finished and the colour is exactly as in the photos. '.repeat(
          4,
        ),
    },
  },
}

export const RightToLeft: Story = {
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio')
    await userEvent.click(radios[0] as HTMLElement)
    await userEvent.keyboard('{ArrowLeft}')
    await expect(radios[1]).toBeChecked()
  },
}

export const Dark: Story = { args: { initial: { rating: 4, review: 'Good.' } }, globals: { theme: 'dark' } }
