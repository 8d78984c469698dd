import { TOP_BANNER_CLOSED_KEY } from '@souk/core'
import { makeBanner, makeCommon } from '@souk/core/testing'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { TopBanner } from './TopBanner'

describe('TopBanner', () => {
  it('shows the shop’s top banner as a link in a named region', () => {
    renderWithSouk(<TopBanner />)
    const region = screen.getByRole('region', { name: 'Announcement' })
    expect(region).toContainElement(screen.getByRole('link', { name: 'Free shipping over $50' }))
  })

  it('is closed for good by its close button', async () => {
    const { souk } = renderWithSouk(<TopBanner />)
    await userEvent.click(screen.getByRole('button', { name: 'Close banner' }))
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull()
    expect(souk.storage.getItem(TOP_BANNER_CLOSED_KEY)).toBe('true')
    expect(souk.banners.getState().topBannerClosed).toBe(true)
  })

  it('stays hidden once closed', () => {
    const { souk, unmount } = renderWithSouk(<TopBanner />)
    souk.banners.getState().closeTopBanner()
    unmount()
    renderWithSouk(<TopBanner />, { storage: souk.storage })
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull()
  })

  it('has no close button when the banner is not closable', () => {
    const common = makeCommon({ top_banner: makeBanner({ type: 8, title: 'Welcome', closable: 2 }) })
    renderWithSouk(<TopBanner />, { initial: { common } })
    expect(screen.getByRole('link', { name: 'Welcome' })).toBeInTheDocument()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('is not shown when the banner is private or missing', () => {
    const { container, unmount } = renderWithSouk(<TopBanner />, {
      initial: { common: makeCommon({ top_banner: makeBanner({ status: 2 }) }) },
    })
    expect(container).toBeEmptyDOMElement()
    unmount()
    const missing = renderWithSouk(<TopBanner />, { initial: { common: makeCommon({ top_banner: null }) } })
    expect(missing.container).toBeEmptyDOMElement()
  })
})
