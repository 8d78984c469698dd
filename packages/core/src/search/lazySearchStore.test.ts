import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SearchSuggestions } from '../model'

// The widgets' search box store: its actions' code loads with the first action; until then the typed text is in
// the state, and a failed download is told as a failed fetch is.
const found: SearchSuggestions = { product: [], suggested: [{ id: 1, title: 'shirt' }], category: [] }

/** The first action imports the actions' module, which the test runner may still have to compile on a busy machine. */
const LOADED = { timeout: 10_000 }

afterEach(() => {
  vi.doUnmock('./searchActions')
  vi.resetModules()
  vi.useRealTimers()
})

describe('the widgets’ search store', () => {
  it('holds the typed text at once and fetches the suggestions once its actions are loaded', async () => {
    const { createLazySearchStore } = await import('./lazySearchStore')
    const suggest = vi.fn(async () => found)
    const search = createLazySearchStore({ suggest, debounceMs: 0 })
    search.getState().setText('sh')
    expect(search.getState()).toMatchObject({ text: 'sh', open: false, status: 'idle' })
    await vi.waitFor(
      () => expect(search.getState()).toMatchObject({ status: 'results', suggestions: found }),
      LOADED,
    )
    expect(suggest).toHaveBeenCalledExactlyOnceWith('sh', expect.any(AbortSignal))
  })

  it('runs the actions in the order they were called: a close right after typing cancels nothing typed later', async () => {
    const { createLazySearchStore } = await import('./lazySearchStore')
    const suggest = vi.fn(async () => found)
    const search = createLazySearchStore({ suggest, debounceMs: 0, closeDelayMs: 0 })
    search.getState().setText('sh')
    search.getState().closeNow()
    search.getState().setText('shirt')
    await vi.waitFor(
      () => expect(search.getState()).toMatchObject({ status: 'results', query: 'shirt' }),
      LOADED,
    )
    expect(suggest).toHaveBeenCalledExactlyOnceWith('shirt', expect.any(AbortSignal))
  })

  it('opens on an error when its actions cannot be downloaded, and loads them with the next action', async () => {
    vi.doMock('./searchActions', () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    const { createLazySearchStore } = await import('./lazySearchStore')
    const suggest = vi.fn(async () => found)
    const search = createLazySearchStore({ suggest, debounceMs: 0 })
    search.getState().setText('sh')
    await vi.waitFor(
      () => expect(search.getState()).toMatchObject({ open: true, status: 'error', text: 'sh' }),
      LOADED,
    )
    expect(search.getState().error).toBeInstanceOf(Error)
    // Leaving the box closes the error at once, without another download.
    search.getState().closeNow()
    expect(search.getState()).toMatchObject({ open: false, text: 'sh' })

    vi.doUnmock('./searchActions')
    search.getState().setText('shirt')
    await vi.waitFor(
      () => expect(search.getState()).toMatchObject({ status: 'results', error: null }),
      LOADED,
    )
    expect(suggest).toHaveBeenCalledExactlyOnceWith('shirt', expect.any(AbortSignal))
  })

  it('downloads nothing for a box left, closed or unmounted before anything was typed', async () => {
    const loaded = vi.fn()
    vi.doMock('./searchActions', async (original) => {
      loaded()
      return original()
    })
    const { createLazySearchStore } = await import('./lazySearchStore')
    const search = createLazySearchStore({ suggest: vi.fn(async () => found), debounceMs: 0 })
    search.getState().reopen()
    search.getState().close()
    search.getState().closeNow()
    search.getState().dispose()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(loaded).not.toHaveBeenCalled()
    expect(search.getState()).toMatchObject({ open: false, status: 'idle' })

    search.getState().setText('sh')
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledOnce(), LOADED)
  })
})
