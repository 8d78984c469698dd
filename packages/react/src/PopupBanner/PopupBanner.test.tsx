import { POPUP_BANNER_CLOSED_KEY } from '@souk/core'
import { makeBanner, makeCommon } from '@souk/core/testing'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { PopupBanner } from './PopupBanner'

/** Resolves once the browser has been idle (after the banner's own idle callback, queued before it). */
const idle = () =>
  act(
    () =>
      new Promise<void>((resolve) => {
        if (typeof requestIdleCallback === 'function') requestIdleCallback(() => setTimeout(resolve, 0))
        else setTimeout(resolve, 100)
      }),
  )

describe('PopupBanner', () => {
  it('opens a dialog named by the banner, its image linking to the target, once the page is idle', async () => {
    renderWithSouk(<PopupBanner />)
    expect(screen.queryByRole('dialog')).toBeNull()
    const dialog = await screen.findByRole('dialog', { name: 'Join our newsletter' })
    const link = screen.getByRole('link', { name: 'Join our newsletter' })
    expect(dialog).toContainElement(link)
    expect(link.getAttribute('href')).toMatch(/^\/summer-sale\/products\?banner=\d+$/)
  })

  it('is closed for good by its close button', async () => {
    const { souk } = renderWithSouk(<PopupBanner />)
    await userEvent.click(await screen.findByRole('button', { name: 'Close dialog' }))
    expect(screen.queryByRole('link')).toBeNull()
    expect(souk.storage.getItem(POPUP_BANNER_CLOSED_KEY)).toBe('true')
  })

  it('is closed for good with Escape', async () => {
    const { souk } = renderWithSouk(<PopupBanner />)
    await screen.findByRole('dialog')
    await userEvent.keyboard('{Escape}')
    expect(souk.banners.getState().popupBannerClosed).toBe(true)
  })

  it('stays closed once closed for good', async () => {
    const { souk, unmount } = renderWithSouk(<PopupBanner />)
    souk.banners.getState().closePopupBanner()
    unmount()
    renderWithSouk(<PopupBanner />, { storage: souk.storage })
    await idle()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('is not shown when the banner is private', async () => {
    renderWithSouk(<PopupBanner />, {
      initial: { common: makeCommon({ popup_banner: makeBanner({ type: 9, status: 2 }) }) },
    })
    await idle()
    expect(screen.queryByRole('link')).toBeNull()
  })
})
