/** The legacy encrypted order body of contract 7.1: AES-128-CBC, zero padding, base64, fixed key and IV. */

// Obfuscation only: the original storefront and backend both hard-code these values.
const KEY_HEX = '0123456470abcdef0123456789abcdef'
const IV_HEX = 'abcdef1876343516abcdef9876543210'
const BLOCK_SIZE = 16

function bytesOfHex(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2)
  for (let index = 0; index < bytes.length; index++) {
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16)
  }
  return bytes
}

function base64OfBytes(bytes: Uint8Array): string {
  let binary = ''
  // Chunked so that String.fromCharCode never receives more arguments than an engine accepts.
  for (let offset = 0; offset < bytes.length; offset += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000))
  }
  return btoa(binary)
}

function subtleCrypto(): SubtleCrypto {
  const subtle = globalThis.crypto?.subtle
  if (!subtle) throw new Error('Web Crypto (crypto.subtle) is needed for legacy order encryption.')
  return subtle
}

/** Encrypts a string the way the original storefront did (CryptoJS AES, ZeroPadding); returns base64. */
export async function encryptLegacyString(plaintext: string): Promise<string> {
  const subtle = subtleCrypto()
  const encoded = new TextEncoder().encode(plaintext)
  // Zero padding as CryptoJS does it: nothing added when the length is already a multiple of the block.
  const padded = new Uint8Array(Math.ceil(encoded.length / BLOCK_SIZE) * BLOCK_SIZE)
  padded.set(encoded)
  const key = await subtle.importKey('raw', bytesOfHex(KEY_HEX), { name: 'AES-CBC' }, false, ['encrypt'])
  const encrypted = new Uint8Array(
    await subtle.encrypt({ name: 'AES-CBC', iv: bytesOfHex(IV_HEX) }, key, padded),
  )
  // Web Crypto always appends a PKCS#7 block; on block-aligned input that is exactly one extra block, and CBC
  // leaves every block before it identical to a zero-padding encryption, so dropping it gives CryptoJS's output.
  return base64OfBytes(encrypted.subarray(0, padded.length))
}

/** The legacy `{data: "<AES string>"}` body of `order/action`, `order/payment-done` and `order/transaction`. */
export async function encryptLegacyBody(params: object): Promise<{ data: string }> {
  return { data: await encryptLegacyString(JSON.stringify(params)) }
}
