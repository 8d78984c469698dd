import { describe, expect, it } from 'vitest'
import { promoPicture } from './art'

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
