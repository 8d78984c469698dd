import { describe, expect, it } from 'vitest'
import { pageEndOf } from './pageEnd'

const Bar = () => null
const Other = () => null

describe('pageEndOf', () => {
  it('takes what the deepest matched route puts at the end of the page', () => {
    expect(
      pageEndOf([{ handle: undefined }, { handle: { pageEnd: Other } }, { handle: { pageEnd: Bar } }]),
    ).toBe(Bar)
  })

  it('is null for pages that put nothing there (stylesheets only, or no handle)', () => {
    expect(pageEndOf([{ handle: undefined }, { handle: { stylesheets: ['/a.css'] } }])).toBeNull()
  })
})
