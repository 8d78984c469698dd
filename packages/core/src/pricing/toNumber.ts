/** A money or count value as the API may send it: a number, a legacy decimal string ("12.50") or nothing. */
export type NumberInput = number | string | null | undefined

/** Reads a number tolerantly: legacy decimal strings are parsed, anything unreadable or missing is 0. */
export function toNumber(value: NumberInput): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0
  if (typeof value !== 'string') return 0
  const text = value.trim()
  if (text === '') return 0
  const parsed = Number(text)
  return Number.isFinite(parsed) ? parsed : 0
}
