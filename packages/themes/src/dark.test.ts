import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { declarationsOf, synced } from '../scripts/dark.mjs'

const css = readFileSync(new URL('./dark.css', import.meta.url), 'utf8')

describe('the dark tokens, one list for theme="dark" and for theme="auto" in a dark system', () => {
  it('declares the same tokens with the same values in both blocks', () => {
    const dark: string[] = declarationsOf(css, '[data-souk-theme="dark"]')
    expect(dark.length).toBeGreaterThan(20)
    expect(declarationsOf(css, '[data-souk-theme="auto"]')).toEqual(dark)
  })

  it('is what the build writes from the dark block (nothing to regenerate)', () => {
    expect(synced(css)).toBe(css)
  })

  it('finds a drift: a token missing from the auto block', () => {
    const drifted = css.replace(
      /(\[data-souk-theme="auto"\][\s\S]*?)--souk-color-logo-plate: transparent;\n\s*/,
      '$1',
    )
    expect(declarationsOf(drifted, '[data-souk-theme="auto"]')).not.toEqual(
      declarationsOf(drifted, '[data-souk-theme="dark"]'),
    )
    expect(declarationsOf(synced(drifted), '[data-souk-theme="auto"]')).toEqual(
      declarationsOf(drifted, '[data-souk-theme="dark"]'),
    )
  })
})
