/** A small PNG encoder (8-bit RGB, one IDAT, the "Up" filter on every row) over node:zlib. */
import { deflateSync } from 'node:zlib'

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

/** CRC-32 (ISO 3309) of the bytes, as PNG chunks need it. */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (let i = 0; i < bytes.length; i++)
    c = (CRC_TABLE[(c ^ (bytes[i] as number)) & 0xff] as number) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length)
  out.writeUInt32BE(data.length, 0)
  out.write(type, 4, 'ascii')
  out.set(data, 8)
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length)
  return out
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** Encodes `rgb` (width × height × 3 bytes, rows top to bottom) as a PNG file. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const stride = width * 3
  if (rgb.length !== stride * height) throw new Error('encodePng: pixel buffer size does not match')
  const filtered = new Uint8Array((stride + 1) * height)
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1)
    const src = y * stride
    filtered[row] = 2 // Up: each byte minus the byte above (gradients and flat areas become zeros).
    for (let x = 0; x < stride; x++) {
      const above = y === 0 ? 0 : (rgb[src - stride + x] as number)
      filtered[row + 1 + x] = ((rgb[src + x] as number) - above) & 0xff
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // colour type: RGB
  header[10] = 0 // compression
  header[11] = 0 // filter method
  header[12] = 0 // no interlace
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filtered, { level: 6 })),
    chunk('IEND', new Uint8Array(0)),
  ])
}

/** Width and height from a PNG's IHDR (for tests and checks), or null. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 24 || !SIGNATURE.equals(Buffer.from(bytes.subarray(0, 8)))) return null
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) }
}
