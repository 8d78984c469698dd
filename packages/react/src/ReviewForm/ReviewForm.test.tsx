import { fakeFormError, makeReviewImage } from '@souk/core/testing'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { ReviewForm } from './ReviewForm'

const png = (name: string, kilobytes = 10) =>
  new File([new Uint8Array(kilobytes * 1024)], name, { type: 'image/png' })

describe('ReviewForm', () => {
  it('asks for a star rating before sending, and puts focus on the stars', async () => {
    const save = vi.fn(() => ({ id: 1 }))
    renderWithSouk(<ReviewForm productId={3} orderId={9} />, {
      routes: { 'POST rating-review/action': save },
    })
    const stars = screen.getByRole('radiogroup', { name: 'Your rating' })
    expect(stars).toHaveAttribute('aria-required', 'true')
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }))
    expect(screen.getByText('Please select a star rating.')).toBeInTheDocument()
    expect(stars).toHaveAttribute('aria-invalid', 'true')
    expect(stars).toHaveAccessibleDescription('Please select a star rating.')
    expect(screen.getByRole('radio', { name: 'Rate 1 star' })).toHaveFocus()
    expect(save).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('radio', { name: 'Rate 4 stars' }))
    expect(screen.queryByText('Please select a star rating.')).not.toBeInTheDocument()
  })

  it('chooses stars with the arrow keys, swapped in right-to-left languages', async () => {
    renderWithSouk(<ReviewForm productId={3} orderId={9} />, { language: 'ar' })
    const [first, second] = screen.getAllByRole('radio')
    await userEvent.click(first as HTMLElement)
    await userEvent.keyboard('{ArrowLeft}')
    expect(second).toHaveFocus()
    expect(second).toBeChecked()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    expect(screen.getAllByRole('radio')[4]).toBeChecked()
  })

  it('tells which images are refused and why, with the spec’s texts', async () => {
    const user = userEvent.setup({ applyAccept: false })
    renderWithSouk(<ReviewForm productId={3} orderId={9} />)
    const input = screen.getByLabelText('Add photos')
    expect(input).toHaveAccessibleDescription('Supported images: jpg, png (Max size: 1000kb)')
    await user.upload(input, [
      new File(['gif'], 'dance.gif', { type: 'image/gif' }),
      png('huge.png', 1001),
      png('ok.png'),
    ])
    const refused = screen
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('souk-review-form__error'))
    expect(refused.map((item) => item.textContent)).toEqual([
      'dance.gif Supported images: jpg, png (Max size: 1000kb)',
      'huge.png This image is too large. The maximum size is 1000kb.',
    ])
    expect(screen.getByRole('img', { name: 'ok.png' })).toHaveAttribute('width', '80')
  })

  it('previews picked photos with a remove button each', async () => {
    const user = userEvent.setup()
    renderWithSouk(<ReviewForm productId={3} orderId={9} />)
    const input = screen.getByLabelText('Add photos')
    await user.upload(input, [png('front.png'), png('back.png')])
    expect(screen.getByRole('img', { name: 'front.png' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Remove front.png' }))
    expect(screen.queryByRole('img', { name: 'front.png' })).not.toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'back.png' })).toBeInTheDocument()
    expect(input).toHaveFocus()
  })

  it('sends the review with its photos while busy, then thanks the shopper', async () => {
    const user = userEvent.setup()
    let release: () => void = () => {}
    let sent: FormData | undefined
    const onSaved = vi.fn()
    const { souk } = renderWithSouk(<ReviewForm productId={3} orderId={9} onSaved={onSaved} />, {
      routes: {
        'POST rating-review/action': ({ body }) => {
          sent = body as FormData
          return new Promise((resolve) => {
            release = () => resolve({ id: 77, rating: 5 })
          })
        },
      },
    })
    await user.click(screen.getByRole('radio', { name: 'Rate 5 stars' }))
    await user.type(screen.getByRole('textbox', { name: /Your review/ }), 'Lovely fabric.')
    await user.upload(screen.getByLabelText('Add photos'), png('front.png'))
    await user.click(screen.getByRole('button', { name: 'Submit review' }))
    expect(screen.getByRole('button', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true')
    await vi.waitFor(() => expect(sent).toBeDefined())
    expect(sent?.get('rating')).toBe('5')
    expect(sent?.get('review')).toBe('Lovely fabric.')
    expect(sent?.get('product_id')).toBe('3')
    expect(sent?.get('order_id')).toBe('9')
    expect((sent?.getAll('images[]') ?? []).map((file) => (file as File).name)).toEqual(['front.png'])
    release()
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 77 })))
    expect(souk.toast.getState()).toMatchObject({
      error: false,
      message: 'Thank you! Your review has been saved.',
    })
    expect(screen.getByRole('button', { name: 'Submit review' })).not.toHaveAttribute('aria-busy')
  })

  it('shows the API’s refusal as an error toast', async () => {
    const onSaved = vi.fn()
    const { souk } = renderWithSouk(<ReviewForm productId={3} orderId={9} onSaved={onSaved} />, {
      routes: {
        'POST rating-review/action': () => {
          throw fakeFormError('The order is not delivered yet.')
        },
      },
    })
    await userEvent.click(screen.getByRole('radio', { name: 'Rate 2 stars' }))
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }))
    await vi.waitFor(() =>
      expect(souk.toast.getState()).toMatchObject({
        error: true,
        message: 'The order is not delivered yet.',
      }),
    )
    expect(onSaved).not.toHaveBeenCalled()
  })

  it('edits an existing review: keeps its stars and text, and sends the photos removed', async () => {
    let sent: FormData | undefined
    const kept = makeReviewImage({ id: 61, image: 'old.jpg' })
    renderWithSouk(
      <ReviewForm
        productId={3}
        orderId={9}
        initial={{ rating: 3, review: 'Fine.', review_images: [kept] }}
      />,
      {
        routes: {
          'POST rating-review/action': ({ body }) => {
            sent = body as FormData
            return { id: 1 }
          },
        },
      },
    )
    expect(screen.getByRole('heading', { name: 'Edit your review' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Rate 3 stars' })).toBeChecked()
    const previews = screen.getByRole('img', { name: 'Image 1 of 1' }).closest('ul') as HTMLElement
    await userEvent.click(within(previews).getByRole('button', { name: 'Remove Image 1 of 1' }))
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }))
    await vi.waitFor(() => expect(sent).toBeDefined())
    expect(JSON.parse(String(sent?.get('deleted_images')))).toEqual([{ id: 61, image: 'old.jpg' }])
    expect(sent?.get('review')).toBe('Fine.')
  })
})
