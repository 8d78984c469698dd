import { AUTH_COOKIE, memoryStorage } from '@souk/core'
import { fakeFormError, makeCatalogPaginator } from '@souk/core/testing'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { CompareButton } from './CompareButton'

const signedIn = () => memoryStorage({ cookies: { [AUTH_COOKIE]: 'token-of-ada' } })

describe('CompareButton', () => {
  it('sends a guest to log in (spec §6: comparing needs an account)', async () => {
    const onLoginRequired = vi.fn()
    renderWithSouk(<CompareButton productId={8} />, { onLoginRequired })
    await userEvent.click(screen.getByRole('button', { name: 'Compare' }))
    expect(onLoginRequired).toHaveBeenCalledOnce()
  })

  it('lets the reply decide whether the product was added or removed', async () => {
    const replies = [{ id: 3, user_id: 7, product_id: 8, created_at: '', updated_at: '' }, null]
    renderWithSouk(<CompareButton productId={8} describedBy="title" />, {
      storage: signedIn(),
      routes: {
        'GET user/compare-list/all': makeCatalogPaginator([]),
        'POST user/compare-list/action': () => replies.shift() ?? null,
      },
    })
    const button = screen.getByRole('button', { name: 'Compare' })
    expect(button).toHaveAttribute('aria-describedby', 'title')
    await userEvent.click(button)
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'))
    await userEvent.click(button)
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'))
  })

  it('shows every form message of a failure, joined by commas', async () => {
    const onChange = vi.fn()
    const { souk } = renderWithSouk(<CompareButton productId={8} onChange={onChange} />, {
      storage: signedIn(),
      routes: {
        'GET user/compare-list/all': makeCatalogPaginator([]),
        'POST user/compare-list/action': () => {
          throw fakeFormError('Compare list is full', 'Remove a product first')
        },
      },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Compare' }))
    await vi.waitFor(() =>
      expect(souk.toast.getState()).toMatchObject({
        error: true,
        message: 'Compare list is full, Remove a product first',
      }),
    )
    expect(onChange).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Compare' })).toHaveAttribute('aria-pressed', 'false')
  })

  it('starts pressed when the page says the product is compared', () => {
    renderWithSouk(<CompareButton productId={8} compared />)
    expect(screen.getByRole('button', { name: 'Compare' })).toHaveAttribute('aria-pressed', 'true')
  })

  it("shows a product of the shopper's compare list as compared, and a press removes it", async () => {
    const toggle = vi.fn(() => null)
    renderWithSouk(<CompareButton productId={8} />, {
      storage: signedIn(),
      routes: {
        'GET user/compare-list/all': makeCatalogPaginator([
          { id: 3, user_id: 7, product_id: 8, created_at: '', updated_at: '' },
        ]),
        'POST user/compare-list/action': toggle,
      },
    })
    const button = screen.getByRole('button', { name: 'Compare' })
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'))
    await userEvent.click(button)
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'))
    expect(toggle).toHaveBeenCalledOnce()
  })

  it('is a form that posts the intent, the product and this page to the compare action', () => {
    renderWithSouk(<CompareButton productId={8} />)
    const form = screen.getByRole('button', { name: 'Compare' }).closest('form')
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('action', '/user/compared')
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
      intent: 'add',
      productId: '8',
      redirectTo: '/',
    })
  })
})
