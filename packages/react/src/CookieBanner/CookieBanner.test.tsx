import { COOKIE_BANNER_CLOSED_KEY } from '@souk/core'
import { makeCommon, makeSetting } from '@souk/core/testing'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { CookieBanner } from './CookieBanner'

const text = 'This website uses cookies to make sure you get the best experience.'

describe('CookieBanner', () => {
  it('says the site uses cookies, in a region named by that text', () => {
    renderWithSouk(<CookieBanner />)
    expect(screen.getByRole('region', { name: text })).toBeInTheDocument()
  })

  it('is closed for good with Got it', async () => {
    const { souk } = renderWithSouk(<CookieBanner />)
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }))
    expect(screen.queryByText(text)).toBeNull()
    expect(souk.storage.getItem(COOKIE_BANNER_CLOSED_KEY)).toBe('true')
  })

  it('stays closed once closed', () => {
    const { souk, unmount } = renderWithSouk(<CookieBanner />)
    souk.banners.getState().closeCookieBanner()
    unmount()
    renderWithSouk(<CookieBanner />, { storage: souk.storage })
    expect(screen.queryByText(text)).toBeNull()
  })

  it('is not shown when the shop’s cookie banner setting is off', () => {
    const { container } = renderWithSouk(<CookieBanner />, {
      initial: { common: makeCommon({ setting: makeSetting({ cookie_banner: 0 }) }) },
    })
    expect(container).toBeEmptyDOMElement()
  })
})
