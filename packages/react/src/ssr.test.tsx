// @vitest-environment node
import { createFakeSouk, makeCommon, makeListingCard } from '@souk/core/testing'
import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import * as components from './index'
import { renderOnServerThenHydrate } from './testing/hydration'

/** The shop's settings, built once: the server's page and the browser's must show the same banners. */
const common = makeCommon()

const cases: [string, () => ReactElement][] = [
  ['Button', () => <components.Button>Buy</components.Button>],
  ['Button busy', () => <components.Button busy />],
  ['PriceLabel', () => <components.PriceLabel item={makeListingCard({ selling: 150, offered: 100 })} />],
  ['Rating', () => <components.Rating value={3.5} count={4} />],
  ['Image', () => <components.Image src="a.jpg" alt="A" width={10} height={10} />],
  ['Icon', () => <components.Icon name="cart" />],
]

describe('server rendering', () => {
  it('runs without a DOM', () => {
    expect(typeof document).toBe('undefined')
  })

  it.each(cases)(
    'renders %s in Arabic on the server, and the browser hydrates it as it is',
    async (_name, element) => {
      const { html, errors } = await renderOnServerThenHydrate(() => (
        <components.SoukProvider souk={createFakeSouk({ initial: { common }, language: 'ar' })}>
          {element()}
        </components.SoukProvider>
      ))
      expect(errors).toEqual([])
      expect(html).not.toContain('undefined')
    },
  )
})
