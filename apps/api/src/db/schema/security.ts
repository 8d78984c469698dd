/** What the opening section of the contract adds: tokens, codes, rate limits, mail outbox, payment sandbox. */
import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { money, timestamps } from './columns'
import { orders, users } from './customers'

/** Bearer tokens of customers: only a SHA-256 hash of the random token is stored. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 32 }).notNull().default('user'),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    scopes: text('scopes').notNull().default('user'),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    last_used_at: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('access_tokens_hash_unique').on(t.token_hash),
    index('access_tokens_user_idx').on(t.user_id),
  ],
)

/** E-mailed verification and reset codes: hashed, expiring, with an attempt counter. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    /** `user_verify`, `user_reset`, `seller_verify`. */
    purpose: varchar('purpose', { length: 32 }).notNull(),
    email: varchar('email', { length: 191 }).notNull(),
    code_hash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumed_at: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [index('verification_codes_lookup_idx').on(t.purpose, t.email)],
)

/** Fixed-window rate-limit counters, shared by every API instance. */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  window_start: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
  count: integer('count').notNull().default(0),
})

/** Rendered mail: written here always, sent through SMTP when `SMTP_URL` is set. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** `user_verify`, `user_reset`, `seller_verify`, `order_confirmation`, `contact`, … */
    kind: varchar('kind', { length: 32 }).notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** The last failure (the SMTP server's answer); kept while retries remain, and after the last one. */
    error: text('error'),
    /** Sending attempts so far (each claim counts one; see `auth/mailSender.ts`). */
    attempts: integer('attempts').notNull().default(0),
    /** While set and in the future, one sender holds the row (its lease); an expired lease is free to take. */
    sending_until: timestamp('sending_until', { withTimezone: true, mode: 'date' }),
    /** When a claimed row may be tried again (after a lease or a backoff); null once sent or given up. */
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.to),
    // What senders look through: the unsent rows.
    index('mail_outbox_unsent_idx').on(t.id).where(sql`sent_at IS NULL`),
  ],
)

/** A payment started with the built-in sandbox provider (redirect gateways, mobile wallets). */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: serial('id').primaryKey(),
    /** Random public reference of the session (the provider's checkout id). */
    reference: varchar('reference', { length: 64 }).notNull(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    order_method: integer('order_method').notNull(),
    wallet: varchar('wallet', { length: 32 }),
    amount: money('amount').notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    /** `pending`, `approved`, `declined`, `cancelled`. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    /** Which adapter runs the session (`sandbox`, or a real provider's name). */
    provider: varchar('provider', { length: 32 }).notNull().default('sandbox'),
    /** The provider's payment id once approved (wallets: the transaction id the shopper types). */
    payment_id: text('payment_id'),
    /** Language of the provider page. */
    lang: varchar('lang', { length: 12 }),
    return_url: text('return_url'),
    cancel_url: text('cancel_url'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payment_sessions_reference_unique').on(t.reference),
    index('payment_sessions_order_idx').on(t.order_id),
  ],
)

/**
 * A one-time code that hands a guest cart from the widgets on a partner's page to the shop (`cart/handoff`):
 * only a SHA-256 hash of the random code is stored; it is bound to the giving guest token, expires after five
 * minutes and is consumed by the first claim.
 */
export const cartHandoffs = pgTable(
  'cart_handoffs',
  {
    id: serial('id').primaryKey(),
    code_hash: varchar('code_hash', { length: 64 }).notNull(),
    /** The guest token whose cart lines the code hands over. */
    user_token: varchar('user_token', { length: 191 }).notNull(),
    /** The partner origin that asked for the code (one of the allowed origins), for the shop's question. */
    origin: varchar('origin', { length: 255 }),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumed_at: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cart_handoffs_code_unique').on(t.code_hash),
    index('cart_handoffs_token_idx').on(t.user_token),
  ],
)
