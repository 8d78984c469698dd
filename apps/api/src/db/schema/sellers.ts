/** Sellers and their stores (contract section 11, "Sellers & back office"). */
import { integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { flag, langsTable, money, timestamps } from './columns'

/** Back-office accounts: admins and sellers (role `vendor`). */
export const admins = pgTable(
  'admins',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    username: varchar('username', { length: 191 }).notNull(),
    email: varchar('email', { length: 191 }).notNull(),
    password: text('password'),
    /** `admin` or `vendor`. */
    role: varchar('role', { length: 16 }).notNull().default('vendor'),
    commission: money('commission').notNull().default(0),
    verified: flag('verified').notNull().default(0),
    active: flag('active').notNull().default(1),
    viewed: flag('viewed').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('admins_email_unique').on(t.email),
    uniqueIndex('admins_username_unique').on(t.username),
  ],
)

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    image: text('image'),
    name: text('name').notNull(),
    slug: varchar('slug', { length: 255 }).notNull(),
    meta_title: text('meta_title'),
    meta_description: text('meta_description'),
    admin_id: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    whatsapp_btn: flag('whatsapp_btn').notNull().default(0),
    whatsapp_number: text('whatsapp_number'),
    whatsapp_default_msg: text('whatsapp_default_msg'),
    ...timestamps,
  },
  (t) => [uniqueIndex('stores_slug_unique').on(t.slug), uniqueIndex('stores_admin_unique').on(t.admin_id)],
)
export const storeLangs = langsTable('store_langs', 'store_id', () => stores.id, [
  'name',
  'meta_title',
  'meta_description',
  'whatsapp_default_msg',
])
