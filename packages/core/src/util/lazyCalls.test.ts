import { describe, expect, it, vi } from 'vitest'
import { lazyCalls } from './lazyCalls'
import { loadOnce } from './loadOnce'

describe('lazyCalls', () => {
  it('loads the calls with the first one, once, and runs each with its arguments', async () => {
    const add = vi.fn(async (a: number, b: number) => a + b)
    const load = vi.fn(async () => ({ add, name: async () => 'souk' }))
    const calls = lazyCalls(loadOnce(load), { add: 0, name: '' }, () => {})
    expect(load).not.toHaveBeenCalled()
    await expect(Promise.all([calls.add(2, 3), calls.name()])).resolves.toEqual([5, 'souk'])
    expect(add).toHaveBeenCalledWith(2, 3)
    expect(load).toHaveBeenCalledOnce()
  })

  it('tells why the code could not come, answers as a failed call, and loads it with the next call', async () => {
    let tries = 0
    const load = loadOnce(async () => {
      tries++
      if (tries === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return { save: async () => ({ id: 7 }) as { id: number } | null }
    })
    const failed = vi.fn()
    const calls = lazyCalls(load, { save: null }, failed)
    await expect(calls.save()).resolves.toBeNull()
    expect(failed).toHaveBeenCalledWith(expect.any(TypeError))
    await expect(calls.save()).resolves.toEqual({ id: 7 })
  })
})
