/**
 * A small stroke alphabet, so pictures can carry words (a brand's wordmark) without a font: each capital is a few
 * polylines on a 4 × 6 grid, drawn as round-capped strokes. Letters it does not know are drawn as a gap.
 */
import { type Canvas, capsule, type Rgb } from './canvas'

type Line = readonly (readonly [number, number])[]

const O: Line = [
  [1, 0],
  [3, 0],
  [4, 1],
  [4, 5],
  [3, 6],
  [1, 6],
  [0, 5],
  [0, 1],
  [1, 0],
]
const P: Line = [
  [0, 6],
  [0, 0],
  [3, 0],
  [4, 1],
  [4, 2],
  [3, 3],
  [0, 3],
]

/** The strokes of each capital letter and digit-free punctuation the seed's names use. */
export const GLYPHS: Readonly<Record<string, readonly Line[]>> = {
  A: [
    [
      [0, 6],
      [2, 0],
      [4, 6],
    ],
    [
      [0.7, 4],
      [3.3, 4],
    ],
  ],
  B: [
    [
      [0, 3],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
      [0, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
    ],
  ],
  C: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
    ],
  ],
  D: [
    [
      [0, 0],
      [0, 6],
      [2.5, 6],
      [4, 4.5],
      [4, 1.5],
      [2.5, 0],
      [0, 0],
    ],
  ],
  E: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
      [4, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  F: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  G: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 3],
      [2, 3],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [4, 6],
    ],
    [
      [0, 3],
      [4, 3],
    ],
  ],
  I: [
    [
      [2, 0],
      [2, 6],
    ],
    [
      [1, 0],
      [3, 0],
    ],
    [
      [1, 6],
      [3, 6],
    ],
  ],
  J: [
    [
      [4, 0],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [0, 3.5],
    ],
    [
      [1.3, 2.4],
      [4, 6],
    ],
  ],
  L: [
    [
      [0, 0],
      [0, 6],
      [4, 6],
    ],
  ],
  M: [
    [
      [0, 6],
      [0, 0],
      [2, 3.5],
      [4, 0],
      [4, 6],
    ],
  ],
  N: [
    [
      [0, 6],
      [0, 0],
      [4, 6],
      [4, 0],
    ],
  ],
  O: [O],
  P: [P],
  Q: [
    O,
    [
      [2.6, 4.6],
      [4, 6],
    ],
  ],
  R: [
    P,
    [
      [2, 3],
      [4, 6],
    ],
  ],
  S: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 2],
      [1, 3],
      [3, 3],
      [4, 4],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  T: [
    [
      [0, 0],
      [4, 0],
    ],
    [
      [2, 0],
      [2, 6],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 0],
    ],
  ],
  V: [
    [
      [0, 0],
      [2, 6],
      [4, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [1, 6],
      [2, 2],
      [3, 6],
      [4, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [4, 6],
    ],
    [
      [4, 0],
      [0, 6],
    ],
  ],
  Y: [
    [
      [0, 0],
      [2, 3],
      [4, 0],
    ],
    [
      [2, 3],
      [2, 6],
    ],
  ],
  Z: [
    [
      [0, 0],
      [4, 0],
      [0, 6],
      [4, 6],
    ],
  ],
}

/** Grid units a letter advances by (its 4 units and a gap), and a space. */
const ADVANCE = 5.6
const SPACE = 3.5

/** The width in grid units of a word written in capitals. */
export function wordUnits(text: string): number {
  let units = 0
  for (const char of text.toUpperCase()) units += char === ' ' ? SPACE : ADVANCE
  return Math.max(0, units - (ADVANCE - 4))
}

/**
 * Writes `text` in capitals, centred on (cx, cy), as tall as `height` px at most and no wider than `maxWidth` px.
 * Returns the letter height used.
 */
export function drawWord(
  canvas: Canvas,
  text: string,
  cx: number,
  cy: number,
  height: number,
  maxWidth: number,
  color: Rgb,
): number {
  const units = wordUnits(text)
  const unit = Math.min(height / 6, units > 0 ? maxWidth / units : height / 6)
  const stroke = Math.max(1, unit * 0.7)
  let x = cx - (units * unit) / 2
  const top = cy - 3 * unit
  for (const char of text.toUpperCase()) {
    if (char === ' ') {
      x += SPACE * unit
      continue
    }
    for (const line of GLYPHS[char] ?? []) {
      for (let i = 1; i < line.length; i++) {
        const a = line[i - 1]
        const b = line[i]
        if (!a || !b) continue
        canvas.fill(
          capsule(x + a[0] * unit, top + a[1] * unit, x + b[0] * unit, top + b[1] * unit, stroke / 2),
          color,
        )
      }
    }
    x += ADVANCE * unit
  }
  return unit * 6
}
