import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SearchSuggestions } from '../model'
import { searchSubmitTarget } from './searchNavigation'
import { hasSuggestions } from './searchState'
import { createSearchStore } from './searchStore'

const empty: SearchSuggestions = { product: [], suggested: [], category: [] }
const found: SearchSuggestions = { ...empty, suggested: [{ id: 1, title: 'shirt' }] }

function setup(reply: (text: string) => Promise<SearchSuggestions> = async () => found) {
  const suggest = vi.fn((text: string, _signal: AbortSignal) => reply(text))
  const store = createSearchStore({ suggest })
  return { store, suggest }
}

describe('search suggestions store', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('waits 700 ms after the last keystroke before asking', async () => {
    const { store, suggest } = setup()
    store.getState().setText('s')
    vi.advanceTimersByTime(400)
    store.getState().setText('sh')
    vi.advanceTimersByTime(699)
    expect(suggest).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(suggest).toHaveBeenCalledTimes(1)
    expect(suggest.mock.calls[0]?.[0]).toBe('sh')
  })

  it('shows loading, then the results', async () => {
    let resolve: (value: SearchSuggestions) => void = () => {}
    const { store } = setup(() => new Promise((r) => (resolve = r)))
    store.getState().setText('shirt')
    await vi.advanceTimersByTimeAsync(700)
    expect(store.getState()).toMatchObject({ open: true, status: 'loading', query: 'shirt' })
    resolve(found)
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getState()).toMatchObject({ open: true, status: 'results', suggestions: found })
  })

  it('says nothing was found when every group is empty', async () => {
    const { store } = setup(async () => empty)
    store.getState().setText('zzz')
    await vi.advanceTimersByTimeAsync(700)
    expect(store.getState().status).toBe('empty')
  })

  it('closes and forgets for empty text', async () => {
    const { store, suggest } = setup()
    store.getState().setText('shirt')
    await vi.advanceTimersByTimeAsync(700)
    store.getState().setText('   ')
    expect(store.getState()).toMatchObject({ open: false, status: 'idle', suggestions: null })
    store.getState().setText('')
    await vi.advanceTimersByTimeAsync(1000)
    expect(suggest).toHaveBeenCalledTimes(1)
  })

  it('does not ask again for the same text', async () => {
    const { store, suggest } = setup()
    store.getState().setText('shirt')
    await vi.advanceTimersByTimeAsync(700)
    store.getState().setText('shirt ')
    await vi.advanceTimersByTimeAsync(1000)
    expect(suggest).toHaveBeenCalledTimes(1)
    expect(store.getState().open).toBe(true)
  })

  it('closes 100 ms after being asked, and a new keystroke cancels the close', async () => {
    const { store } = setup()
    store.getState().setText('shirt')
    await vi.advanceTimersByTimeAsync(700)
    store.getState().close()
    vi.advanceTimersByTime(99)
    expect(store.getState().open).toBe(true)
    vi.advanceTimersByTime(1)
    expect(store.getState().open).toBe(false)
    store.getState().reopen()
    store.getState().close()
    store.getState().setText('shirt')
    vi.advanceTimersByTime(200)
    expect(store.getState().open).toBe(true)
  })

  it('drops the answer of an older request when a newer text was typed', async () => {
    const resolvers: Record<string, (value: SearchSuggestions) => void> = {}
    const { store } = setup((text) => new Promise((r) => (resolvers[text] = r)))
    store.getState().setText('sh')
    await vi.advanceTimersByTimeAsync(700)
    store.getState().setText('shoe')
    await vi.advanceTimersByTimeAsync(700)
    resolvers.sh?.(found)
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getState().status).toBe('loading')
    resolvers.shoe?.(empty)
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getState()).toMatchObject({ status: 'empty', query: 'shoe' })
  })

  it('shows an error state when the request fails', async () => {
    const { store } = setup(async () => {
      throw new Error('down')
    })
    store.getState().setText('shirt')
    await vi.advanceTimersByTimeAsync(700)
    expect(store.getState().status).toBe('error')
  })
})

describe('search navigation', () => {
  it.each([
    ['shirt', { onSearchPage: false }, '/search?q=shirt'],
    ['  red shoes ', { onSearchPage: false }, '/search?q=red%20shoes'],
    ['', { onSearchPage: false }, null],
    ['   ', { onSearchPage: true, query: 'x' }, null],
    ['shirt', { onSearchPage: true, query: 'shirt' }, null],
    ['shirt', { onSearchPage: false, query: 'shirt' }, '/search?q=shirt'],
    ['shoe', { onSearchPage: true, query: 'shirt' }, '/search?q=shoe'],
    ['chemise', { onSearchPage: false, lang: 'fr' }, '/fr/search?q=chemise'],
  ])('submitting %j from %j goes to %s', (text, current, expected) => {
    expect(searchSubmitTarget(text, current)).toBe(expected)
  })

  it('counts suggestions in any group', () => {
    expect(hasSuggestions(empty)).toBe(false)
    expect(hasSuggestions({ ...empty, category: [{ id: 1, title: 'a', slug: 'a' }] })).toBe(true)
    expect(hasSuggestions(null)).toBe(false)
  })
})
