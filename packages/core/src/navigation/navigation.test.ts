import { describe, expect, it } from 'vitest'
import { CHUNK_RELOAD_GUARD_MS } from '../constants'
import {
  CHUNK_RELOAD_KEY,
  claimChunkReload,
  isChunkLoadError,
  mayReloadForChunk,
  shouldPrefetch,
} from './navigation'

describe('idle prefetch', () => {
  it('prefetches online on a fast or unknown connection', () => {
    expect(shouldPrefetch(true)).toBe(true)
    expect(shouldPrefetch(true, { effectiveType: '4g' })).toBe(true)
    expect(shouldPrefetch(true, { effectiveType: '3g', saveData: false })).toBe(true)
  })

  it('never prefetches offline, on 2g or slow-2g, or in data-saver mode', () => {
    expect(shouldPrefetch(false, { effectiveType: '4g' })).toBe(false)
    expect(shouldPrefetch(true, { effectiveType: '2g' })).toBe(false)
    expect(shouldPrefetch(true, { effectiveType: 'slow-2g' })).toBe(false)
    expect(shouldPrefetch(true, { effectiveType: '4g', saveData: true })).toBe(false)
  })
})

describe('reload after a failed code chunk', () => {
  it('recognises the chunk errors of Chromium, Firefox and Safari', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    )
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })

  it('reloads the first time, then at most once a minute', () => {
    const now = 1_000_000
    expect(mayReloadForChunk(null, now)).toBe(true)
    expect(mayReloadForChunk(now - 1000, now)).toBe(false)
    expect(mayReloadForChunk(now - CHUNK_RELOAD_GUARD_MS + 1, now)).toBe(false)
    expect(mayReloadForChunk(now - CHUNK_RELOAD_GUARD_MS, now)).toBe(true)
  })

  it('ignores a stored time that is not a number or lies in the future', () => {
    expect(mayReloadForChunk(Number.NaN, 5)).toBe(true)
    expect(mayReloadForChunk(10_000, 5)).toBe(true)
  })
})

describe('the one automatic reload of the minute, kept in the tab’s session storage', () => {
  const memory = () => {
    const items = new Map<string, string>()
    return {
      items,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    }
  }

  it('is taken once, then refused for a minute, then taken again', () => {
    const storage = memory()
    expect(claimChunkReload(storage, 1_000)).toBe(true)
    expect(storage.items.get(CHUNK_RELOAD_KEY)).toBe('1000')
    expect(claimChunkReload(storage, 1_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false)
    expect(claimChunkReload(storage, 1_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true)
  })

  it('still allows the reload when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(claimChunkReload(blocked, 5)).toBe(true)
    expect(claimChunkReload(null, 5)).toBe(true)
  })
})
