import { describe, expect, it } from 'vitest'
import { memoryStorage } from './memoryStorage'
import { serverStorage } from './serverStorage'
import { isTimeZone, rememberTimeZone, storedTimeZone } from './timeZone'

describe('time zone cookie', () => {
  it('knows real IANA names and nothing else', () => {
    expect(isTimeZone('Europe/Istanbul')).toBe(true)
    expect(isTimeZone('UTC')).toBe(true)
    expect(isTimeZone('Mars/Olympus')).toBe(false)
    expect(isTimeZone('')).toBe(false)
    expect(isTimeZone(undefined)).toBe(false)
  })

  it('remembers the browser’s zone for a year on the whole site, and writes nothing when it is already there', () => {
    const storage = serverStorage('')
    expect(rememberTimeZone(storage, 'Asia/Kolkata')).toBe('Asia/Kolkata')
    expect(storage.setCookieHeaders()).toEqual([
      expect.stringMatching(/^timeZone=Asia%2FKolkata; Path=\/; Max-Age=31536000;.*SameSite=Lax/),
    ])
    const again = serverStorage('timeZone=Asia%2FKolkata')
    expect(rememberTimeZone(again, 'Asia/Kolkata')).toBeUndefined()
    expect(again.setCookieHeaders()).toEqual([])
  })

  it('writes a changed zone, never an unknown one', () => {
    const storage = memoryStorage({ cookies: { timeZone: 'Europe/Paris' } })
    expect(rememberTimeZone(storage, 'Mars/Olympus')).toBeUndefined()
    expect(storedTimeZone(storage)).toBe('Europe/Paris')
    rememberTimeZone(storage, 'America/Sao_Paulo')
    expect(storedTimeZone(storage)).toBe('America/Sao_Paulo')
  })
})
