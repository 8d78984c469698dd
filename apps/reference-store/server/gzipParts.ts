/**
 * A cached page compressed once, answered gzip-compressed with a fresh nonce each time (`pageCache.ts`).
 *
 * The page's bytes between the nonce's occurrences ("holes", all of one length) are compressed once, part by part
 * (raw DEFLATE ended by a sync flush: byte-aligned, not final; referring to the text before a part, never into a
 * hole, so any bytes of the hole's length may fill it). An answer is the gzip header, those parts with each hole's
 * new bytes between them as a stored (uncompressed) DEFLATE block, a final empty block, and the CRC-32 and length
 * of the whole page (RFC 1951, 1952): a valid gzip stream for any decoder, made in a fraction of what compressing
 * the page again costs.
 */
import { promisify } from 'node:util'
import { constants, crc32, deflateRaw } from 'node:zlib'
import { parseAccept } from 'hono/utils/accept'

const deflateRawAsync = promisify(deflateRaw)

/** A page's compressed parts: `parts.length` is one more than the number of holes. */
export interface GzipParts {
  /** Each part between two holes, compressed (raw DEFLATE, sync-flushed). */
  parts: Buffer[]
  /** The same parts uncompressed (views of the page's bytes, for the checksum). */
  plain: Uint8Array[]
  /** The length of every hole. */
  holeLength: number
  /** The page's length. */
  length: number
  /** Bytes held for the compressed parts. */
  size: number
}

/** The gzip header: magic, DEFLATE, no flags, no time, no extra flags, unknown system. */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff])
/** A final empty block (fixed Huffman codes, end of block at once). */
const FINAL = Buffer.from([0x03, 0x00])

/** DEFLATE's window: how far back a part may refer. */
const WINDOW = 32 * 1024
/** The byte the holes are filled with in the parts' dictionaries: never in UTF-8 text, so never matched. */
const NEVER = 0xff

/**
 * Compresses `page` around its holes: `holeLength` bytes at each of `offsets` (ascending, apart). Each part may
 * refer to the text before it (its dictionary: up to 32 KB before it, the holes filled with a byte that UTF-8 text
 * never holds, which no match can then cover), as compressing the page whole would; a page holding that byte
 * (not text) is compressed part by part without dictionaries. The parts are compressed on libuv's threads (as
 * the compression middleware's streams are), not on the event loop.
 */
export async function gzipParts(
  page: Uint8Array,
  offsets: readonly number[],
  holeLength: number,
): Promise<GzipParts> {
  if (holeLength > 0xffff) throw new Error('a hole must fit one stored block')
  const text = Buffer.from(page.buffer, page.byteOffset, page.byteLength)
  let masked: Buffer | null = null
  if (offsets.length > 0 && !text.includes(NEVER)) {
    masked = Buffer.from(text)
    for (const offset of offsets) masked.fill(NEVER, offset, offset + holeLength)
  }
  const plain: Uint8Array[] = []
  const starts: number[] = []
  let from = 0
  for (const offset of offsets) {
    plain.push(page.subarray(from, offset))
    starts.push(from)
    from = offset + holeLength
  }
  plain.push(page.subarray(from))
  starts.push(from)
  const parts = await Promise.all(
    plain.map((part, index) => {
      if (part.byteLength === 0) return Buffer.alloc(0)
      const start = starts[index] as number
      // A small part (between two nonces of the head) takes a shorter dictionary: it is read for every part, and
      // 32 KB each for 26 parts made the first compression 5x dearer than compressing the page whole, for 0.5 %.
      const reach = Math.min(WINDOW, Math.max(4096, part.byteLength * 4))
      const dictionary = masked && start > 0 ? masked.subarray(Math.max(0, start - reach), start) : undefined
      return deflateRawAsync(part, {
        finishFlush: constants.Z_SYNC_FLUSH,
        ...(dictionary ? { dictionary } : {}),
      })
    }),
  )
  return {
    parts,
    plain,
    holeLength,
    length: page.byteLength,
    size: parts.reduce((sum, part) => sum + part.byteLength, 0),
  }
}

/** The gzip stream of the page with `hole` (of the parts' hole length) written in every hole. */
export function gzipWith(compressed: GzipParts, hole: Uint8Array): Uint8Array<ArrayBuffer> {
  if (hole.byteLength !== compressed.holeLength) throw new Error('a hole must keep its length')
  const stored = Buffer.alloc(5 + hole.byteLength)
  // A stored block, not final: its 3 header bits and the padding to the byte, then LEN and its complement.
  stored[0] = 0x00
  stored.writeUInt16LE(hole.byteLength, 1)
  stored.writeUInt16LE(~hole.byteLength & 0xffff, 3)
  stored.set(hole, 5)
  const pieces: Uint8Array[] = [HEADER]
  let crc = 0
  compressed.parts.forEach((part, index) => {
    if (index > 0) {
      pieces.push(stored)
      crc = crc32(hole, crc)
    }
    pieces.push(part)
    crc = crc32(compressed.plain[index] as Uint8Array, crc)
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(compressed.length % 2 ** 32, 4)
  pieces.push(FINAL, trailer)
  const stream = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.byteLength, 0))
  let at = 0
  for (const piece of pieces) {
    stream.set(piece, at)
    at += piece.byteLength
  }
  return stream
}

/**
 * Whether an `Accept-Encoding` header makes gzip the answer's encoding, as the store's compression middleware
 * (Hono's `compress`) chooses, read by the same parser (Hono's `parseAccept`): gzip when it is fully accepted, or
 * accepted at least as much as deflate; never when refused (`q=0`, or absent without a `*`).
 */
export function prefersGzip(acceptEncoding: string | null): boolean {
  if (!acceptEncoding) return false
  const accepts = parseAccept(acceptEncoding)
  const wildcard = accepts.find((accept) => accept.type === '*')?.q ?? 0
  const qOf = (encoding: string) =>
    accepts.find((accept) => accept.type.toLowerCase() === encoding)?.q ?? wildcard
  const gzip = qOf('gzip')
  return gzip === 1 || (gzip > 0 && gzip >= qOf('deflate'))
}
