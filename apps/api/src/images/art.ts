/** The pictures: product silhouettes on category palettes, category tiles, brand and store marks, banners. */
import { box, Canvas, capsule, circle, ellipse, hsl, polygon, type Rgb, ring, type Shape } from './canvas'
import { drawWord } from './letters'

/** A small deterministic generator (mulberry32) so the same name always gives the same picture. */
export function randomFrom(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A stable number for a text. */
export function hashOf(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}

/** Base hue per top-level category (unknown ones get a hue from their name). */
const CATEGORY_HUES: Record<string, number> = {
  electronics: 212,
  fashion: 335,
  'home-kitchen': 28,
  'beauty-health': 300,
  'sports-outdoors': 135,
  books: 18,
  'toys-games': 48,
  grocery: 88,
  'jewelry-watches': 42,
  automotive: 2,
  clearance: 190,
}
export const hueOf = (slug: string) => CATEGORY_HUES[slug] ?? hashOf(slug) % 360

/** The outlines a picture can draw (a product type names one; see the seed's `PRODUCT_TYPES`). */
export const KINDS = [
  'phone',
  'phone-case',
  'tablet',
  'e-reader',
  'watch',
  'smartwatch',
  'tracker',
  'headphones',
  'speaker',
  'keyboard',
  'mouse',
  'shirt',
  'polo',
  'jacket',
  'coat',
  'dress',
  'scarf',
  'shoe',
  'sandal',
  'pan',
  'saucepan',
  'plate',
  'mug',
  'chair',
  'shelf',
  'lamp',
  'cushion',
  'bottle',
  'dropper',
  'cream',
  'soap',
  'jar',
  'tent',
  'sleeping-bag',
  'roll',
  'roller',
  'lantern',
  'headlamp',
  'dumbbell',
  'rope',
  'helmet',
  'flask',
  'book',
  'notebook',
  'pens',
  'game',
  'cards',
  'puzzle',
  'cube',
  'blocks',
  'marble-run',
  'teddy',
  'rabbit',
  'coffee-bag',
  'tea-box',
  'chocolate',
  'oil-bottle',
  'jewel',
  'pendant',
  'ring',
  'earrings',
  'car',
  'seat',
  'holder',
  'roof-box',
  'inflator',
  'tool',
  'tool-kit',
  'cloth',
  'gift',
] as const
/** One outline. */
export type Kind = (typeof KINDS)[number]

/** Words of a category (or of a legacy product title) and the outline they suggest. */
const KIND_WORDS: [RegExp, Kind][] = [
  [/smartwatch|wristwatch|chronograph|fitness tracker|watch/, 'watch'],
  [/tablet|e-reader/, 'tablet'],
  [/headphone|audio/, 'headphones'],
  [/smartphone|phone case|phones|smartphones/, 'phone'],
  [/speaker/, 'speaker'],
  [/keyboard|computer/, 'keyboard'],
  [/mouse/, 'mouse'],
  [/dress|women/, 'dress'],
  [/scarf|accessor/, 'scarf'],
  [/shirt|jacket|coat|cloth|fashion/, 'shirt'],
  [/sneaker|sandal|shoe/, 'shoe'],
  [/saucepan|frying pan|pan|cookware|kitchen/, 'pan'],
  [/plate|tableware/, 'plate'],
  [/mug|coffee|beverage/, 'mug'],
  [/chair|furniture/, 'chair'],
  [/bookshelf/, 'shelf'],
  [/lamp|decor|lighting/, 'lamp'],
  [/cushion|home/, 'cushion'],
  [/cream|serum|lotion|soap|shampoo|hair|oil|skin|beauty|bottle/, 'bottle'],
  [/tea|nuts|chocolate|honey|snack|pantry|grocery/, 'jar'],
  [/tent|camping|outdoor/, 'tent'],
  [/yoga|massage|sleeping bag|wellness/, 'roll'],
  [/lantern|headlamp/, 'lantern'],
  [/dumbbell|jump rope|fitness|sport/, 'dumbbell'],
  [/helmet|cycling/, 'helmet'],
  [/novel|poetry|anthology|picture book|activity book|notebook|pen set|book|fiction|stationery/, 'book'],
  [/chess|card game|puzzle|cube|marble|game/, 'game'],
  [/teddy|plush|toy/, 'teddy'],
  [/necklace|pendant|ring|earring|jewel/, 'jewel'],
  [/seat cover|phone holder|car cover|roof box|car|auto|interior|exterior/, 'car'],
  [/tire|tool kit|wax|tool|care/, 'tool'],
]

/** The outline for a category (its slug and title), or for a product of a database seeded before product types
 * (whose picture names do not say their outline). */
export function kindOf(text: string): Kind {
  const lower = text.toLowerCase()
  for (const [pattern, kind] of KIND_WORDS) if (pattern.test(lower)) return kind
  return 'gift'
}

/** Colours of one picture. */
interface Paint {
  main: Rgb
  dark: Rgb
  light: Rgb
  accent: Rgb
  shine: Rgb
}

function paintFor(hue: number, random: () => number, tint?: Rgb): Paint {
  const h = hue + (random() - 0.5) * 50
  const s = 0.45 + random() * 0.35
  const l = 0.38 + random() * 0.2
  if (tint) {
    // The object takes the tint (the variant's colour); its shades are the tint darkened and lightened.
    const mix = (to: number, amount: number) =>
      tint.map((channel) => Math.round(channel + (to - channel) * amount)) as unknown as Rgb
    const pale = tint[0] + tint[1] + tint[2] > 600
    return {
      main: tint,
      dark: pale ? mix(60, 0.45) : mix(0, 0.45),
      light: pale ? mix(255, 0.9) : mix(255, 0.7),
      accent: hsl(h + 150 + random() * 60, 0.65, 0.55),
      shine: [255, 255, 255],
    }
  }
  return {
    main: hsl(h, s, l),
    dark: hsl(h, s * 0.8, l * 0.55),
    light: hsl(h, s * 0.5, 0.9),
    accent: hsl(h + 150 + random() * 60, 0.65, 0.55),
    shine: [255, 255, 255],
  }
}

/** Draws one silhouette into a square area of side `size` at (ox, oy); coordinates below are in 0..100. */
function drawKind(
  canvas: Canvas,
  kind: Kind,
  p: Paint,
  ox: number,
  oy: number,
  size: number,
  random: () => number,
) {
  const u = size / 100
  const X = (x: number) => ox + x * u
  const Y = (y: number) => oy + y * u
  const S = (v: number) => v * u
  const fill = (shape: Shape, color: Rgb, alpha = 1) => canvas.fill(shape, color, alpha)
  const B = (cx: number, cy: number, hw: number, hh: number, r = 0) => box(X(cx), Y(cy), S(hw), S(hh), S(r))
  const C = (cx: number, cy: number, r: number) => circle(X(cx), Y(cy), S(r))
  const L = (ax: number, ay: number, bx: number, by: number, r: number) =>
    capsule(X(ax), Y(ay), X(bx), Y(by), S(r))
  const P = (...points: [number, number][]) => polygon(points.map(([x, y]) => [X(x), Y(y)] as const))
  // A soft floor shadow under every object.
  canvas.fill(ellipse(X(50), Y(86), S(30), S(4)), p.dark, 0.25, S(6))
  switch (kind) {
    case 'phone':
      fill(B(50, 50, 18, 34, 5), p.dark)
      fill(B(50, 49, 15.5, 29, 2.5), p.main)
      fill(P([35, 30], [50, 20], [62, 20], [35, 52]), p.shine, 0.18)
      fill(L(45, 81.5, 55, 81.5, 1), p.light)
      fill(C(50, 18, 1.2), p.light)
      break
    case 'tablet':
      fill(B(50, 50, 30, 36, 4), p.dark)
      fill(B(50, 50, 26.5, 32, 1.5), p.main)
      fill(B(50, 38, 18, 8, 1.5), p.light, 0.7)
      for (let i = 0; i < 3; i++) fill(B(38 + i * 12, 62, 5, 7, 1), p.accent, 0.8)
      break
    case 'watch':
      fill(B(50, 50, 11, 40, 5), p.dark)
      fill(C(50, 50, 19), p.main)
      fill(C(50, 50, 15), p.light)
      fill(L(50, 50, 50, 39, 1.3), p.dark)
      fill(L(50, 50, 58, 54, 1), p.accent)
      fill(C(50, 50, 2), p.dark)
      fill(B(70.5, 50, 2, 3, 1), p.accent)
      break
    case 'headphones':
      canvas.fill(ring(X(50), Y(52), S(25), S(3.5), true), p.dark)
      fill(B(26, 58, 8, 14, 6), p.main)
      fill(B(74, 58, 8, 14, 6), p.main)
      fill(B(30, 58, 3, 10, 2), p.accent)
      fill(B(70, 58, 3, 10, 2), p.accent)
      break
    case 'speaker':
      fill(B(50, 52, 22, 32, 7), p.main)
      fill(C(50, 38, 8), p.dark)
      fill(C(50, 38, 3), p.accent)
      fill(C(50, 64, 13), p.dark)
      canvas.fill(ring(X(50), Y(64), S(9), S(1)), p.light, 0.6)
      fill(C(50, 64, 4), p.accent)
      break
    case 'keyboard':
      fill(B(50, 56, 40, 17, 3), p.main)
      for (let row = 0; row < 4; row++)
        for (let col = 0; col < 10; col++)
          fill(
            B(17 + col * 7.3, 45 + row * 7, 2.8, 2.6, 0.8),
            row === 3 && col > 2 && col < 7 ? p.accent : p.light,
          )
      fill(B(50, 66, 14, 2.6, 0.8), p.accent)
      break
    case 'mouse':
      fill(ellipse(X(50), Y(52), S(15), S(24)), p.main)
      fill(L(50, 29, 50, 44, 0.8), p.dark)
      fill(B(50, 38, 2, 4, 2), p.accent)
      fill(ellipse(X(45), Y(62), S(5), S(9)), p.shine, 0.15)
      break
    case 'dress':
      fill(
        P([40, 16], [46, 16], [50, 22], [54, 16], [60, 16], [62, 40], [78, 84], [22, 84], [38, 40]),
        p.main,
      )
      fill(B(50, 41, 12.5, 2.5, 1), p.accent)
      fill(P([45, 50], [55, 50], [66, 84], [34, 84]), p.shine, 0.1)
      break
    case 'scarf':
      for (let i = 0; i < 5; i++)
        fill(L(20 + i * 4, 24 + i * 10, 70 + i * 3, 18 + i * 12, 4), i % 2 ? p.accent : p.main)
      fill(L(64, 70, 70, 86, 1), p.dark)
      fill(L(70, 70, 76, 86, 1), p.dark)
      break
    case 'shoe':
      fill(P([18, 48], [30, 44], [44, 56], [78, 58], [86, 66], [86, 74], [16, 74]), p.main)
      fill(B(51, 75, 36, 3.5, 2), p.light)
      for (let i = 0; i < 3; i++) fill(L(32 + i * 5, 51 + i * 2, 38 + i * 5, 48 + i * 2, 1), p.light)
      fill(P([60, 60], [80, 62], [84, 68], [60, 68]), p.accent, 0.8)
      break
    case 'pan':
      fill(C(40, 56, 24), p.dark)
      fill(C(40, 56, 20), p.main)
      fill(L(62, 52, 92, 40, 4), p.dark)
      fill(ellipse(X(34), Y(48), S(8), S(5)), p.shine, 0.2)
      break
    case 'plate':
      fill(C(50, 54, 33), p.light)
      canvas.fill(ring(X(50), Y(54), S(26), S(1.5)), p.main)
      fill(C(50, 54, 20), p.main, 0.3)
      canvas.fill(ring(X(50), Y(54), S(30), S(1)), p.accent)
      break
    case 'mug':
      canvas.fill(ring(X(66), Y(54), S(10), S(3.5)), p.dark)
      fill(B(46, 55, 18, 24, 4), p.main)
      fill(B(46, 50, 12, 6, 1), p.light, 0.85)
      fill(L(40, 20, 42, 14, 1.2), p.dark, 0.35)
      fill(L(50, 22, 52, 12, 1.2), p.dark, 0.35)
      break
    case 'chair':
      fill(B(50, 32, 18, 16, 4), p.main)
      fill(B(50, 54, 22, 5, 2), p.dark)
      fill(L(32, 58, 30, 84, 2), p.dark)
      fill(L(68, 58, 70, 84, 2), p.dark)
      fill(B(50, 32, 10, 8, 2), p.accent, 0.5)
      break
    case 'shelf':
      fill(B(50, 52, 28, 36, 1.5), p.dark)
      for (let row = 0; row < 3; row++) {
        fill(B(50, 29 + row * 23, 25, 9.5, 0.5), p.light)
        for (let i = 0; i < 6; i++) {
          const h = 6 + ((row * 7 + i * 3) % 4)
          fill(B(29 + i * 6 + row, 38 + row * 23 - h, 2.5, h, 0.5), i % 2 ? p.main : p.accent)
        }
      }
      break
    case 'lamp':
      fill(P([36, 18], [64, 18], [74, 46], [26, 46]), p.main)
      fill(L(50, 46, 50, 78, 2), p.dark)
      fill(ellipse(X(50), Y(80), S(16), S(4)), p.dark)
      fill(ellipse(X(50), Y(52), S(18), S(4)), p.accent, 0.4)
      break
    case 'cushion':
      fill(B(50, 54, 30, 26, 13), p.main)
      for (let i = -2; i <= 2; i++) fill(L(26, 54 + i * 9, 74, 54 + i * 9, 1.3), p.light, 0.45)
      fill(C(50, 54, 3), p.accent)
      break
    case 'bottle':
      fill(B(50, 58, 15, 26, 6), p.main)
      fill(B(50, 29, 6, 5, 1), p.main)
      fill(B(50, 21, 8, 5, 1.5), p.dark)
      fill(B(50, 60, 11, 9, 1), p.light)
      fill(L(45, 58, 55, 58, 1), p.accent)
      fill(L(42, 40, 42, 78, 1.5), p.shine, 0.25)
      break
    case 'jar':
      fill(B(50, 58, 22, 24, 7), p.main)
      fill(B(50, 32, 19, 5, 2), p.dark)
      fill(B(50, 58, 15, 10, 2), p.light)
      fill(C(50, 58, 5), p.accent)
      fill(L(34, 44, 34, 74, 1.5), p.shine, 0.25)
      break
    case 'tent':
      fill(P([50, 18], [86, 80], [14, 80]), p.main)
      fill(P([50, 18], [86, 80], [66, 80]), p.dark, 0.4)
      fill(P([50, 44], [60, 80], [40, 80]), p.dark)
      fill(L(50, 18, 50, 12, 1), p.dark)
      break
    case 'roll':
      fill(B(46, 56, 30, 14, 14), p.main)
      fill(C(74, 56, 14), p.dark)
      canvas.fill(ring(X(74), Y(56), S(8), S(1.5)), p.light, 0.7)
      fill(L(26, 50, 62, 50, 1.5), p.accent, 0.8)
      break
    case 'lantern':
      canvas.fill(ring(X(50), Y(26), S(10), S(1.8), true), p.dark)
      fill(B(50, 30, 15, 4, 1.5), p.main)
      fill(B(50, 54, 12, 20, 3), p.light)
      fill(C(50, 54, 7), p.accent, 0.9)
      fill(B(50, 78, 17, 5, 2), p.main)
      fill(L(38, 34, 38, 74, 1.2), p.main)
      fill(L(62, 34, 62, 74, 1.2), p.main)
      break
    case 'dumbbell':
      fill(L(22, 56, 78, 56, 3), p.dark)
      for (const x of [24, 32, 68, 76]) fill(B(x, 56, 3.5, x === 24 || x === 76 ? 14 : 18, 1.5), p.main)
      fill(B(50, 56, 10, 4, 2), p.accent)
      break
    case 'helmet':
      fill(P([16, 66], [20, 44], [34, 28], [54, 24], [74, 30], [86, 48], [86, 66]), p.main)
      for (let i = 0; i < 3; i++) fill(L(36 + i * 12, 34, 40 + i * 12, 48, 2.5), p.dark)
      fill(B(51, 68, 35, 3, 1.5), p.accent)
      break
    case 'book':
      fill(B(52, 52, 24, 32, 2), p.light)
      fill(B(49, 52, 24, 32, 2), p.main)
      fill(B(28, 52, 3, 32, 1), p.dark)
      fill(B(51, 38, 14, 4, 1), p.light)
      fill(B(51, 48, 10, 1.5, 0.5), p.light, 0.7)
      fill(C(51, 66, 6), p.accent)
      break
    case 'game':
      for (let row = 0; row < 4; row++)
        for (let col = 0; col < 4; col++)
          fill(
            B(29 + col * 14, 31 + row * 14, 6.5, 6.5, 1.5),
            (row + col) % 2 ? p.main : random() > 0.5 ? p.accent : p.light,
          )
      break
    case 'teddy':
      fill(C(34, 28, 8), p.main)
      fill(C(66, 28, 8), p.main)
      fill(ellipse(X(50), Y(66), S(21), S(19)), p.main)
      fill(C(50, 38, 17), p.main)
      fill(C(50, 43, 7), p.light)
      fill(C(43, 34, 2), p.dark)
      fill(C(57, 34, 2), p.dark)
      fill(C(50, 41, 2.2), p.dark)
      fill(ellipse(X(50), Y(68), S(11), S(10)), p.light, 0.7)
      break
    case 'jewel':
      canvas.fill(ring(X(50), Y(44), S(24), S(2)), p.main)
      fill(P([50, 62], [40, 74], [50, 90], [60, 74]), p.main)
      fill(P([50, 62], [40, 74], [50, 74]), p.shine, 0.35)
      fill(C(50, 68, 3), p.accent)
      break
    case 'car':
      fill(P([26, 50], [36, 34], [62, 34], [74, 50]), p.dark)
      fill(P([30, 49], [38, 37], [48, 37], [48, 49]), p.light)
      fill(P([52, 49], [52, 37], [60, 37], [69, 49]), p.light)
      fill(B(50, 58, 38, 10, 5), p.main)
      fill(C(30, 68, 8), p.dark)
      fill(C(70, 68, 8), p.dark)
      fill(C(30, 68, 3.5), p.light)
      fill(C(70, 68, 3.5), p.light)
      fill(B(85, 56, 2, 2.5, 1), p.accent)
      break
    case 'tool':
      fill(L(28, 76, 66, 34, 5), p.dark)
      fill(C(70, 30, 13), p.main)
      fill(P([70, 30], [90, 18], [86, 10], [66, 22]), hsl(0, 0, 1), 0)
      fill(B(72, 26, 4, 9, 1), p.light)
      fill(C(28, 76, 3), p.accent)
      break
    case 'phone-case':
      fill(B(50, 50, 18, 34, 6), p.main)
      fill(B(50, 50, 15, 31, 4.5), p.dark, 0.18)
      fill(B(40, 27, 7.5, 8.5, 3), p.dark)
      fill(C(40, 23.5, 2.6), p.light)
      fill(C(40, 30.5, 2.6), p.light)
      fill(C(50, 58, 4), p.light, 0.5)
      break
    case 'e-reader':
      fill(B(50, 50, 25, 35, 4), p.main)
      fill(B(50, 46, 20, 27, 1), [236, 234, 224])
      for (let i = 0; i < 8; i++)
        fill(L(35, 26 + i * 5.5, i % 3 === 2 ? 55 : 65, 26 + i * 5.5, 0.8), p.dark, 0.45)
      fill(B(50, 79, 7, 1.6, 1), p.dark)
      break
    case 'polo':
    case 'shirt':
      fill(
        P(
          [34, 20],
          [42, 18],
          [50, 24],
          [58, 18],
          [66, 20],
          [84, 34],
          [76, 44],
          [68, 38],
          [68, 82],
          [32, 82],
          [32, 38],
          [24, 44],
          [16, 34],
        ),
        p.main,
      )
      if (kind === 'polo') {
        fill(P([42, 18], [50, 24], [46, 30], [38, 24]), p.light)
        fill(P([58, 18], [50, 24], [54, 30], [62, 24]), p.light)
        fill(L(50, 26, 50, 40, 1), p.dark, 0.5)
        for (let i = 0; i < 2; i++) fill(C(50, 31 + i * 6, 1.2), p.light)
        fill(L(24, 44, 32, 38, 1.2), p.light, 0.7)
        fill(L(76, 44, 68, 38, 1.2), p.light, 0.7)
      } else {
        fill(P([42, 18], [50, 30], [58, 18], [50, 24]), p.dark)
        for (let i = 0; i < 3; i++) fill(C(50, 38 + i * 12, 1.4), p.light)
        fill(B(60, 48, 4, 4, 1), p.accent, 0.7)
      }
      break
    case 'jacket':
    case 'coat': {
      const hem = kind === 'coat' ? 90 : 80
      fill(
        P(
          [36, 16],
          [44, 14],
          [50, 20],
          [56, 14],
          [64, 16],
          [80, 28],
          [87, 76],
          [77, 78],
          [70, 42],
          [kind === 'coat' ? 74 : 70, hem],
          [kind === 'coat' ? 26 : 30, hem],
          [30, 42],
          [23, 78],
          [13, 76],
          [20, 28],
        ),
        p.main,
      )
      fill(P([44, 14], [50, 20], [50, 40], [40, 24]), p.dark)
      fill(P([56, 14], [50, 20], [50, 40], [60, 24]), p.dark)
      if (kind === 'coat') {
        for (let i = 0; i < 3; i++) {
          fill(C(44, 48 + i * 12, 1.6), p.light)
          fill(C(56, 48 + i * 12, 1.6), p.light)
        }
        fill(L(32, 62, 68, 62, 1.4), p.dark, 0.6)
      } else {
        fill(L(50, 40, 50, hem, 0.9), p.light, 0.8)
        fill(L(36, 60, 44, 60, 1), p.dark, 0.6)
        fill(L(56, 60, 64, 60, 1), p.dark, 0.6)
        fill(B(50, hem - 2, 20, 2, 1), p.dark, 0.5)
      }
      fill(B(18, 76, 5, 2.5, 1), p.dark, 0.6)
      fill(B(82, 76, 5, 2.5, 1), p.dark, 0.6)
      break
    }
    case 'sandal':
      fill(B(50, 73, 37, 4.5, 4), p.dark)
      fill(B(50, 69.5, 35, 2.5, 2.5), p.light)
      fill(L(26, 66, 42, 52, 3.5), p.main)
      fill(L(42, 52, 56, 66, 3.5), p.main)
      fill(L(62, 67, 74, 50, 3), p.main)
      fill(L(74, 50, 84, 66, 3), p.main)
      fill(C(74, 52, 2.4), p.accent)
      break
    case 'saucepan':
      fill(L(66, 48, 92, 42, 3.5), p.dark)
      fill(B(42, 62, 25, 18, 4), p.main)
      fill(B(42, 44, 27, 2.5, 1.2), p.dark)
      fill(ellipse(X(42), Y(41), S(23), S(6)), p.dark)
      fill(C(42, 33, 3.2), p.accent)
      fill(L(24, 52, 24, 74, 1.5), p.shine, 0.25)
      break
    case 'cream':
      fill(B(50, 65, 22, 14, 5), p.light)
      fill(B(50, 47, 24, 6, 3), p.main)
      fill(B(50, 65, 15, 6, 1.5), p.main, 0.55)
      fill(L(32, 56, 32, 74, 1.3), p.shine, 0.35)
      break
    case 'dropper':
      fill(B(50, 64, 13, 20, 4), p.main)
      fill(B(50, 41, 5.5, 3.5, 1), p.dark)
      fill(ellipse(X(50), Y(29), S(5), S(9)), p.dark)
      fill(B(50, 66, 9, 7, 1), p.light)
      fill(L(42, 50, 42, 78, 1.3), p.shine, 0.3)
      break
    case 'soap':
      fill(B(50, 62, 28, 15, 9), p.main)
      fill(ellipse(X(50), Y(56), S(22), S(7)), p.light, 0.45)
      fill(C(34, 38, 4), p.light, 0.8)
      fill(C(44, 30, 2.5), p.light, 0.7)
      fill(C(62, 36, 3.2), p.light, 0.75)
      break
    case 'roller':
      fill(B(48, 56, 32, 13, 13), p.main)
      for (let row = 0; row < 3; row++)
        for (let col = 0; col < 6; col++)
          fill(C(24 + col * 9 + (row % 2) * 4, 48 + row * 8, 1.8), p.light, 0.5)
      fill(ellipse(X(78), Y(56), S(5), S(13)), p.dark)
      break
    case 'sleeping-bag':
      fill(P([36, 28], [64, 28], [70, 52], [63, 84], [37, 84], [30, 52]), p.main)
      fill(C(50, 26, 13), p.main)
      fill(ellipse(X(50), Y(26), S(8), S(7)), p.dark)
      fill(L(59, 36, 61, 80, 0.9), p.light, 0.8)
      for (let i = 0; i < 4; i++) fill(L(34, 44 + i * 10, 66, 44 + i * 10, 0.8), p.dark, 0.35)
      break
    case 'headlamp':
      canvas.fill(ring(X(50), Y(56), S(24), S(3.5)), p.dark)
      fill(P([43, 30], [57, 30], [74, 6], [26, 6]), p.light, 0.35)
      fill(B(50, 33, 12, 9, 3), p.main)
      fill(C(50, 33, 5.5), p.light)
      fill(C(50, 33, 3), [255, 244, 190])
      break
    case 'rope': {
      fill(L(20, 24, 24, 52, 4), p.main)
      fill(L(80, 24, 76, 52, 4), p.main)
      let last: [number, number] = [24, 54]
      for (let i = 1; i <= 12; i++) {
        const x = 24 + (52 * i) / 12
        const y = 54 + 28 * (1 - ((x - 50) / 26) ** 2)
        fill(L(last[0], last[1], x, y, 1.3), p.dark)
        last = [x, y]
      }
      break
    }
    case 'flask':
      canvas.fill(ring(X(50), Y(22), S(5.5), S(1.5), true), p.dark)
      fill(B(50, 28, 9, 5, 2), p.dark)
      fill(B(50, 59, 14, 26, 6), p.main)
      fill(B(50, 58, 14, 3, 0), p.light, 0.7)
      fill(L(41, 40, 41, 78, 1.4), p.shine, 0.3)
      break
    case 'notebook':
      fill(B(53, 52, 24, 32, 2), p.main)
      for (let i = 0; i < 9; i++) canvas.fill(ring(X(29), Y(25 + i * 6.7), S(2.4), S(0.8)), p.dark)
      fill(B(55, 38, 13, 5, 1), p.light)
      fill(L(69, 20, 69, 84, 1), p.dark, 0.7)
      break
    case 'pens':
      fill(L(30, 76, 42, 24, 2.6), p.main)
      fill(L(46, 76, 54, 22, 2.6), p.accent)
      fill(L(62, 76, 66, 24, 2.6), p.dark)
      fill(P([41, 26], [44, 27], [44, 16]), p.dark)
      fill(B(50, 76, 24, 9, 2), p.main)
      fill(B(50, 76, 20, 2, 1), p.light, 0.6)
      break
    case 'cards':
      fill(P([24, 32], [54, 24], [64, 76], [34, 84]), p.light)
      fill(P([26, 33], [53, 26], [62, 74], [35, 82]), p.main)
      fill(P([42, 22], [74, 20], [76, 76], [44, 78]), [250, 250, 250])
      fill(P([59, 36], [66, 48], [59, 60], [52, 48]), p.main)
      fill(C(48, 28, 2), p.main)
      fill(C(71, 72, 2), p.main)
      break
    case 'puzzle':
      fill(B(44, 56, 20, 20, 2), p.main)
      fill(C(44, 33, 7), p.main)
      fill(C(67, 56, 7), p.main)
      fill(C(21, 56, 6), p.light)
      fill(C(44, 79, 6), p.light)
      fill(L(30, 44, 40, 44, 1), p.shine, 0.3)
      break
    case 'cube': {
      const top: [number, number][] = [
        [50, 16],
        [80, 32],
        [50, 48],
        [20, 32],
      ]
      fill(P(...top), p.light)
      fill(P([20, 32], [50, 48], [50, 84], [20, 68]), p.accent)
      fill(P([50, 48], [80, 32], [80, 68], [50, 84]), p.main)
      for (const t of [1 / 3, 2 / 3]) {
        fill(L(20 + 30 * t, 32 + 16 * t, 50 + 30 * t, 16 + 16 * t, 0.7), p.dark)
        fill(L(50 - 30 * t, 16 + 16 * t, 80 - 30 * t, 32 + 16 * t, 0.7), p.dark)
        fill(L(20 + 30 * t, 32 + 16 * t, 20 + 30 * t, 68 + 16 * t, 0.7), p.dark)
        fill(L(20, 32 + 36 * t, 50, 48 + 36 * t, 0.7), p.dark)
        fill(L(50 + 30 * t, 48 - 16 * t, 50 + 30 * t, 84 - 16 * t, 0.7), p.dark)
        fill(L(50, 48 + 36 * t, 80, 32 + 36 * t, 0.7), p.dark)
      }
      break
    }
    case 'blocks':
      for (let i = 0; i < 4; i++) {
        fill(B(28 + i * 14.7, 46, 4.6, 3, 1), p.main)
        fill(ellipse(X(28 + i * 14.7), Y(43.5), S(4.6), S(1.6)), p.light, 0.6)
      }
      fill(B(50, 64, 30, 16, 2), p.main)
      fill(B(50, 64, 30, 16, 2), p.dark, 0.12)
      for (let i = 0; i < 2; i++) fill(B(44 + i * 12, 26, 4, 2.6, 1), p.accent)
      fill(B(50, 36, 14, 7, 1.5), p.accent)
      break
    case 'marble-run':
      fill(L(16, 22, 16, 84, 2), p.main)
      fill(L(84, 22, 84, 84, 2), p.main)
      fill(L(16, 30, 74, 40, 2.2), p.dark)
      fill(L(84, 50, 26, 60, 2.2), p.dark)
      fill(L(16, 68, 74, 78, 2.2), p.dark)
      fill(C(38, 30, 3.8), p.accent)
      fill(C(60, 50, 3.8), p.main)
      fill(C(34, 67, 3.8), p.accent)
      break
    case 'rabbit':
      fill(ellipse(X(42), Y(20), S(5.5), S(15)), p.main)
      fill(ellipse(X(58), Y(20), S(5.5), S(15)), p.main)
      fill(ellipse(X(42), Y(21), S(2.5), S(10)), p.light)
      fill(ellipse(X(58), Y(21), S(2.5), S(10)), p.light)
      fill(ellipse(X(50), Y(68), S(19), S(17)), p.main)
      fill(C(50, 43, 14), p.main)
      fill(C(44, 40, 2), p.dark)
      fill(C(56, 40, 2), p.dark)
      fill(C(50, 47, 2), p.accent)
      fill(ellipse(X(50), Y(70), S(10), S(9)), p.light, 0.7)
      break
    case 'coffee-bag':
      fill(P([30, 28], [70, 28], [75, 84], [25, 84]), p.main)
      fill(B(50, 25, 21, 4, 1), p.dark)
      fill(B(50, 58, 14, 13, 2), p.light)
      fill(ellipse(X(50), Y(58), S(5), S(7)), [92, 56, 34])
      fill(L(50, 52, 50, 64, 0.7), p.light)
      break
    case 'tea-box':
      fill(L(66, 36, 72, 54, 0.5), p.dark)
      fill(B(50, 60, 24, 23, 2), p.main)
      fill(B(50, 38, 25, 4, 1), p.dark)
      fill(C(50, 60, 10), p.light)
      fill(P([44, 64], [50, 52], [56, 58], [50, 68]), [70, 140, 60])
      fill(B(72, 58, 4, 5, 1), p.light)
      break
    case 'chocolate':
      fill(B(54, 56, 28, 20, 2), [88, 52, 30])
      for (let row = 0; row < 3; row++)
        for (let col = 0; col < 3; col++) fill(B(52 + col * 10, 44 + row * 12.5, 4, 5, 1), [120, 76, 48])
      fill(B(36, 56, 16, 21, 1), p.main)
      fill(B(36, 56, 16, 4, 0), p.light, 0.8)
      break
    case 'oil-bottle':
      fill(B(50, 66, 14, 19, 4), p.main)
      fill(P([36, 50], [64, 50], [55, 34], [45, 34]), p.main)
      fill(B(50, 28, 4.5, 7, 1), p.main)
      fill(B(50, 20, 5.5, 3, 1), p.dark)
      fill(B(50, 66, 10, 8, 1), p.light)
      fill(ellipse(X(50), Y(66), S(3), S(4)), [110, 130, 40])
      break
    case 'smartwatch':
      fill(B(50, 50, 10, 40, 4), p.dark)
      fill(B(50, 50, 17, 19, 5), p.main)
      fill(B(50, 50, 13, 15, 3), [24, 24, 32])
      fill(L(42, 46, 58, 46, 1.6), p.accent)
      fill(L(42, 54, 52, 54, 1.2), p.light, 0.8)
      fill(B(68.5, 46, 1.8, 3, 1), p.main)
      break
    case 'tracker':
      canvas.fill(ring(X(50), Y(56), S(25), S(4.5)), p.main)
      fill(B(50, 31, 12, 6.5, 3.5), p.dark)
      fill(B(50, 31, 9, 3.5, 1.5), [24, 24, 32])
      fill(L(45, 31, 53, 31, 0.8), p.accent)
      break
    case 'pendant':
      fill(L(28, 18, 50, 54, 0.8), p.main)
      fill(L(72, 18, 50, 54, 0.8), p.main)
      fill(C(50, 56, 2.5), p.main)
      fill(C(50, 68, 11), p.main)
      fill(C(50, 68, 6), p.accent)
      fill(C(47, 65, 2), p.shine, 0.6)
      break
    case 'ring':
      canvas.fill(ring(X(50), Y(62), S(20), S(4)), p.main)
      fill(P([40, 34], [60, 34], [65, 39], [50, 50], [35, 39]), p.accent)
      fill(P([40, 34], [50, 34], [50, 50], [35, 39]), p.shine, 0.35)
      fill(B(50, 42.5, 5, 2, 0.5), p.main)
      break
    case 'earrings':
      for (const x of [34, 66]) {
        canvas.fill(ring(X(x + 3), Y(24), S(3.5), S(0.9), true), p.main)
        fill(L(x, 24, x, 38, 0.9), p.main)
        fill(C(x, 40, 3), p.main)
        fill(P([x, 44], [x - 8, 60], [x, 74], [x + 8, 60]), p.main)
        fill(C(x, 60, 2.5), p.accent)
        fill(P([x, 44], [x - 8, 60], [x, 60]), p.shine, 0.3)
      }
      break
    case 'seat':
      fill(B(49, 15, 10, 6, 3), p.main)
      fill(L(45, 21, 45, 24, 1), p.dark)
      fill(L(53, 21, 53, 24, 1), p.dark)
      fill(P([34, 24], [64, 24], [68, 62], [38, 64]), p.main)
      fill(P([36, 62], [72, 58], [76, 72], [38, 76]), p.dark)
      fill(L(50, 28, 53, 60, 0.8), p.light, 0.6)
      fill(L(52, 62, 56, 74, 0.8), p.light, 0.5)
      break
    case 'holder':
      fill(ellipse(X(50), Y(82), S(10), S(3)), p.dark)
      fill(L(50, 80, 50, 58, 2.5), p.dark)
      fill(B(50, 40, 20, 16, 3), p.main)
      fill(B(50, 38, 14, 25, 3), [30, 30, 36])
      fill(B(50, 38, 12, 22, 2), [110, 170, 225])
      fill(B(29, 40, 2.5, 8, 1), p.accent)
      fill(B(71, 40, 2.5, 8, 1), p.accent)
      break
    case 'roof-box':
      fill(P([22, 36], [40, 24], [76, 26], [84, 36], [76, 42], [26, 42]), p.main)
      fill(P([28, 34], [42, 27], [70, 28], [44, 33]), p.shine, 0.25)
      fill(L(36, 43, 36, 48, 1.2), [60, 64, 70])
      fill(L(66, 43, 66, 48, 1.2), [60, 64, 70])
      fill(P([28, 60], [36, 48], [64, 48], [74, 60]), [90, 96, 104])
      fill(B(50, 66, 36, 8, 4), [90, 96, 104])
      fill(C(30, 74, 7), [40, 42, 46])
      fill(C(70, 74, 7), [40, 42, 46])
      break
    case 'inflator':
      fill(L(34, 38, 58, 38, 3), p.dark)
      fill(B(46, 60, 22, 17, 5), p.main)
      fill(C(40, 58, 8), p.light)
      fill(L(40, 58, 44, 53, 0.9), p.dark)
      fill(L(68, 60, 80, 48, 1.8), p.dark)
      fill(L(80, 48, 86, 72, 1.8), p.dark)
      fill(B(58, 68, 4, 3, 1), p.accent)
      break
    case 'tool-kit':
      fill(L(36, 46, 30, 26, 2), [150, 156, 164])
      canvas.fill(ring(X(30), Y(23), S(4.5), S(2)), [150, 156, 164])
      fill(L(62, 46, 66, 26, 1.4), [150, 156, 164])
      fill(L(66, 30, 68, 20, 2.4), p.accent)
      canvas.fill(ring(X(50), Y(44), S(9), S(2.2), true), p.dark)
      fill(B(50, 64, 33, 18, 3), p.main)
      fill(B(50, 50, 33, 4, 1.5), p.dark)
      fill(B(50, 56, 4, 3, 1), p.light)
      break
    case 'cloth':
      fill(P([22, 42], [70, 34], [80, 70], [30, 78]), p.main)
      fill(P([22, 42], [70, 34], [68, 48], [25, 54]), p.light, 0.3)
      fill(L(25, 54, 68, 48, 0.8), p.dark, 0.4)
      for (let i = 0; i < 5; i++)
        fill(L(30 + i * 9, 76 - i * 1.5, 40 + i * 9, 42 - i * 1.5, 0.4), p.shine, 0.12)
      break
    default:
      fill(B(50, 58, 28, 24, 2), p.main)
      fill(B(50, 36, 31, 6, 2), p.dark)
      fill(B(50, 56, 4, 26, 0), p.accent)
      fill(L(50, 30, 38, 18, 3), p.accent)
      fill(L(50, 30, 62, 18, 3), p.accent)
  }
}

/** A background: a soft gradient with one of a few patterns. */
function background(canvas: Canvas, p: Paint, hue: number, random: () => number) {
  const { width, height } = canvas
  canvas.gradient(hsl(hue, 0.55, 0.95), hsl(hue + 20, 0.5, 0.84))
  const pattern = Math.floor(random() * 4)
  const unit = Math.min(width, height) / 100
  if (pattern === 0) {
    for (let y = 6; y < 100 * (height / Math.min(width, height)); y += 12)
      for (let x = 6; x < 100 * (width / Math.min(width, height)); x += 12)
        canvas.fill(circle(x * unit, y * unit, 1.2 * unit), p.main, 0.12)
  } else if (pattern === 1) {
    for (let x = -height; x < width; x += 14 * unit)
      canvas.fill(capsule(x, height, x + height, 0, 2.5 * unit), p.main, 0.08)
  } else if (pattern === 2) {
    canvas.fill(circle(width * 0.82, height * 0.18, Math.min(width, height) * 0.34), p.accent, 0.16)
    canvas.fill(circle(width * 0.12, height * 0.9, Math.min(width, height) * 0.22), p.main, 0.1)
  } else {
    for (let r = 14; r < 80; r += 12)
      canvas.fill(ring(width / 2, height * 0.52, r * unit, 0.6 * unit), p.main, 0.1)
  }
}

/**
 * A product (or review) photo: the outline of its kind on its category's palette, varied by its seed; with a
 * `tint` (a variant's colour or metal) the object is painted in it.
 */
export function productPicture(size: number, hue: number, kind: Kind, seed: number, tint?: Rgb): Canvas {
  const random = randomFrom(seed)
  const paint = paintFor(hue, random, tint)
  const canvas = new Canvas(size, size)
  background(canvas, paint, hue, random)
  const scale = 0.78 + random() * 0.12
  const side = size * scale
  drawKind(canvas, kind, paint, (size - side) / 2, (size - side) / 2 + size * 0.02, side, random)
  return canvas
}

/** A category tile: a big disc of its colour and its silhouette. */
export function categoryPicture(size: number, hue: number, kind: Kind, seed: number): Canvas {
  const random = randomFrom(seed)
  const paint = paintFor(hue, random)
  const canvas = new Canvas(size, size)
  canvas.gradient(hsl(hue, 0.6, 0.93), hsl(hue, 0.55, 0.86))
  canvas.fill(circle(size / 2, size / 2, size * 0.42), hsl(hue, 0.55, 0.78))
  drawKind(canvas, kind, paint, size * 0.15, size * 0.13, size * 0.7, random)
  return canvas
}

/**
 * A brand or store mark: a geometric monogram on a light card (`awning` draws a shop front). With a `word` (a
 * brand's name), the emblem sits above the name written in capitals: a wordmark.
 */
export function markPicture(
  width: number,
  height: number,
  seed: number,
  awning: boolean,
  word?: string,
): Canvas {
  const random = randomFrom(seed)
  const hue = seed % 360
  const main = hsl(hue, 0.6, 0.45)
  const second = hsl(hue + 40 + random() * 140, 0.65, 0.55)
  const canvas = new Canvas(width, height)
  canvas.gradient(hsl(hue, 0.3, 0.98), hsl(hue, 0.35, 0.93))
  const s = word ? Math.min(width, height) * 0.55 : Math.min(width, height)
  const cx = awning || word || width <= height ? width / 2 : width / 2 - s * 0.2
  const cy = word ? height * 0.33 : height / 2
  if (word) drawWord(canvas, word, width / 2, height * 0.76, height * 0.2, width * 0.88, hsl(hue, 0.55, 0.22))
  if (awning) {
    canvas.fill(box(cx, cy + s * 0.12, s * 0.32, s * 0.24, s * 0.02), hsl(hue, 0.25, 0.88))
    for (let i = 0; i < 6; i++) {
      const x = cx - s * 0.35 + (i + 0.5) * ((s * 0.7) / 6)
      canvas.fill(box(x, cy - s * 0.18, (s * 0.7) / 12, s * 0.08, 0), i % 2 ? main : hsl(0, 0, 1))
      canvas.fill(circle(x, cy - s * 0.1, (s * 0.7) / 12), i % 2 ? main : hsl(0, 0, 1))
    }
    canvas.fill(box(cx - s * 0.12, cy + s * 0.2, s * 0.07, s * 0.15, s * 0.01), second)
    canvas.fill(box(cx + s * 0.12, cy + s * 0.12, s * 0.1, s * 0.07, s * 0.01), hsl(hue, 0.5, 0.8))
    return canvas
  }
  const shape = Math.floor(random() * 4)
  const r = s * 0.36
  if (shape === 0) {
    canvas.fill(circle(cx, cy, r), main)
    canvas.fill(circle(cx + r * 0.3, cy - r * 0.2, r * 0.45), second)
  } else if (shape === 1) {
    canvas.fill(
      polygon([
        [cx, cy - r],
        [cx + r, cy],
        [cx, cy + r],
        [cx - r, cy],
      ]),
      main,
    )
    canvas.fill(circle(cx, cy, r * 0.35), second)
  } else if (shape === 2) {
    const points = Array.from(
      { length: 6 },
      (_, i) => [cx + r * Math.cos((i * Math.PI) / 3), cy + r * Math.sin((i * Math.PI) / 3)] as const,
    )
    canvas.fill(polygon(points), main)
    canvas.fill(ring(cx, cy, r * 0.5, r * 0.1), second)
  } else {
    canvas.fill(
      polygon([
        [cx, cy - r],
        [cx + r, cy + r * 0.8],
        [cx - r, cy + r * 0.8],
      ]),
      main,
    )
    canvas.fill(box(cx, cy + r * 0.4, r * 0.35, r * 0.12, r * 0.05), second)
  }
  for (let i = 0; i < (word ? 0 : 3); i++) {
    const x = cx + r * 1.35 + i * s * 0.09
    if (x < width - s * 0.04)
      canvas.fill(box(x, cy, s * 0.025, r * (0.9 - i * 0.25), s * 0.02), i % 2 ? second : main, 0.85)
  }
  return canvas
}

/**
 * A promotion's art (banner or slider), pure art with no words: the store writes the headline, the line and the
 * call to action over it as text. `side` art (slides, tiles, banners, popup) is darker and calm on the left, where
 * the text sits (the store mirrors the picture in right-to-left languages), and shows one silhouette on a disc in
 * the right part, kept inside 12% of the width and 10% of the height from the edges that cropping takes first.
 * `strip` art (the top banner, shown from 16:1 down to about 4:1) is only a gradient and soft shapes spread
 * evenly, so whatever middle part a screen shows looks alike.
 */
export function promoPicture(
  width: number,
  height: number,
  hue: number,
  kinds: Kind[],
  seed: number,
  layout: 'side' | 'strip' = 'side',
): Canvas {
  const random = randomFrom(seed)
  const canvas = new Canvas(width, height)
  canvas.gradient(hsl(hue + 20, 0.55, 0.34), hsl(hue, 0.6, 0.26))
  // Lighter towards the right (the art's end), a soft band at a time.
  const bands = 12
  for (let i = 0; i < bands; i++) {
    const x = width * (0.45 + (i / bands) * 0.55)
    canvas.fill(box(x + width / 2, height / 2, width / 2, height), hsl(hue - 10, 0.6, 0.55), 0.05)
  }
  if (layout === 'strip') {
    const step = height * 1.6
    for (let x = step / 2, i = 0; x < width; x += step, i++) {
      const r = height * (0.22 + random() * 0.18)
      const y = height * (i % 2 ? 0.3 : 0.7)
      canvas.fill(circle(x, y, r), hsl(hue + 30 * (i % 3), 0.65, 0.7), 0.22)
      canvas.fill(ring(x + step / 2, height / 2, height * 0.18, height * 0.04), hsl(hue, 0.4, 0.9), 0.18)
    }
    return canvas
  }
  canvas.fill(circle(width * 0.08, height * 1.05, height * 0.55), hsl(hue + 30, 0.7, 0.6), 0.18)
  canvas.fill(circle(width * 0.42, -height * 0.15, height * 0.45), hsl(hue - 20, 0.7, 0.7), 0.14)
  const side = Math.min(height * 0.64, width * 0.32)
  const cx = width * 0.72
  const cy = height / 2
  canvas.fill(circle(cx, cy, side * 0.62), hsl(hue, 0.5, 0.88), 0.95)
  canvas.fill(ring(cx, cy, side * 0.7, side * 0.025), hsl(hue, 0.5, 0.9), 0.5)
  const accent = kinds[1] ?? kinds[0] ?? 'gift'
  const small = side * 0.3
  canvas.fill(circle(cx - side * 0.62, cy + side * 0.42, small * 0.55), hsl(hue + 40, 0.55, 0.85), 0.9)
  drawKind(
    canvas,
    accent,
    paintFor(hue + 40, random),
    cx - side * 0.62 - small / 2,
    cy + side * 0.42 - small / 2,
    small,
    random,
  )
  const main = kinds[0] ?? 'gift'
  drawKind(canvas, main, paintFor(hue, random), cx - side * 0.4, cy - side * 0.4, side * 0.8, random)
  return canvas
}
