import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createToastStore } from './toastStore'

const t = (key: string) =>
  ({ 'toast.success': 'Success', 'errors.somethingWentWrong': 'Something went wrong' })[key] ?? key

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows "Success" when no message is given', () => {
    const toast = createToastStore({ t })
    toast.getState().show()
    expect(toast.getState()).toMatchObject({ visible: true, message: 'Success', error: false })
  })

  it('hides itself after 5000 ms and not before', () => {
    const toast = createToastStore({ t })
    toast.getState().show('Saved')
    vi.advanceTimersByTime(4999)
    expect(toast.getState().visible).toBe(true)
    vi.advanceTimersByTime(1)
    expect(toast.getState().visible).toBe(false)
  })

  it('restarts the timer when a second toast replaces the first', () => {
    const toast = createToastStore({ t })
    toast.getState().show('one')
    vi.advanceTimersByTime(3000)
    toast.getState().show('two', { error: true })
    vi.advanceTimersByTime(3000)
    expect(toast.getState()).toMatchObject({ visible: true, message: 'two', error: true, id: 2 })
    vi.advanceTimersByTime(2000)
    expect(toast.getState().visible).toBe(false)
  })

  it('hides on demand', () => {
    const toast = createToastStore({ t })
    toast.getState().show('x')
    toast.getState().hide()
    expect(toast.getState().visible).toBe(false)
  })

  it('flags errors and falls back to a generic message', () => {
    const toast = createToastStore({ t })
    toast.getState().showError('')
    expect(toast.getState()).toMatchObject({ error: true, message: 'Something went wrong' })
  })

  it('keeps two instances apart', () => {
    const a = createToastStore({ t })
    const b = createToastStore({ t })
    a.getState().show('only a')
    expect(b.getState().visible).toBe(false)
  })
})
