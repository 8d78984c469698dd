// @vitest-environment node
import { createFakeSouk, makeCommon, makeListingCard } from '@souk/core/testing'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import * as components from './index'

describe('server rendering', () => {
  it('runs without a DOM', () => {
    expect(typeof document).toBe('undefined')
  })

  it.each([
    ['Button', <components.Button key="b">Buy</components.Button>],
    ['Button busy', <components.Button key="b" busy />],
    ['PriceLabel', <components.PriceLabel key="p" item={makeListingCard({ selling: 150, offered: 100 })} />],
    ['Rating', <components.Rating key="r" value={3.5} count={4} />],
    ['Image', <components.Image key="i" src="a.jpg" alt="A" width={10} height={10} />],
    ['Icon', <components.Icon key="c" name="cart" />],
  ])('renders %s to a string', (_name, element) => {
    const souk = createFakeSouk({ initial: { common: makeCommon() }, language: 'ar' })
    const html = renderToString(<components.SoukProvider souk={souk}>{element}</components.SoukProvider>)
    expect(html.length).toBeGreaterThan(0)
    expect(html).not.toContain('undefined')
  })
})
