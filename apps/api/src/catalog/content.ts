/** CMS pages, contact form, newsletter, payment methods, UI texts, countries (contract 4.12-4.14, 4.17-4.19). */
import type { CountriesPhones, Country, LocalizationData, PageData, PaymentGateway } from '@souk/core'
import { Visibility } from '@souk/core'
import { bundledCatalogues, localCountryName } from '@souk/core/i18n'
import { getCountryDataList } from 'countries-list'
import regionData from 'country-region-data/data.json' with { type: 'json' }
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { literal } from '../db/literal'
import { firstRow, rows } from '../db/openDb'
import { contactUs, mailOutbox, subscriptionEmails } from '../db/schema'
import type { ApiContext } from '../http/context'
import { ApiError } from '../http/envelope'
import { email } from '../http/fields'
import { parseWith } from '../http/validate'
import { queryOf } from './request'
import { langJoin, stamps, tr } from './sqlParts'

/** GET page/{slug}; the sitemap page also lists public categories and products. */
export async function pageData(c: ApiContext, slug: string): Promise<PageData> {
  const { db, config } = c.var.services
  const lang = c.var.lang
  const page = await firstRow<PageData & { base_description: string }>(
    db,
    sql`SELECT pg.id, pg.slug, ${tr('pg', 'title')}, ${tr('pg', 'description')}, ${tr('pg', 'meta_title')},
        ${tr('pg', 'meta_description')}, pg.page_from_component, ${stamps('pg')}, pg.description AS base_description
        FROM pages pg ${langJoin('page_langs', 'pg', 'page_id', lang)} WHERE pg.slug = ${slug}`,
  )
  if (!page) throw new ApiError('No page found.')
  const { base_description: baseDescription, ...full } = page
  // Without a language the original answers the text fields only.
  const data: PageData = lang
    ? full
    : {
        slug: full.slug,
        title: full.title,
        description: full.description,
        meta_title: full.meta_title,
        meta_description: full.meta_description,
        page_from_component: full.page_from_component,
      }
  if (baseDescription === 'Sitemap') {
    const [categories, products, site] = await Promise.all([
      rows<{ id: number; title: string; slug: string; parent_slug: string | null; updated_at: string }>(
        db,
        sql`SELECT c.id, ${tr('c', 'title')}, c.slug, pc.slug AS parent_slug, ${stamps('c')} FROM categories c
            ${langJoin('category_langs', 'c', 'category_id', lang)} LEFT JOIN categories pc ON pc.id = c.parent
            WHERE c.status = ${literal(Visibility.PUBLIC)} ORDER BY c.id`,
      ),
      rows<{ id: number; title: string; slug: string; updated_at: string }>(
        db,
        sql`SELECT p.id, ${tr('p', 'title')}, p.slug, ${stamps('p')} FROM products p
            ${langJoin('product_langs', 'p', 'product_id', lang)} WHERE p.status = ${literal(Visibility.PUBLIC)} ORDER BY p.id LIMIT 50000`,
      ),
      firstRow<{ site_url: string }>(db, sql`SELECT site_url FROM site_settings ORDER BY id LIMIT 1`),
    ])
    data.categories = categories.map(({ id, title, slug: itemSlug, parent_slug, updated_at }) => ({
      id,
      title,
      slug: itemSlug,
      parent_slug,
      updated_at,
    }))
    data.products = products.map(({ id, title, slug: itemSlug, updated_at }) => ({
      id,
      title,
      slug: itemSlug,
      updated_at,
    }))
    data.client_base = site?.site_url ?? config.publicUrl
  }
  return data
}

const text = (max: number) =>
  z.string({ error: 'must be text' }).trim().min(1, 'is required').max(max, 'is too long')

const contactBody = z.object({ name: text(120), email, subject: text(200), message: text(5000) })

