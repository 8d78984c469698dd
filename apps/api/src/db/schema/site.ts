/** Site configuration (contract section 11, "Site configuration") and its translations. */
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { brands, categories, products } from './catalog'
import { adminId, flag, langsTable, timestamps } from './columns'

export const languages = pgTable(
  'languages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    code: varchar('code', { length: 12 }).notNull(),
    direction: varchar('direction', { length: 3 }).notNull().default('ltr'),
    predefined: flag('predefined').notNull().default(0),
    default: flag('default').notNull().default(0),
    status: flag('status').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('languages_code_unique').on(t.code)],
)

/** The shop settings (one row). */
export const settings = pgTable('settings', {
  id: serial('id').primaryKey(),
  currency: varchar('currency', { length: 8 }).notNull().default('USD'),
  currency_icon: varchar('currency_icon', { length: 8 }).notNull().default('$'),
  currency_position: varchar('currency_position', { length: 2 }).notNull().default('1'),
  decimal_format: varchar('decimal_format', { length: 16 }).notNull().default('en-US'),
  email: text('email'),
  phone: text('phone'),
  address_1: text('address_1'),
  address_2: text('address_2'),
  city: text('city'),
  state: text('state'),
  zip: text('zip'),
  country: text('country'),
  default_country: varchar('default_country', { length: 2 }),
  default_state: varchar('default_state', { length: 16 }),
  google_login: flag('google_login').notNull().default(0),
  facebook_login: flag('facebook_login').notNull().default(0),
  attach_pdf: flag('attach_pdf').notNull().default(0),
  guest_checkout: flag('guest_checkout').notNull().default(1),
  send_seller_email: flag('send_seller_email').notNull().default(0),
  enable_ga: flag('enable_ga').notNull().default(0),
  ga_id: text('ga_id'),
  enable_pixel: flag('enable_pixel').notNull().default(0),
  pixel_id: text('pixel_id'),
  vendor_registration: flag('vendor_registration').notNull().default(1),
  cookie_banner: flag('cookie_banner').notNull().default(1),
  admin_id: adminId(),
  ...timestamps,
})

/** Branding and SEO (one row). */
export const siteSettings = pgTable('site_settings', {
  id: serial('id').primaryKey(),
  site_name: text('site_name').notNull(),
  site_url: text('site_url').notNull(),
  meta_title: text('meta_title'),
  meta_description: text('meta_description'),
  copyright_text: text('copyright_text'),
  email_logo: text('email_logo'),
  header_logo: text('header_logo'),
  footer_logo: text('footer_logo'),
  primary_color: varchar('primary_color', { length: 16 }),
  primary_hover_color: varchar('primary_hover_color', { length: 16 }),
  styling: text('styling'),
  admin_id: adminId(),
  ...timestamps,
})
export const siteSettingLangs = langsTable('site_setting_langs', 'site_setting_id', () => siteSettings.id, [
  'site_name',
  'meta_title',
  'meta_description',
  'copyright_text',
])

/**
 * Payment methods (one row): 1 = enabled. Secret columns are never sent to a client. Souk adds Payfast (8),
 * mobile transfer (50, with the Enzona and Transfermovil wallets) and the sandbox switch.
 */
export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  cash_on_delivery: flag('cash_on_delivery').notNull().default(1),
  paypal: flag('paypal').notNull().default(0),
  paypal_key: text('paypal_key'),
  paypal_secret: text('paypal_secret'),
  razorpay: flag('razorpay').notNull().default(0),
  razorpay_key: text('razorpay_key'),
  razorpay_secret: text('razorpay_secret'),
  stripe: flag('stripe').notNull().default(0),
  stripe_key: text('stripe_key'),
  stripe_secret: text('stripe_secret'),
  flutterwave: flag('flutterwave').notNull().default(0),
  fw_environment: text('fw_environment'),
  fw_public_key: text('fw_public_key'),
  fw_secret_key: text('fw_secret_key'),
  fw_encryption_key: text('fw_encryption_key'),
  iyzico_payment: flag('iyzico_payment').notNull().default(0),
  ip_base_url: text('ip_base_url'),
  ip_api_key: text('ip_api_key'),
  ip_secret_key: text('ip_secret_key'),
  bank: flag('bank').notNull().default(0),
  bank_name: text('bank_name'),
  account_name: text('account_name'),
  branch_name: text('branch_name'),
  account_number: text('account_number'),
  payfast: flag('payfast').notNull().default(0),
  payfast_merchant_id: text('payfast_merchant_id'),
  payfast_merchant_key: text('payfast_merchant_key'),
  payfast_passphrase: text('payfast_passphrase'),
  mobile_transfer: flag('mobile_transfer').notNull().default(0),
  enzona: flag('enzona').notNull().default(0),
  enzona_account: text('enzona_account'),
  transfermovil: flag('transfermovil').notNull().default(0),
  transfermovil_account: text('transfermovil_account'),
  mobile_account_name: text('mobile_account_name'),
  /** 1: redirect gateways run against the built-in sandbox provider. */
  sandbox: flag('sandbox').notNull().default(1),
  admin_id: adminId(),
  ...timestamps,
})

