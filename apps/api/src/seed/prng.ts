/** A small seeded pseudo-random generator (mulberry32): the same seed gives the same catalogue every run. */
export interface Prng {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max]. */
  int(min: number, max: number): number
  /** True with the given probability. */
  chance(probability: number): boolean
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T
  /** `count` distinct elements, in a shuffled order. */
  sample<T>(items: readonly T[], count: number): T[]
}

/** Creates a generator from a 32-bit seed. */
export function createPrng(seed: number): Prng {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }
  // A partial Fisher-Yates shuffle over a sparse map of the swapped positions: O(count), whatever the list's
  // length (the seed draws a few products out of 100 000 for each of tens of thousands of orders).
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const taken = Math.min(count, items.length)
    const moved = new Map<number, number>()
    const picked: T[] = []
    for (let index = 0; index < taken; index++) {
      const other = int(index, items.length - 1)
      const chosen = moved.get(other) ?? other
      moved.set(other, moved.get(index) ?? index)
      picked.push(items[chosen] as T)
    }
    return picked
  }
  return { next, int, chance: (probability) => next() < probability, pick, sample }
}
