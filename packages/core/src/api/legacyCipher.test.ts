import { createCipheriv, createDecipheriv } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { encryptLegacyBody, encryptLegacyString } from './legacyCipher'

const KEY = Buffer.from('0123456470abcdef0123456789abcdef', 'hex')
const IV = Buffer.from('abcdef1876343516abcdef9876543210', 'hex')

function zeroPaddedCipher(plaintext: string): string {
  const bytes = Buffer.from(plaintext, 'utf8')
  const padded = Buffer.alloc(Math.ceil(bytes.length / 16) * 16)
  bytes.copy(padded)
  const cipher = createCipheriv('aes-128-cbc', KEY, IV)
  cipher.setAutoPadding(false)
  return Buffer.concat([cipher.update(padded), cipher.final()]).toString('base64')
}

function decrypt(base64: string): string {
  const decipher = createDecipheriv('aes-128-cbc', KEY, IV)
  decipher.setAutoPadding(false)
  const plain = Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()])
  let end = plain.length
  while (end > 0 && plain[end - 1] === 0) end--
  return plain.subarray(0, end).toString('utf8')
}

describe('encryptLegacyString', () => {
  it.each([
    ['one byte', 'x'],
    ['one byte short of a block', 'a'.repeat(15)],
    ['exactly one block', 'b'.repeat(16)],
    ['one byte over a block', 'c'.repeat(17)],
    ['three whole blocks', 'd'.repeat(48)],
    ['multi-byte text', '{"name":"Ünïcødé سلام ✓"}'],
  ])('matches AES-128-CBC with zero padding for %s', async (_label, plaintext) => {
    expect(await encryptLegacyString(plaintext)).toBe(zeroPaddedCipher(plaintext))
  })

  it('adds no block when the text already fills whole blocks', async () => {
    const encrypted = await encryptLegacyString('e'.repeat(32))
    expect(Buffer.from(encrypted, 'base64')).toHaveLength(32)
  })
})

describe('encryptLegacyBody', () => {
  it('wraps the encrypted JSON in a data field that node decrypts back to the parameters', async () => {
    const params = { user_token: 'guest-1', order_method: 2, voucher: '', time_zone: 'Asia/Kabul' }
    const body = await encryptLegacyBody(params)
    expect(Object.keys(body)).toEqual(['data'])
    expect(JSON.parse(decrypt(body.data))).toEqual(params)
  })
})
