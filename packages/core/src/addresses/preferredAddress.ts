import type { Address } from '../model'

/**
 * The address an order goes to (spec §2.2): the one the shopper chose while it is still in the book, else the
 * book's default, else its first; null for an empty book.
 */
export function preferredAddress(
  list: readonly Address[],
  chosenId: number | null | undefined,
): Address | null {
  return (
    list.find((address) => address.id === chosenId) ??
    list.find((address) => Number(address.default) === 1) ??
    list[0] ??
    null
  )
}
