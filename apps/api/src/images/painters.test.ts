import { describe, expect, it, vi } from 'vitest'
import { type Painting, paint } from './paint'
import { paintedInThreads, paintOffThread } from './painters'
import { pngSize } from './png'

const paintings: Painting[] = [
  { art: 'product', size: 200, hue: 210, kind: 'phone', seed: 7, tint: [198, 38, 44] },
  { art: 'category', size: 120, hue: 30, kind: 'book', seed: 11 },
  { art: 'mark', width: 160, height: 80, seed: 5, awning: false, word: 'Souk' },
  { art: 'mark', width: 120, height: 120, seed: 9, awning: true },
  { art: 'promo', width: 480, height: 240, hue: 300, kinds: ['watch', 'mug'], seed: 3, layout: 'side' },
  { art: 'promo', width: 960, height: 60, hue: 120, kinds: ['car'], seed: 4, layout: 'strip' },
]

describe('painter threads', () => {
  it('paint in another thread the very PNG files painting here gives, several at once', async () => {
    const warn = vi.spyOn(process, 'emitWarning')
    const before = paintedInThreads()
    const painted = await Promise.all(paintings.map((painting) => paintOffThread(painting)))
    for (const [index, painting] of paintings.entries()) {
      expect(Buffer.from(painted[index] as Uint8Array).equals(Buffer.from(paint(painting)))).toBe(true)
    }
    expect(pngSize(painted[4] as Uint8Array)).toEqual({ width: 480, height: 240 })
    // Painted by the threads, not in place (that would warn and count none).
    expect(paintedInThreads() - before).toBe(paintings.length)
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
  })
})
