import { describe, expect, it } from 'vitest'
import { makeAddress } from '../testing/fixtures'
import { preferredAddress } from './preferredAddress'

describe('preferredAddress', () => {
  const home = makeAddress({ id: 1, default: 0 })
  const office = makeAddress({ id: 2, default: 1 })
  const cabin = makeAddress({ id: 3, default: 0 })

  it('keeps the chosen address while it is in the book', () => {
    expect(preferredAddress([home, office, cabin], 3)).toBe(cabin)
  })

  it("falls back to the book's default when the chosen one was removed", () => {
    expect(preferredAddress([home, office], 3)).toBe(office)
  })

  it('falls back to the first address of a book without a default', () => {
    expect(preferredAddress([home, cabin], null)).toBe(home)
  })

  it('is null for an empty book', () => {
    expect(preferredAddress([], 1)).toBeNull()
  })
})
