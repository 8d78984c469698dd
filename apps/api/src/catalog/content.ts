/**
 * CMS pages, contact form, newsletter, payment methods, UI texts, countries (contract 4.12-4.14, 4.17-4.19); the
 * shop's rows are read by `contentQueries.ts`.
 */
import type { CountriesPhones, Country, LocalizationData, PageData, PaymentGateway } from '@souk/core'
import { bundledCatalogues, localCountryName } from '@souk/core/i18n'
import { getCountryDataList } from 'countries-list'
import regionData from 'country-region-data/data.json' with { type: 'json' }
import { z } from 'zod'
import { mailLanguageCode, plainMail, queueMail } from '../auth/mail'
import { contactUs, subscriptionEmails } from '../db/schema'
import type { ApiContext } from '../http/context'
import { ApiError } from '../http/envelope'
import { email } from '../http/fields'
import { translatorFor } from '../http/messages'
import { parseWith } from '../http/validate'
import {
  pageBySlug,
  paymentMethods,
  shopEmail,
  sitemapCategories,
  sitemapProducts,
  siteUrl,
} from './contentQueries'
import { queryOf } from './request'

/** GET page/{slug}; the sitemap page also lists public categories and products. */
export async function pageData(c: ApiContext, slug: string): Promise<PageData> {
  const { db, config } = c.var.services
  const lang = c.var.lang
  const page = await pageBySlug(db, lang, slug)
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
      sitemapCategories(db, lang),
      sitemapProducts(db, lang),
      siteUrl(db),
    ])
    data.categories = categories
    data.products = products
    data.client_base = site ?? config.publicUrl
  }
  return data
}

const text = (max: number) =>
  z.string({ error: 'must be text' }).trim().min(1, 'is required').max(max, 'is too long')

const contactBody = z.object({ name: text(120), email, subject: text(200), message: text(5000) })

/** POST contact: stored, and a copy written to the shop's outbox (in the shop's default language). */
export async function contact(c: ApiContext, body: unknown): Promise<true> {
  const input = parseWith(contactBody, body)
  const { db } = c.var.services
  await db.transaction(async (tx) => {
    await tx.insert(contactUs).values(input)
    const shopAddress = await shopEmail(tx)
    if (shopAddress) {
      // To the shop, in its default language (the shopper's own words stay as written).
      const shopLang = mailLanguageCode((await c.var.services.languages()).defaultCode)
      const t = translatorFor(shopLang)
      await queueMail(
        tx,
        plainMail(shopLang, {
          to: shopAddress,
          subject: t('mail.contactSubject', { subject: input.subject }),
          text: `${t('mail.contactIntro', { name: input.name, email: input.email })}\n\n${input.message}`,
          kind: 'contact',
        }),
      )
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
  const row = await paymentMethods(c.var.services.db)
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
