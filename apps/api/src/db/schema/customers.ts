/** Customers and shopping (contract section 11, "Customers & shopping"). */
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { products, shippingPlaces, updatedInventories, vouchers } from './catalog'
import { flag, money, timestamps } from './columns'
import { stores } from './sellers'

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: varchar('email', { length: 191 }).notNull(),
    /** A password hash (never the password); null for social-only accounts. */
    password: text('password'),
    google_id: text('google_id'),
    facebook_id: text('facebook_id'),
    verified: flag('verified').notNull().default(0),
    default_address: integer('default_address'),
    phone: text('phone'),
    viewed: flag('viewed').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
)

export const guestUsers = pgTable(
  'guest_users',
  {
    id: serial('id').primaryKey(),
    email: text('email'),
    name: text('name'),
    default_address: integer('default_address'),
    user_token: varchar('user_token', { length: 191 }).notNull(),
    viewed: flag('viewed').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('guest_users_token_unique').on(t.user_token)],
)

export const userAddresses = pgTable(
  'user_addresses',
  {
    id: serial('id').primaryKey(),
    country: varchar('country', { length: 2 }).notNull(),
    state: text('state'),
    city: text('city').notNull(),
    zip: text('zip').notNull(),
    address_1: text('address_1').notNull(),
    address_2: text('address_2'),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    delivery_instruction: text('delivery_instruction'),
    default: smallint('default').notNull().default(2),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    user_token: varchar('user_token', { length: 191 }),
    ...timestamps,
  },
  (t) => [index('user_addresses_user_idx').on(t.user_id), index('user_addresses_token_idx').on(t.user_token)],
)

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    inventory_id: integer('inventory_id')
      .notNull()
      .references(() => updatedInventories.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    user_token: varchar('user_token', { length: 191 }),
    quantity: integer('quantity').notNull(),
    shipping_place_id: integer('shipping_place_id').references(() => shippingPlaces.id, {
      onDelete: 'set null',
    }),
    shipping_type: smallint('shipping_type').notNull().default(1),
    selected: smallint('selected').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('carts_user_idx').on(t.user_id),
    index('carts_token_idx').on(t.user_token),
    // One line per shopper and variant: a second add raises the quantity (and concurrent adds cannot duplicate).
    uniqueIndex('carts_user_line_unique')
      .on(t.user_id, t.product_id, t.inventory_id)
      .where(sql`user_id IS NOT NULL`),
    uniqueIndex('carts_guest_line_unique')
      .on(t.user_token, t.product_id, t.inventory_id)
      .where(sql`user_id IS NULL`),
  ],
)

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    order: varchar('order', { length: 64 }).notNull(),
    status: smallint('status').notNull().default(1),
    total_amount: money('total_amount').notNull().default(0),
    order_method: smallint('order_method').notNull(),
    /** Souk addition: the wallet chosen under payment method 50 (`enzona`, `transfermovil`). */
    wallet: varchar('wallet', { length: 32 }),
    currency: varchar('currency', { length: 8 }).notNull(),
    payment_done: boolean('payment_done').notNull().default(false),
    cancelled: boolean('cancelled').notNull().default(false),
    payment_token: text('payment_token'),
    trans_id: text('trans_id'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    user_token: varchar('user_token', { length: 191 }),
    user_address_id: integer('user_address_id'),
    voucher_id: integer('voucher_id').references(() => vouchers.id, { onDelete: 'set null' }),
    viewed: flag('viewed').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_order_unique').on(t.order),
    index('orders_user_idx').on(t.user_id),
    index('orders_token_idx').on(t.user_token),
    index('orders_voucher_idx').on(t.voucher_id),
  ],
)

export const orderedProducts = pgTable(
  'ordered_products',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    product_id: integer('product_id').notNull(),
    inventory_id: integer('inventory_id').notNull(),
    quantity: integer('quantity').notNull(),
    shipping_place_id: integer('shipping_place_id'),
    shipping_type: smallint('shipping_type').notNull().default(1),
    purchased: money('purchased').notNull().default(0),
    selling: money('selling').notNull(),
    tax_price: money('tax_price').notNull().default(0),
    commission: money('commission').notNull().default(0),
    commission_amount: money('commission_amount').notNull().default(0),
    shipping_price: money('shipping_price').notNull().default(0),
    bundle_offer: integer('bundle_offer').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('ordered_products_order_idx').on(t.order_id),
    index('ordered_products_product_idx').on(t.product_id),
  ],
)

export const cancellations = pgTable(
  'cancellations',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    user_id: integer('user_id'),
    user_token: varchar('user_token', { length: 191 }),
    refunded: flag('refunded').notNull().default(0),
    title: text('title').notNull(),
    message: text('message').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('cancellations_order_unique').on(t.order_id)],
)

export const ratingReviews = pgTable(
  'rating_reviews',
  {
    id: serial('id').primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    user_token: varchar('user_token', { length: 191 }),
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    review: text('review'),
    ...timestamps,
  },
  (t) => [index('rating_reviews_product_idx').on(t.product_id, t.created_at)],
)

export const reviewImages = pgTable(
  'review_images',
  {
    id: serial('id').primaryKey(),
    rating_review_id: integer('rating_review_id')
      .notNull()
      .references(() => ratingReviews.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    ...timestamps,
  },
  (t) => [index('review_images_review_idx').on(t.rating_review_id)],
)

const savedProductTable = (name: string) =>
  pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      user_id: integer('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      product_id: integer('product_id')
        .notNull()
        .references(() => products.id, { onDelete: 'cascade' }),
      ...timestamps,
    },
    (t) => [uniqueIndex(`${name}_user_product_unique`).on(t.user_id, t.product_id)],
  )

export const userWishlists = savedProductTable('user_wishlists')
export const compareLists = savedProductTable('compare_lists')

export const userFollowStores = pgTable(
  'user_follow_stores',
  {
    id: serial('id').primaryKey(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('user_follow_stores_unique').on(t.user_id, t.store_id)],
)

export const subscriptionEmails = pgTable(
  'subscription_emails',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 191 }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('subscription_emails_email_unique').on(t.email)],
)

export const contactUs = pgTable('contact_us', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  viewed: flag('viewed').notNull().default(0),
  replied: flag('replied').notNull().default(0),
  ...timestamps,
})
