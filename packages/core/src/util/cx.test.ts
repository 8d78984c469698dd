import { describe, expect, it } from 'vitest'
import { cx } from './cx'

describe('cx', () => {
  it('joins the parts that are set with one space', () => {
    expect(cx('souk-card', 'souk-card--selected', 'host-class')).toBe(
      'souk-card souk-card--selected host-class',
    )
  })

  it('skips empty, false, null and undefined parts', () => {
    const selected = false
    expect(cx('', 'souk-card', selected && 'souk-card--selected', null, undefined, 'host')).toBe(
      'souk-card host',
    )
  })

  it('gives an empty string when no part is set, so an empty attribute stays empty', () => {
    expect(cx(undefined, '', false)).toBe('')
  })
})
