// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_REFUSED_EVENT, reloadForChunkError } from './chunkReload'

const failedChunk = () => new TypeError('Failed to fetch dynamically imported module: /assets/transport-x.js')

afterEach(() => {
  vi.restoreAllMocks()
  window.sessionStorage.clear()
})

describe('reloadForChunkError', () => {
  it('reloads the page for a chunk that failed while online (a new deploy took its name)', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    expect(reloadForChunkError(failedChunk())).toBe(true)
    expect(assign).toHaveBeenCalledOnce()
  })

  it('leaves the page alone while the browser is offline: the caller says the API is down', () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false)
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    const refused = vi.fn()
    window.addEventListener(CHUNK_REFUSED_EVENT, refused)
    expect(reloadForChunkError(failedChunk())).toBe(false)
    window.removeEventListener(CHUNK_REFUSED_EVENT, refused)
    expect(assign).not.toHaveBeenCalled()
    expect(refused).not.toHaveBeenCalled()
  })
})
