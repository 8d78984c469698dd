import { COOKIE_BANNER_CLOSED_KEY, POPUP_BANNER_CLOSED_KEY } from '@souk/core'
import { makeBanner, makeCommon } from '@souk/core/testing'
import { act, fireEvent, screen, within } from '@testing-library/react'
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

/** The shop's settings with the cookie bar off: the popup never shows while the bar is up. */
function withoutCookieBar(common = makeCommon()) {
  return { initial: { common: { ...common, setting: { ...common.setting, cookie_banner: 0 as const } } } }
}

describe('PopupBanner', () => {
  it('opens a dialog named by the banner, its art linking to the target, once the page is idle', async () => {
    renderWithSouk(<PopupBanner delay={0} />, withoutCookieBar())
    expect(screen.queryByRole('dialog')).toBeNull()
    const dialog = await screen.findByRole('dialog', { name: 'Join our newsletter' })
    // No line or call to action in the banner: a translated 'Shop now' is the link's text.
    const link = within(dialog).getByRole('link', { name: 'Shop now' })
    expect(link.getAttribute('href')).toMatch(/^\/summer-sale\/products\?banner=\d+$/)
  })

  it('shows the banner’s line and call to action as text over its 3:2 art, the title once as the dialog’s heading', async () => {
    const banner = makeBanner({
      type: 9,
      title: 'Join our newsletter and save',
      subtitle: 'Get 10% off your first order',
      button: 'Learn more',
    })
    renderWithSouk(<PopupBanner delay={0} />, withoutCookieBar(makeCommon({ popup_banner: banner })))
    const dialog = await screen.findByRole('dialog', { name: 'Join our newsletter and save' })
    const link = within(dialog).getByRole('link', { name: 'Get 10% off your first order Learn more' })
    expect(within(dialog).getAllByText('Join our newsletter and save')).toHaveLength(1)
    expect(link.querySelectorAll('a, button')).toHaveLength(0)
    const art = link.querySelector('img')
    expect(art).toHaveAttribute('width', '960')
    expect(art).toHaveAttribute('height', '640')
  })

  it('is closed for good by its close button', async () => {
    const { souk } = renderWithSouk(<PopupBanner delay={0} />, withoutCookieBar())
    await userEvent.click(await screen.findByRole('button', { name: 'Close dialog' }))
    expect(screen.queryByRole('link')).toBeNull()
    expect(souk.storage.getItem(POPUP_BANNER_CLOSED_KEY)).toBe('true')
  })

  it('is closed for good with Escape', async () => {
    const { souk } = renderWithSouk(<PopupBanner delay={0} />, withoutCookieBar())
    await screen.findByRole('dialog')
    await userEvent.keyboard('{Escape}')
    expect(souk.banners.getState().popupBannerClosed).toBe(true)
  })

  it('stays closed once closed for good', async () => {
    const { souk, unmount } = renderWithSouk(<PopupBanner delay={0} />, withoutCookieBar())
    souk.banners.getState().closePopupBanner()
    unmount()
    renderWithSouk(<PopupBanner delay={0} />, { storage: souk.storage, ...withoutCookieBar() })
    await idle()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('is not shown when the banner is private', async () => {
    renderWithSouk(
      <PopupBanner delay={0} />,
      withoutCookieBar(makeCommon({ popup_banner: makeBanner({ type: 9, status: 2 }) })),
    )
    await idle()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('waits for the shopper’s first interaction (or some seconds) before it opens, and has a heading', async () => {
    renderWithSouk(<PopupBanner delay={60_000} afterInteraction={200} />, withoutCookieBar())
    await idle()
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.keyDown(window, { key: 'ArrowDown' })
    await screen.findByRole('dialog', { name: 'Join our newsletter' })
    expect(screen.getByRole('heading', { name: 'Join our newsletter' })).toBeVisible()
  })

  it('is named by a translated fallback when the banner has no title', async () => {
    renderWithSouk(<PopupBanner delay={0} />, {
      language: 'fr',
      ...withoutCookieBar(makeCommon({ popup_banner: makeBanner({ type: 9, title: '' }) })),
    })
    expect(await screen.findByRole('heading', { name: 'Offre spéciale' })).toBeVisible()
  })

  it('never opens while the cookie bar is up, and opens once it is closed', async () => {
    const common = makeCommon()
    const { souk } = renderWithSouk(<PopupBanner delay={0} />, {
      initial: { common: { ...common, setting: { ...common.setting, cookie_banner: 1 } } },
    })
    await idle()
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => souk.banners.getState().closeCookieBanner())
    expect(await screen.findByRole('dialog', { name: 'Join our newsletter' })).toBeVisible()
    expect(souk.storage.getItem(COOKIE_BANNER_CLOSED_KEY)).toBe('true')
  })
})
