import { randomBytes } from 'node:crypto'
import { gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { gzipParts, gzipWith, prefersGzip } from './gzipParts'

const encoder = new TextEncoder()
const decoder = new TextDecoder()

/** A page with `hole` at each of `offsets`, and those offsets. */
function pageWith(text: string, hole: string): { page: Uint8Array; offsets: number[] } {
  const page = encoder.encode(text)
  const offsets: number[] = []
  for (let at = text.indexOf(hole); at >= 0; at = text.indexOf(hole, at + hole.length)) offsets.push(at)
  return { page, offsets }
}

describe('a page compressed around its holes', () => {
  const old = 'AAAAAAAAAAAAAAAAAAAAAAAA'
  const fresh = 'bbbbbbbbbbbbbbbbbbbbbbbb'

  it('decompresses to the page with the new bytes in every hole', async () => {
    const text = `<html><script nonce="${old}">1</script>${'<p class="souk-card">a card</p>'.repeat(2_000)}<script nonce="${old}">2</script></html>`
    const { page, offsets } = pageWith(text, old)
    expect(offsets).toHaveLength(2)
    const compressed = await gzipParts(page, offsets, old.length)
    const answer = gzipWith(compressed, encoder.encode(fresh))
    expect(decoder.decode(gunzipSync(answer))).toBe(text.replaceAll(old, fresh))
    // Compressed, not stored: far smaller than the page.
    expect(answer.byteLength).toBeLessThan(page.byteLength / 20)
  })

  it('is about as small as the page compressed whole: the parts refer to the text before them', async () => {
    // Forty different descriptions, each card one of them in turn, a hole every forty cards: a part alone holds
    // each description once; with the text before it, everything repeats.
    const words = ['phone', 'case', 'leather', 'blue', 'slim', 'charger', 'cable', 'glass', 'screen', 'grip']
    let seed = 7
    const next = () => {
      seed = (seed * 48_271) % 2_147_483_647
      return seed
    }
    const descriptions = Array.from({ length: 40 }, () =>
      Array.from({ length: 40 }, () => `${words[next() % words.length]}${next() % 97}`).join(' '),
    )
    let text = ''
    for (let index = 0; index < 2_000; index++) {
      text += `<li class="souk-product-card"><p>${descriptions[index % descriptions.length]}</p></li>`
      if (index % 40 === 0) text += `<script nonce="${old}"></script>`
    }
    const { page, offsets } = pageWith(text, old)
    expect(offsets.length).toBe(50)
    const answer = gzipWith(await gzipParts(page, offsets, old.length), encoder.encode(fresh))
    expect(decoder.decode(gunzipSync(answer))).toBe(text.replaceAll(old, fresh))
    // Each part costs its own block headers and code tables, each hole travels as it is (24 bytes and 5 of header).
    expect(answer.byteLength).toBeLessThan(gzipSync(page).byteLength * 1.1 + offsets.length * 80)
  })

  it('handles holes at the very start and end, side by side, and a page without any', async () => {
    for (const text of [`${old}middle${old}`, `${old}${old}${old}`, 'no hole at all', old, '']) {
      const { page, offsets } = pageWith(text, old)
      const answer = gzipWith(await gzipParts(page, offsets, old.length), encoder.encode(fresh))
      expect(decoder.decode(gunzipSync(answer))).toBe(text.replaceAll(old, fresh))
    }
  })

  it('keeps random bytes (nothing to compress) and pages larger than a DEFLATE block intact', async () => {
    const noise = randomBytes(300_000)
    const offsets = [0, 70_000, 150_000, 299_976]
    const compressed = await gzipParts(noise, offsets, 24)
    const hole = randomBytes(24)
    const expected = Buffer.from(noise)
    for (const offset of offsets) expected.set(hole, offset)
    expect(gunzipSync(gzipWith(compressed, hole)).equals(expected)).toBe(true)
  })

  it('gives a different answer for each new hole, each a valid stream', async () => {
    const { page, offsets } = pageWith(`a${old}b`, old)
    const compressed = await gzipParts(page, offsets, old.length)
    const first = gunzipSync(gzipWith(compressed, encoder.encode(fresh)))
    const second = gunzipSync(gzipWith(compressed, encoder.encode(old)))
    expect(decoder.decode(first)).toBe(`a${fresh}b`)
    expect(decoder.decode(second)).toBe(`a${old}b`)
  })

  it('refuses a hole of another length', async () => {
    const { page, offsets } = pageWith(`a${old}b`, old)
    const compressed = await gzipParts(page, offsets, old.length)
    expect(() => gzipWith(compressed, encoder.encode('short'))).toThrow(/length/)
  })
})

describe('the encoding the compression middleware would choose', () => {
  it('is gzip for browsers, unless gzip is refused or deflate preferred', () => {
    expect(prefersGzip('gzip, deflate, br, zstd')).toBe(true)
    expect(prefersGzip('deflate, gzip;q=1.0')).toBe(true)
    expect(prefersGzip('*')).toBe(true)
    expect(prefersGzip('gzip;q=0.5, deflate;q=0.5')).toBe(true)
    expect(prefersGzip(null)).toBe(false)
    expect(prefersGzip('identity')).toBe(false)
    expect(prefersGzip('br')).toBe(false)
    expect(prefersGzip('gzip;q=0, deflate')).toBe(false)
    expect(prefersGzip('*;q=0')).toBe(false)
    expect(prefersGzip('gzip;q = 0, deflate')).toBe(false)
    expect(prefersGzip('gzip;q=0.4, deflate;q=0.8')).toBe(false)
  })
})
