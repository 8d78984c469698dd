/**
 * The pure part of a seed picture: what to draw (a `Painting`, plain data that crosses to a worker thread) and
 * the drawing itself with its PNG encoding (`paint`). No database, no storage: `generate.ts` decides what a name
 * shows, `painters.ts` runs `paint` off the main thread.
 */
import { categoryPicture, type Kind, markPicture, productPicture, promoPicture } from './art'
import type { Rgb } from './canvas'
import { encodePng } from './png'

/** A picture to draw, by its art function and that function's arguments. */
export type Painting =
  | { art: 'product'; size: number; hue: number; kind: Kind; seed: number; tint?: Rgb }
  | { art: 'category'; size: number; hue: number; kind: Kind; seed: number }
  | { art: 'mark'; width: number; height: number; seed: number; awning: boolean; word?: string }
  | {
      art: 'promo'
      width: number
      height: number
      hue: number
      kinds: Kind[]
      seed: number
      layout: 'side' | 'strip'
    }

/** Draws a painting and encodes it as a PNG file. */
export function paint(painting: Painting): Uint8Array {
  const canvas =
    painting.art === 'product'
      ? productPicture(painting.size, painting.hue, painting.kind, painting.seed, painting.tint)
      : painting.art === 'category'
        ? categoryPicture(painting.size, painting.hue, painting.kind, painting.seed)
        : painting.art === 'mark'
          ? markPicture(painting.width, painting.height, painting.seed, painting.awning, painting.word)
          : promoPicture(
              painting.width,
              painting.height,
              painting.hue,
              painting.kinds,
              painting.seed,
              painting.layout,
            )
  return encodePng(canvas.width, canvas.height, canvas.data)
}
