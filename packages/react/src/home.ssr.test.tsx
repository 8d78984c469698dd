// @vitest-environment node
import { SortBy } from '@souk/core'
import { createFakeSouk, makeCategoryListingData, makeCommon, makeHomeData } from '@souk/core/testing'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import * as home from './home'
import { SoukProvider } from './SoukProvider'
import { expectCleanHydration } from './testing/hydration'

/** The shop's settings, built once: the server's page and the browser's must show the same banners. */
const common = makeCommon()

const data = makeHomeData()
const listing = makeCategoryListingData()
const noop = () => {}

const cases: [string, ReactElement][] = [
  ['HomeSlider', <home.HomeSlider key="s" slider={data.slider} />],
  ['HomeSlider loading', <home.HomeSlider key="s" slider={data.slider} loading />],
  ['SiteFeatures', <home.SiteFeatures key="f" features={data.site_features} />],
  ['HomeBanners', <home.HomeBanners key="b" banners={data.banners} />],
  ['Collections', <home.Collections key="c" collections={data.collections} />],
  ['FeaturedCategories', <home.FeaturedCategories key="fc" categories={data.featured_categories} />],
  ['FeaturedBrands', <home.FeaturedBrands key="fb" brands={data.featured_brands} />],
  ['FlashSales', <home.FlashSales key="fs" sales={data.flash_sales} now={Date.now()} />],
  ['FlashSales loading', <home.FlashSales key="fs" sales={[]} loading />],
  [
    'Filters',
    <home.Filters
      key="fi"
      value={{ ...home.EMPTY_FILTERS, brand: [1], rating: 3, min: 5 }}
      onChange={noop}
      brands={listing.brands}
      collections={listing.collections}
      shipping={listing.shipping}
    />,
  ],
  ['Filters error', <home.Filters key="fi" value={home.EMPTY_FILTERS} onChange={noop} error="Offline." />],
  ['SortSelect', <home.SortSelect key="so" value={SortBy.FEATURED} onChange={noop} />],
  ['ResultCount', <home.ResultCount key="r" paginator={listing.result} />],
  ['HomeSection', <home.HomeSection key="h" title="Picks" link={{ href: '/picks' }} />],
]

describe('server rendering of the home sections and listing controls', () => {
  it('runs without a DOM', () => {
    expect(typeof document).toBe('undefined')
    expect(typeof window).toBe('undefined')
  })

  it.each(cases)(
    'renders %s in Arabic on the server, and the browser hydrates it without a mismatch',
    async (_name, element) => {
      await expectCleanHydration(() => (
        <SoukProvider souk={createFakeSouk({ initial: { common }, language: 'ar' })}>{element}</SoukProvider>
      ))
    },
  )

  it('covers every component of the barrel', () => {
    const rendered = new Set(cases.map(([name]) => name.split(' ')[0]))
    const components = Object.keys(home).filter((name) => /^[A-Z][a-z]/.test(name))
    expect(components.filter((name) => !rendered.has(name))).toEqual([])
  })

  it('renders the filters in the page (the drawer needs the browser’s screen size)', () => {
    const souk = createFakeSouk({ initial: { common: makeCommon() } })
    const html = renderToString(
      <SoukProvider souk={souk}>
        <home.Filters value={home.EMPTY_FILTERS} onChange={noop} brands={listing.brands} />
      </SoukProvider>,
    )
    expect(html).toContain('type="checkbox"')
    expect(html).not.toContain('<dialog')
  })
})
