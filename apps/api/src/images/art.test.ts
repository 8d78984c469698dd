import { describe, expect, it } from 'vitest'
import { PROMO_ART_KINDS, PROMO_TITLES } from '../seed/content'
import { BRAND_NAMES } from '../seed/words'
import { KINDS, kindOf, markPicture, productPicture, promoPicture } from './art'
import { GLYPHS } from './letters'
import { TINTS } from './names'

/** The lightest channel value in a part of a picture (x and y as fractions of its size). */
function lightestIn(
  picture: { width: number; height: number; data: Uint8Array },
  [x0, x1]: [number, number],
  [y0, y1]: [number, number],
) {
  let lightest = 0
  for (let y = Math.floor(picture.height * y0); y < picture.height * y1; y++) {
    for (let x = Math.floor(picture.width * x0); x < picture.width * x1; x++) {
      const i = (y * picture.width + x) * 3
      lightest = Math.max(lightest, picture.data[i] ?? 0, picture.data[i + 1] ?? 0, picture.data[i + 2] ?? 0)
    }
  }
  return lightest
}

describe('the art of promotions', () => {
  it("shows each seeded headline's subject: books for the books banner, clothes for the fashion slide", () => {
    expect(PROMO_ART_KINDS).toHaveLength(PROMO_TITLES.length)
    const subjectOf = (headline: string) =>
      PROMO_ART_KINDS[PROMO_TITLES.findIndex((title) => title.en === headline)]
    expect(subjectOf('Stories for every age')?.[0]).toBe('book')
    expect(subjectOf('New season, new style')?.[0]).toBe('dress')
    expect(subjectOf('Sound that moves you')?.[0]).toBe('headphones')
    // Two promotions drawn with different subjects differ.
    const books = promoPicture(800, 400, 200, ['book', 'notebook'], 7)
    const sound = promoPicture(800, 400, 200, ['headphones', 'speaker'], 7)
    expect(Buffer.from(books.data).equals(Buffer.from(sound.data))).toBe(false)
  })

  it('draws no placeholder bars where the texts go: the left 40% stays dark for light text', () => {
    for (const [width, height] of [
      [800, 400],
      [1000, 400],
      [960, 640],
    ] as const) {
      for (const seed of [1, 7, 1234, 99999]) {
        const picture = promoPicture(width, height, seed % 360, ['phone', 'mug', 'book'], seed)
        expect(lightestIn(picture, [0, 0.4], [0, 1])).toBeLessThan(170)
      }
    }
  })

  it('keeps its subject (the light disc and silhouettes) away from the edges a crop takes first', () => {
    const picture = promoPicture(1600, 800, 210, ['headphones', 'watch'], 42)
    // The background lightens towards the right, but nothing there is as light as the subject's disc.
    expect(lightestIn(picture, [0.92, 1], [0, 1])).toBeLessThan(215)
    expect(lightestIn(picture, [0, 1], [0, 0.08])).toBeLessThan(215)
    expect(lightestIn(picture, [0, 1], [0.92, 1])).toBeLessThan(215)
    expect(lightestIn(picture, [0.45, 0.92], [0.1, 0.9])).toBeGreaterThan(215)
  })

  it('draws the top strip without subject, alike along its whole width', () => {
    const picture = promoPicture(1920, 120, 18, ['phone'], 5, 'strip')
    const left = lightestIn(picture, [0.2, 0.4], [0, 1])
    const middle = lightestIn(picture, [0.4, 0.6], [0, 1])
    expect(Math.abs(left - middle)).toBeLessThan(60)
    expect(middle).toBeLessThan(200)
  })
})

describe('the outlines of products', () => {
  const share = (picture: { data: Uint8Array }, [r, g, b]: readonly number[]) => {
    let near = 0
    for (let i = 0; i < picture.data.length; i += 3) {
      const d =
        Math.abs((picture.data[i] ?? 0) - (r ?? 0)) +
        Math.abs((picture.data[i + 1] ?? 0) - (g ?? 0)) +
        Math.abs((picture.data[i + 2] ?? 0) - (b ?? 0))
      if (d < 40) near++
    }
    return near / (picture.data.length / 3)
  }

  it('draws every kind as its own shape, none as the fallback gift box', () => {
    const gift = productPicture(120, 200, 'gift', 3)
    for (const kind of KINDS.filter((kind) => kind !== 'gift')) {
      expect(productPicture(120, 200, kind, 3).data, kind).not.toEqual(gift.data)
    }
  })

  it('paints the object in the chosen colour: a green variant’s picture is green, a red one red', () => {
    const faint = KINDS.filter(
      (kind) =>
        // A red category (hue 0) keeps the background far from green, a blue one far from red.
        share(productPicture(160, 0, kind, 11, TINTS.green), TINTS.green ?? []) < 0.02 ||
        share(productPicture(160, 220, kind, 11, TINTS.red), TINTS.red ?? []) < 0.02,
    )
    expect(faint).toEqual([])
  })

  it('draws headphones as headphones, not a phone, for titles of databases seeded before product types', () => {
    expect(kindOf('Dunmore Wireless Headphones')).toBe('headphones')
    expect(kindOf('Nordia Modern Smartphone')).toBe('phone')
  })
})

describe('brand logos', () => {
  it('know a stroke for every letter of every brand name', () => {
    for (const name of BRAND_NAMES)
      for (const letter of name.toUpperCase().replace(/ /g, '')) expect(GLYPHS[letter], letter).toBeDefined()
  })

  it("write the brand's name under the emblem in dark letters, each name its own", () => {
    const lower = (name: string) => {
      const picture = markPicture(320, 160, 5, false, name)
      return picture.data.slice(320 * 3 * 104, 320 * 3 * 140)
    }
    const dark = (band: Uint8Array) => band.filter((_, i) => i % 3 === 0 && (band[i] ?? 255) < 100).length
    expect(dark(lower('Nordia'))).toBeGreaterThan(400)
    expect(lower('Nordia')).not.toEqual(lower('Kestrel'))
  })
})
