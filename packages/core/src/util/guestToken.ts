import { GUEST_TOKEN_LENGTH } from '../constants'

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz'

/** Generates a random base-36 guest token (`user_token`) of about 18 characters from a secure source. */
export function generateGuestToken(length = GUEST_TOKEN_LENGTH): string {
  let token = ''
  while (token.length < length) {
    const bytes = new Uint8Array(length * 2)
    globalThis.crypto.getRandomValues(bytes)
    for (const byte of bytes) {
      // 252 is the largest multiple of 36 that fits a byte: skipping bytes above it keeps characters uniform.
      if (byte >= 252) continue
      token += ALPHABET[byte % 36]
      if (token.length === length) break
    }
  }
  return token
}