/** POST contact: stored, and a copy written to the shop's outbox. */
export async function contact(c: ApiContext, body: unknown): Promise<true> {
  const input = parseWith(contactBody, body)
  const { db } = c.var.services
  await db.transaction(async (tx) => {
    await tx.insert(contactUs).values(input)
    const shop = await firstRow<{ email: string | null }>(
      tx,
      sql`SELECT email FROM settings ORDER BY id LIMIT 1`,
    )
    if (shop?.email) {
      await tx.insert(mailOutbox).values({
        to: shop.email,
        subject: `Contact form: ${input.subject}`,
        text: `${input.name} <${input.email}> wrote:\n\n${input.message}`,
        kind: 'contact',
      })
    }
  })
  return true
}

/** POST email-subscription: a duplicate address is accepted silently. */
export async function subscribe(c: ApiContext, body: unknown): Promise<true> {
  const input = parseWith(z.object({ email }), body)
  await c.var.services.db
    .insert(subscriptionEmails)
    .values({ email: input.email.toLowerCase() })
    .onConflictDoNothing()
  return true
}

/** GET payment-gateway: the flags, public keys and bank/wallet details; never a secret. */
export async function paymentGateway(c: ApiContext): Promise<PaymentGateway> {
  const row = await firstRow<PaymentGateway>(
    c.var.services.db,
    sql`SELECT id, cash_on_delivery, paypal, paypal_key, stripe, stripe_key, razorpay, razorpay_key, flutterwave,
        fw_environment, fw_public_key, iyzico_payment, ip_base_url, bank, bank_name, account_name, branch_name,
        account_number, payfast, payfast_merchant_id, mobile_transfer, enzona, enzona_account, transfermovil,
        transfermovil_account, mobile_account_name, sandbox, ${stamps('payments')} FROM payments ORDER BY id LIMIT 1`,
  )
  if (!row) throw new ApiError('No payment method is configured.')
  return row
}

const localizationQuery = z.object({
  locale_code: z.string({ error: 'is required' }).trim().min(1, 'is required').max(12),
})

/** GET localization: the UI texts of a language (Souk's bundled catalogues). */
export function localization(c: ApiContext): LocalizationData {
  const { locale_code: code } = parseWith(localizationQuery, queryOf(c))
  const catalogues: Record<string, unknown> = bundledCatalogues
  const catalogue = Object.hasOwn(catalogues, code) ? catalogues[code] : undefined
  if (!catalogue) throw new ApiError('No translation file for this language.')
  return catalogue as LocalizationData
}

const CONTINENTS: Record<string, string> = {
  AF: 'Africa',
  AN: 'Antarctica',
  AS: 'Asia',
  EU: 'Europe',
  NA: 'North America',
  OC: 'Oceania',
  SA: 'South America',
}

/** Built once per language (the dataset never changes while the process runs). */
const countriesCache = new Map<string, CountriesPhones>()

/**
 * GET countries-phones: countries (countries-list) with their states (country-region-data) and dial codes.
 * Country names are in the request's language (CLDR, through core's `localCountryName`); state names have no
 * such source and stay as the dataset has them.
 */
export function countriesPhones(lang: string | null): CountriesPhones {
  const key = lang ?? ''
  const cached = countriesCache.get(key)
  if (cached) return cached
  const regionsByCountry = new Map(regionData.map((entry) => [entry.countryShortCode, entry.regions]))
  const countries: Record<string, Country> = {}
  const phones: Record<string, string> = {}
  for (const country of getCountryDataList()) {
    if (country.userAssigned) continue
    const states: Country['states'] = {}
    for (const region of regionsByCountry.get(country.iso2) ?? []) {
      const code = region.shortCode || region.name
      states[code] = { code, name: region.name }
    }
    countries[country.iso2] = {
      code2: country.iso2,
      code3: country.iso3,
      name: (lang && localCountryName(country.iso2, lang)) || country.name,
      capital: country.capital,
      region: CONTINENTS[country.continent] ?? '',
      subregion: '',
      states,
    }
    const dial = country.phone[0]
    if (dial !== undefined) phones[country.iso2] = `+${dial}`
  }
  const answer = { countries, phones }
  countriesCache.set(key, answer)
  return answer
}
