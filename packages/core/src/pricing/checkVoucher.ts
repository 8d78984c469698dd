import { Visibility } from '../model/enums'
import type { ValidationMessage } from '../validation/validationMessage'
import { type NumberInput, toNumber } from './toNumber'

/** The parts of a voucher the eligibility check reads (a `Voucher` fits). */
export interface VoucherConditions {
  status?: Visibility | number | null
  min_spend: NumberInput
  /** Orders that may use the voucher in total; null or missing means no limit. */
  usage_limit?: NumberInput
  /** Orders one shopper may place with it; null or missing means no limit. */
  limit_per_customer?: NumberInput
  /** Valid strictly after this moment (API time, UTC). */
  start_time?: string | null
  /** Valid strictly before this moment (API time, UTC). */
  end_time?: string | null
}

/** What the check compares the voucher with. */
export interface VoucherUsage {
  /** The voucher base of the shopper's cart (see `voucherBase`). */
  base: NumberInput
  /** The moment of the check; defaults to now. */
  now?: Date | number
  /** Orders that already used the voucher (cancelled orders count). */
  usedCount?: number
  /** Orders of this shopper that already used it (cancelled orders count). */
  usedByShopper?: number
  /** Writes the minimum spend of the message as money (the shop's `formatPrice`); the bare number without it. */
  formatAmount?: (amount: number) => string
}

/** The message keys `checkVoucher` answers with. */
export const VOUCHER_MESSAGE_KEYS = [
  'voucher.notFound',
  'voucher.notStarted',
  'voucher.expired',
  'voucher.usageLimit',
  'voucher.customerLimit',
  'voucher.minSpend',
] as const

const API_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/

/** Reads an API time (`Y-m-d H:i:s`, UTC when no zone is given) as epoch milliseconds, NaN when unreadable. */
export function parseApiTime(value: string): number {
  const text = value.trim()
  const parts = API_TIME.exec(text)
  if (parts) {
    const [, y, mo, d, h, mi, s] = parts.map(Number)
    return Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, Number.isNaN(s) ? 0 : (s ?? 0))
  }
  return Date.parse(text)
}

const reached = (used: number | undefined, limit: NumberInput) =>
  limit !== null && limit !== undefined && limit !== '' && (used ?? 0) >= toNumber(limit)

/**
 * Whether a voucher may be used (contract 7.2, 9.7); a message key when not. Checked in the order a shopper
 * can act on: not found (missing or not public), not started yet (now <= start), expired (now >= end; an
 * unreadable time counts as expired), usage limit, per-customer limit, and last the minimum spend (params
 * `{amount}`, as money when `formatAmount` is given), the only one the shopper can fix by adding to the cart.
 */
export function checkVoucher(
  voucher: VoucherConditions | null | undefined,
  usage: VoucherUsage,
): ValidationMessage {
  if (!voucher || (voucher.status != null && Number(voucher.status) !== Visibility.PUBLIC)) {
    return { key: 'voucher.notFound' }
  }
  const now = usage.now === undefined ? Date.now() : Number(usage.now)
  const start = voucher.start_time ? parseApiTime(voucher.start_time) : Number.NEGATIVE_INFINITY
  const end = voucher.end_time ? parseApiTime(voucher.end_time) : Number.POSITIVE_INFINITY
  if (Number.isNaN(start) || Number.isNaN(end) || now >= end) return { key: 'voucher.expired' }
  if (now <= start) return { key: 'voucher.notStarted' }
  if (reached(usage.usedCount, voucher.usage_limit)) return { key: 'voucher.usageLimit' }
  if (reached(usage.usedByShopper, voucher.limit_per_customer)) return { key: 'voucher.customerLimit' }
  const minSpend = toNumber(voucher.min_spend)
  if (toNumber(usage.base) < minSpend) {
    return { key: 'voucher.minSpend', params: { amount: usage.formatAmount?.(minSpend) ?? minSpend } }
  }
  return null
}
