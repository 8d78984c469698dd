/** A tiny anti-aliased raster: shapes are signed distance functions in pixels, filled with coverage. */

export type Rgb = readonly [number, number, number]

/** A shape: distance (negative inside) and the box worth visiting. */
export interface Shape {
  d: (x: number, y: number) => number
  x0: number
  y0: number
  x1: number
  y1: number
}

/** HSL (h in degrees, s and l in 0..1) to RGB bytes. */
export function hsl(h: number, s: number, l: number): Rgb {
  const hue = (((h % 360) + 360) % 360) / 360
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s
  const p = 2 * l - q
  const channel = (t0: number) => {
    let t = t0
    if (t < 0) t += 1
    if (t > 1) t -= 1
    const v = t < 1 / 6 ? p + (q - p) * 6 * t : t < 1 / 2 ? q : t < 2 / 3 ? p + (q - p) * (2 / 3 - t) * 6 : p
    return Math.round(v * 255)
  }
  return [channel(hue + 1 / 3), channel(hue), channel(hue - 1 / 3)]
}

export class Canvas {
  readonly data: Uint8Array
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 3)
  }

  /** Vertical gradient over the whole canvas. */
  gradient(top: Rgb, bottom: Rgb) {
    const { width, height, data } = this
    for (let y = 0; y < height; y++) {
      const t = height > 1 ? y / (height - 1) : 0
      const r = top[0] + (bottom[0] - top[0]) * t
      const g = top[1] + (bottom[1] - top[1]) * t
      const b = top[2] + (bottom[2] - top[2]) * t
      for (let x = 0, i = y * width * 3; x < width; x++, i += 3) {
        data[i] = r
        data[i + 1] = g
        data[i + 2] = b
      }
    }
  }

  /** Fills a shape with a colour at an opacity, anti-aliased over one pixel; `soft` widens the edge (shadows). */
  fill(shape: Shape, color: Rgb, alpha = 1, soft = 1) {
    const { width, height, data } = this
    const x0 = Math.max(0, Math.floor(shape.x0 - soft))
    const y0 = Math.max(0, Math.floor(shape.y0 - soft))
    const x1 = Math.min(width - 1, Math.ceil(shape.x1 + soft))
    const y1 = Math.min(height - 1, Math.ceil(shape.y1 + soft))
    const [r, g, b] = color
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const d = shape.d(x + 0.5, y + 0.5)
        if (d >= soft * 0.5) continue
        const cover = d <= -soft * 0.5 ? 1 : 0.5 - d / soft
        const a = cover * alpha
        const i = (y * width + x) * 3
        data[i] = (data[i] as number) + (r - (data[i] as number)) * a
        data[i + 1] = (data[i + 1] as number) + (g - (data[i + 1] as number)) * a
        data[i + 2] = (data[i + 2] as number) + (b - (data[i + 2] as number)) * a
      }
    }
  }
}

// Shapes, in pixels.
export const circle = (cx: number, cy: number, r: number): Shape => ({
  d: (x, y) => Math.hypot(x - cx, y - cy) - r,
  x0: cx - r,
  y0: cy - r,
  x1: cx + r,
  y1: cy + r,
})

export const ellipse = (cx: number, cy: number, rx: number, ry: number): Shape => {
  const m = Math.min(rx, ry)
  return {
    d: (x, y) => (Math.hypot((x - cx) / rx, (y - cy) / ry) - 1) * m,
    x0: cx - rx,
    y0: cy - ry,
    x1: cx + rx,
    y1: cy + ry,
  }
}

/** A rounded rectangle from its centre, half sizes and corner radius. */
export const box = (cx: number, cy: number, hw: number, hh: number, radius = 0): Shape => {
  const r = Math.min(radius, hw, hh)
  return {
    d: (x, y) => {
      const qx = Math.abs(x - cx) - hw + r
      const qy = Math.abs(y - cy) - hh + r
      return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r
    },
    x0: cx - hw,
    y0: cy - hh,
    x1: cx + hw,
    y1: cy + hh,
  }
}

/** A thick line with round ends. */
export const capsule = (ax: number, ay: number, bx: number, by: number, r: number): Shape => ({
  d: (x, y) => {
    const px = x - ax
    const py = y - ay
    const dx = bx - ax
    const dy = by - ay
    const h = Math.max(0, Math.min(1, (px * dx + py * dy) / (dx * dx + dy * dy || 1)))
    return Math.hypot(px - dx * h, py - dy * h) - r
  },
  x0: Math.min(ax, bx) - r,
  y0: Math.min(ay, by) - r,
  x1: Math.max(ax, bx) + r,
  y1: Math.max(ay, by) + r,
})

/** A ring (circle outline of thickness 2·t); `upper` keeps only the half above the centre. */
export const ring = (cx: number, cy: number, r: number, t: number, upper = false): Shape => ({
  d: (x, y) => {
    const d = Math.abs(Math.hypot(x - cx, y - cy) - r) - t
    return upper ? Math.max(d, y - cy) : d
  },
  x0: cx - r - t,
  y0: cy - r - t,
  x1: cx + r + t,
  y1: upper ? cy : cy + r + t,
})

/** A closed polygon (points in order). */
export const polygon = (points: readonly (readonly [number, number])[]): Shape => {
  const xs = points.map((p) => p[0])
  const ys = points.map((p) => p[1])
  return {
    d: (x, y) => {
      const first = points[0] as readonly [number, number]
      let d = (x - first[0]) ** 2 + (y - first[1]) ** 2
      let sign = 1
      for (let i = 0, j = points.length - 1; i < points.length; j = i, i++) {
        const [vix, viy] = points[i] as readonly [number, number]
        const [vjx, vjy] = points[j] as readonly [number, number]
        const ex = vjx - vix
        const ey = vjy - viy
        const wx = x - vix
        const wy = y - viy
        const h = Math.max(0, Math.min(1, (wx * ex + wy * ey) / (ex * ex + ey * ey || 1)))
        d = Math.min(d, (wx - ex * h) ** 2 + (wy - ey * h) ** 2)
        const c1 = y >= viy
        const c2 = y < vjy
        const c3 = ex * wy > ey * wx
        if ((c1 && c2 && c3) || (!c1 && !c2 && !c3)) sign = -sign
      }
      return sign * Math.sqrt(d)
    },
    x0: Math.min(...xs),
    y0: Math.min(...ys),
    x1: Math.max(...xs),
    y1: Math.max(...ys),
  }
}
