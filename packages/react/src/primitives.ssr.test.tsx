// @vitest-environment node
import { createFakeSouk, makeCommon } from '@souk/core/testing'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import * as primitives from './primitives'
import { SoukProvider } from './SoukProvider'
import { expectCleanHydration } from './testing/hydration'

/** The shop's settings, built once: the server's page and the browser's must show the same banners. */
const common = makeCommon()

const NOW = Date.UTC(2030, 0, 1)
const options = [
  { value: 'fr', label: 'France' },
  { value: 'tr', label: 'Türkiye' },
]

const cases: [string, ReactElement][] = [
  ['CloseButton', <primitives.CloseButton key="x" label="Close" />],
  ['Popover', <primitives.Popover key="p" trigger="Cart" title="Your cart" footer="Total" />],
  [
    'Popover open',
    <primitives.Popover key="p" defaultOpen trigger="Cart" title="Your cart">
      <p>Kettle</p>
    </primitives.Popover>,
  ],
  [
    'Dropdown',
    <primitives.Dropdown key="d" label="Country" options={options} value="tr" onChange={() => {}} />,
  ],
  [
    'Dropdown searchable, empty',
    <primitives.Dropdown key="d" label="Country" options={[]} value={null} searchable onChange={() => {}} />,
  ],
  [
    'Dialog',
    <primitives.Dialog key="g" open={false} onClose={() => {}} title="Delete address">
      Sure?
    </primitives.Dialog>,
  ],
  [
    'Dialog open',
    <primitives.Dialog key="g" open onClose={() => {}} title="Delete address">
      Sure?
    </primitives.Dialog>,
  ],
  ['Toast', <primitives.Toast key="t" open error message="Boom" onClose={() => {}} />],
  ['ToastRegion', <primitives.ToastRegion key="t" />],
  [
    'Tabs',
    <primitives.Tabs
      key="t"
      label="Product"
      items={[
        { id: 'a', label: 'Description', content: 'Text' },
        { id: 'b', label: 'Reviews', content: 'None' },
      ]}
    />,
  ],
  [
    'Carousel',
    <primitives.Carousel key="c" autoplay>
      <p>One</p>
      <p>Two</p>
    </primitives.Carousel>,
  ],
  ['Pagination buttons', <primitives.Pagination key="p" paginator={{ current_page: 5, last_page: 20 }} />],
  [
    'Pagination links',
    <primitives.Pagination
      key="p"
      paginator={{ current_page: 1, last_page: 3 }}
      hrefForPage={(page) => `?page=${page}`}
    />,
  ],
  ['QuantityInput', <primitives.QuantityInput key="q" value={2} stock={5} onChange={() => {}} />],
  ['Countdown', <primitives.Countdown key="c" end="2030-01-02 03:04:05" now={NOW} label="Ends in" />],
  ['Shimmer', <primitives.Shimmer key="s" />],
  ['Shimmer lines', <primitives.Shimmer key="s" variant="line" />],
  [
    'Breadcrumb',
    <primitives.Breadcrumb key="b" items={[{ label: 'Home', href: '/' }, { label: 'Kettle' }]} />,
  ],
  [
    'EmptyState',
    <primitives.EmptyState key="e" title="No order found" action={{ label: 'Shop', href: '/' }} />,
  ],
]

/** The element in a page of its own: the server and the browser each build theirs. */
const page = (element: ReactElement, language = 'ar') => (
  <SoukProvider souk={createFakeSouk({ initial: { common }, language })}>{element}</SoukProvider>
)
const render = (element: ReactElement, language = 'ar') => renderToString(page(element, language))

describe('server rendering of the primitives', () => {
  it('runs without a DOM', () => {
    expect(typeof document).toBe('undefined')
    expect(typeof window).toBe('undefined')
  })

  it.each(cases)(
    'renders %s on the server, and the browser hydrates it without a mismatch',
    async (_name, element) => {
      await expectCleanHydration(() => page(element))
    },
  )

  it('renders the same countdown on every server for the same `now`', () => {
    const element = <primitives.Countdown end="2030-01-02 03:04:05" now={NOW} />
    const html = render(element, 'en')
    expect(html).toBe(render(element, 'en'))
    expect(html).toContain('>01<')
    expect(html).toContain('>05<')
  })

  it('renders pages as real links for crawlers', () => {
    const html = render(
      <primitives.Pagination
        paginator={{ current_page: 2, last_page: 3 }}
        hrefForPage={(page) => `/p?page=${page}`}
      />,
      'en',
    )
    expect(html).toContain('href="/p?page=3"')
    expect(html).toContain('aria-current="page"')
  })

  it('keeps every tab panel in the page', () => {
    const html = render(
      <primitives.Tabs
        label="Product"
        items={[
          { id: 'a', label: 'Description', content: 'First text' },
          { id: 'b', label: 'Reviews', content: 'Second text' },
        ]}
      />,
    )
    expect(html).toContain('First text')
    expect(html).toContain('Second text')
  })
})
