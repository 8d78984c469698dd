/**
 * The queries of the CMS pages, the contact form and the payment methods (contract 4.12-4.14, 4.17): plain reads
 * through Drizzle's typed builder, so their row types come from the schema (coded columns as core's enums; checked
 * against core's types in `contentQueries.test.ts`). Texts are translated into the asked language, times are the
 * API's text.
 */
import type { Flag } from '@souk/core'
import { Visibility } from '@souk/core'
import { asc, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { isoTime } from '../db/apiTime'
import { coded, translated, translatedOrNull, translationOf } from '../db/builderParts'
import type { Db } from '../db/openDb'
import {
  categories,
  categoryLangs,
  pageLangs,
  pages,
  payments,
  productLangs,
  products,
  settings,
  siteSettings,
} from '../db/schema'

const PUBLIC = Visibility.PUBLIC

/** A CMS page by its slug in a language, with its untranslated description (`Sitemap` marks the sitemap page). */
export async function pageBySlug(db: Db, lang: string | null, slug: string) {
  const [row] = await db
    .select({
      id: pages.id,
      slug: pages.slug,
      title: translated(pageLangs.title, pages.title),
      description: translated(pageLangs.description, pages.description),
      meta_title: translatedOrNull(pageLangs.meta_title, pages.meta_title),
      meta_description: translatedOrNull(pageLangs.meta_description, pages.meta_description),
      page_from_component: pages.page_from_component,
      created_at: isoTime(pages.created_at),
      updated_at: isoTime(pages.updated_at),
      base_description: pages.description,
    })
    .from(pages)
    .leftJoin(pageLangs, translationOf(pageLangs, pageLangs.page_id, pages.id, lang))
    .where(eq(pages.slug, slug))
  return row
}

/** A category's parent, for the sitemap's sub-category links (`/all/{parent}/{sub}`). */
const parentCategory = alias(categories, 'parent_category')

/** The sitemap's public categories in a language, by id, with their parent's slug (null for a top one). */
export function sitemapCategories(db: Db, lang: string | null) {
  return db
    .select({
      id: categories.id,
      title: translated(categoryLangs.title, categories.title),
      slug: categories.slug,
      parent_slug: parentCategory.slug,
      updated_at: isoTime(categories.updated_at),
    })
    .from(categories)
    .leftJoin(categoryLangs, translationOf(categoryLangs, categoryLangs.category_id, categories.id, lang))
    .leftJoin(parentCategory, eq(parentCategory.id, categories.parent))
    .where(eq(categories.status, PUBLIC))
    .orderBy(asc(categories.id))
}

/** The sitemap's public products in a language, by id (50,000 at the most, a sitemap's limit). */
export function sitemapProducts(db: Db, lang: string | null) {
  return db
    .select({
      id: products.id,
      title: translated(productLangs.title, products.title),
      slug: products.slug,
      updated_at: isoTime(products.updated_at),
    })
    .from(products)
    .leftJoin(productLangs, translationOf(productLangs, productLangs.product_id, products.id, lang))
    .where(eq(products.status, PUBLIC))
    .orderBy(asc(products.id))
    .limit(50_000)
}

/** The shop's own URL (`site_settings.site_url`), when it is configured. */
export async function siteUrl(db: Db): Promise<string | undefined> {
  const [row] = await db
    .select({ site_url: siteSettings.site_url })
    .from(siteSettings)
    .orderBy(asc(siteSettings.id))
    .limit(1)
  return row?.site_url
}

/** The shop's address (`settings.email`), where the contact form's copies go. */
export async function shopEmail(db: Db): Promise<string | null | undefined> {
  const [row] = await db.select({ email: settings.email }).from(settings).orderBy(asc(settings.id)).limit(1)
  return row?.email
}

/** The payment methods: their flags, public keys and bank and wallet details; never a secret. */
export async function paymentMethods(db: Db) {
  const [row] = await db
    .select({
      id: payments.id,
      cash_on_delivery: coded<Flag>(payments.cash_on_delivery),
      paypal: coded<Flag>(payments.paypal),
      paypal_key: payments.paypal_key,
      stripe: coded<Flag>(payments.stripe),
      stripe_key: payments.stripe_key,
      razorpay: coded<Flag>(payments.razorpay),
      razorpay_key: payments.razorpay_key,
      flutterwave: coded<Flag>(payments.flutterwave),
      fw_environment: payments.fw_environment,
      fw_public_key: payments.fw_public_key,
      iyzico_payment: coded<Flag>(payments.iyzico_payment),
      ip_base_url: payments.ip_base_url,
      bank: coded<Flag>(payments.bank),
      bank_name: payments.bank_name,
      account_name: payments.account_name,
      branch_name: payments.branch_name,
      account_number: payments.account_number,
      payfast: coded<Flag>(payments.payfast),
      payfast_merchant_id: payments.payfast_merchant_id,
      mobile_transfer: coded<Flag>(payments.mobile_transfer),
      enzona: coded<Flag>(payments.enzona),
      enzona_account: payments.enzona_account,
      transfermovil: coded<Flag>(payments.transfermovil),
      transfermovil_account: payments.transfermovil_account,
      mobile_account_name: payments.mobile_account_name,
      sandbox: coded<Flag>(payments.sandbox),
      created_at: isoTime(payments.created_at),
      updated_at: isoTime(payments.updated_at),
    })
    .from(payments)
    .orderBy(asc(payments.id))
    .limit(1)
  return row
}
