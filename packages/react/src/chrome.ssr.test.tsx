// @vitest-environment node
import {
  createFakeSouk,
  makeBanner,
  makeCommon,
  makeLongFooterCommon,
  makeSearchSuggestions,
  makeWhatsAppStore,
} from '@souk/core/testing'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import * as chrome from './chrome'
import { SoukProvider } from './SoukProvider'
import { expectCleanHydration } from './testing/hydration'

/** The shop's settings, built once: the server's page and the browser's must show the same banners. */
const common = makeCommon()

const noop = () => {}

const cases: [string, ReactElement][] = [
  ['Header', <chrome.Header key="h" onNavigate={noop} />],
  ['Header on the search page', <chrome.Header key="h" onNavigate={noop} onSearchPage searchQuery="shirt" />],
  ['TopBanner', <chrome.TopBanner key="t" />],
  ['CategoryMenu', <chrome.CategoryMenu key="cm" />],
  ['CategoryDrawer', <chrome.CategoryDrawer key="cd" />],
  ['LanguageSelect', <chrome.LanguageSelect key="l" />],
  ['AccountMenu', <chrome.AccountMenu key="a" />],
  ['CartButton', <chrome.CartButton key="c" />],
  ['HeaderLinks', <chrome.HeaderLinks key="hl" side="left" />],
  ['SearchBox', <chrome.SearchBox key="s" onNavigate={noop} />],
  [
    'SuggestionsPopup',
    <chrome.SuggestionsPopup
      key="sp"
      id="suggestions"
      open
      status="results"
      text="shirt"
      groups={chrome.suggestionGroups(makeSearchSuggestions())}
      activeKey="k1"
      onPick={noop}
    />,
  ],
  [
    'SuggestionsPopup nothing found',
    <chrome.SuggestionsPopup
      key="sp"
      id="s"
      open
      status="empty"
      text="zzz"
      groups={[]}
      activeKey={null}
      onPick={noop}
    />,
  ],
  [
    'CategoryTree menu',
    <chrome.CategoryTree key="cm" variant="menu" categories={makeLongFooterCommon().categories} />,
  ],
  ['CategoryTree footer', <chrome.CategoryTree key="cf" variant="footer" />],
  ['Footer', <chrome.Footer key="f" year={2025} />],
  ['NewsletterForm', <chrome.NewsletterForm key="n" />],
  ['CookieBanner', <chrome.CookieBanner key="cb" />],
  ['PopupBanner', <chrome.PopupBanner key="pb" />],
  ['BannerBlock', <chrome.BannerBlock key="bb" banner={makeBanner()} onClose={noop} />],
  ['StickyCartBar', <chrome.StickyCartBar key="sc" />],
  ['WhatsAppButton', <chrome.WhatsAppButton key="w" store={makeWhatsAppStore()} />],
  ['LoadingBar', <chrome.LoadingBar key="lb" active />],
  ['OfflineNotice', <chrome.OfflineNotice key="o" />],
  ['ErrorView', <chrome.ErrorView key="e" statusCode={404} />],
  ['ErrorView minimal', <chrome.ErrorView key="em" variant="minimal" />],
]

describe('server rendering of the site chrome', () => {
  it('runs without a DOM', () => {
    expect(typeof document).toBe('undefined')
    expect(typeof window).toBe('undefined')
  })

  // The cookie banner depends on local storage: the server leaves it to the client (see below).
  const clientOnly = new Set(['CookieBanner'])

  it.each(cases)(
    'renders %s in Arabic on the server, and the browser hydrates it without a mismatch',
    async (name, element) => {
      await expectCleanHydration(
        () => (
          <SoukProvider souk={createFakeSouk({ initial: { common }, language: 'ar' })}>
            {element}
          </SoukProvider>
        ),
        { clientOnly: clientOnly.has(name) },
      )
    },
  )

  it('leaves the cookie banner to the client, and renders the top banner (no layout shift on hydration)', () => {
    const souk = createFakeSouk({ initial: { common: makeCommon() } })
    expect(renderToString(<SoukProvider souk={souk}>{<chrome.CookieBanner />}</SoukProvider>)).toBe('')
    // Closed on an earlier visit, it is hidden before paint by the page's `data-souk-top-banner-closed`.
    expect(renderToString(<SoukProvider souk={souk}>{<chrome.TopBanner />}</SoukProvider>)).toContain(
      'souk-top-banner',
    )
  })

  it('renders the header’s links and the search form for crawlers and script-less browsers', () => {
    const souk = createFakeSouk({ initial: { common: makeCommon() }, language: 'fr' })
    const html = renderToString(
      <SoukProvider souk={souk}>
        <chrome.Header onNavigate={noop} />
      </SoukProvider>,
    )
    expect(html).toContain('action="/fr/search"')
    expect(html).toContain('href="/fr/login"')
    expect(html).toContain('href="/fr/cart"')
  })
})