export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 255 }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    meta_title: text('meta_title'),
    meta_description: text('meta_description'),
    page_from_component: smallint('page_from_component').notNull().default(0),
    admin_id: adminId(),
    ...timestamps,
  },
  (t) => [uniqueIndex('pages_slug_unique').on(t.slug)],
)
export const pageLangs = langsTable('page_langs', 'page_id', () => pages.id, [
  'title',
  'description',
  'meta_title',
  'meta_description',
])

export const footerLinks = pgTable('footer_links', {
  id: serial('id').primaryKey(),
  page_id: integer('page_id')
    .notNull()
    .references(() => pages.id, { onDelete: 'cascade' }),
  type: smallint('type').notNull(),
  admin_id: adminId(),
  ...timestamps,
})

export const footerImageLinks = pgTable('footer_image_links', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  image: text('image').notNull(),
  link: text('link').notNull(),
  type: smallint('type').notNull(),
  status: flag('status').notNull().default(1),
  ...timestamps,
})

export const headerLinks = pgTable('header_links', {
  id: serial('id').primaryKey(),
  type: smallint('type').notNull(),
  title: text('title').notNull(),
  url: text('url').notNull(),
  ...timestamps,
})
export const headerLinkLangs = langsTable('header_link_langs', 'header_link_id', () => headerLinks.id, [
  'title',
])

const promoColumns = {
  id: serial('id').primaryKey(),
  image: text('image').notNull(),
  type: smallint('type').notNull(),
  source_type: smallint('source_type').notNull(),
  tags: text('tags'),
  url: text('url'),
  title: text('title').notNull(),
  /** The short line under the headline (`title`), shown as text over the art; a Souk addition. */
  subtitle: text('subtitle'),
  /** The call to action's label, shown as text over the art; a Souk addition. */
  button: text('button'),
  status: flag('status').notNull().default(1),
  slug: varchar('slug', { length: 255 }).notNull(),
}

export const homeSliders = pgTable('home_sliders', { ...promoColumns, ...timestamps })
export const homeSliderLangs = langsTable('home_slider_langs', 'home_slider_id', () => homeSliders.id, [
  'title',
  'subtitle',
  'button',
])

export const banners = pgTable('banners', {
  ...promoColumns,
  closable: flag('closable').notNull().default(2),
  ...timestamps,
})
export const bannerLangs = langsTable('banner_langs', 'banner_id', () => banners.id, [
  'title',
  'subtitle',
  'button',
])

/** The items a slider or banner lists (source types 1 categories, 4 brands, 5 products). */
function sourceTable(
  name: string,
  owner: 'home_slider_id' | 'banner_id',
  item: 'category' | 'brand' | 'product',
) {
  const ownerTable = owner === 'banner_id' ? banners : homeSliders
  const itemTable = item === 'category' ? categories : item === 'brand' ? brands : products
  return pgTable(
    name,
    {
      owner_id: integer(owner)
        .notNull()
        .references(() => ownerTable.id, { onDelete: 'cascade' }),
      item_id: integer(`${item}_id`)
        .notNull()
        .references(() => itemTable.id, { onDelete: 'cascade' }),
    },
    (t) => [primaryKey({ columns: [t.owner_id, t.item_id] })],
  )
}

export const homeSliderSourceCategories = sourceTable(
  'home_slider_source_categories',
  'home_slider_id',
  'category',
)
export const homeSliderSourceBrands = sourceTable('home_slider_source_brands', 'home_slider_id', 'brand')
export const homeSliderSourceProducts = sourceTable(
  'home_slider_source_products',
  'home_slider_id',
  'product',
)
export const bannerSourceCategories = sourceTable('banner_source_categories', 'banner_id', 'category')
export const bannerSourceBrands = sourceTable('banner_source_brands', 'banner_id', 'brand')
export const bannerSourceProducts = sourceTable('banner_source_products', 'banner_id', 'product')

export const siteFeatures = pgTable('site_features', {
  id: serial('id').primaryKey(),
  image: text('image').notNull(),
  status: flag('status').notNull().default(1),
  detail: text('detail').notNull(),
  ...timestamps,
})
export const siteFeatureLangs = langsTable('site_feature_langs', 'site_feature_id', () => siteFeatures.id, [
  'detail',
])

export const customScripts = pgTable(
  'custom_scripts',
  {
    id: serial('id').primaryKey(),
    route_pattern: text('route_pattern').notNull(),
    header_script: flag('header_script').notNull().default(0),
    header_script_code: text('header_script_code'),
    body_script: flag('body_script').notNull().default(0),
    body_script_code: text('body_script_code'),
    status: flag('status').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('custom_scripts_status_idx').on(t.status)],
)
