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
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items]
    for (let index = copy.length - 1; index > 0; index--) {
      const other = int(0, index)
      const a = copy[index] as T
      copy[index] = copy[other] as T
      copy[other] = a
    }
    return copy.slice(0, Math.min(count, copy.length))
  }
  return { next, int, chance: (probability) => next() < probability, pick, sample }
}
