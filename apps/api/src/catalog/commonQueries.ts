/**
 * The queries of `GET common` (contract 4.1) and of the banners the home page shows: plain reads through Drizzle's
 * typed builder, so their row types come from the schema (coded columns as core's enums; checked against core's
 * types in `commonQueries.test.ts`). Texts are translated into the asked language, times are the API's text.
 */
import type {
  BannerType,
  CurrencyPosition,
  Direction,
  Flag,
  FooterImageLinkType,
  HeaderLinkType,
  SourceType,
} from '@souk/core'
import { Visibility } from '@souk/core'
import { and, asc, desc, eq, type SQL } from 'drizzle-orm'
import { isoTime } from '../db/apiTime'
import { coded, translated, translatedOrNull, translationOf } from '../db/builderParts'
import type { Db } from '../db/openDb'
import {
  bannerLangs,
  banners,
  categories,
  categoryLangs,
  customScripts,
  footerImageLinks,
  footerLinks,
  headerLinkLangs,
  headerLinks,
  languages,
  pageLangs,
  pages,
  settings,
  siteSettingLangs,
  siteSettings,
} from '../db/schema'

const PUBLIC = Visibility.PUBLIC

/** The public languages, the default one first, then the newest. */
export function publicLanguages(db: Db) {
  return db
    .select({
      name: languages.name,
      code: languages.code,
      default: coded<Flag>(languages.default),
      direction: coded<Direction>(languages.direction),
      predefined: coded<Flag>(languages.predefined),
    })
    .from(languages)
    .where(eq(languages.status, PUBLIC))
    .orderBy(desc(languages.default), desc(languages.created_at), desc(languages.id))
}

/** The public language codes with their default flag, the default one first (the languages the API answers). */
export function languageCodes(db: Db) {
  return db
    .select({ code: languages.code, default: languages.default })
    .from(languages)
    .where(eq(languages.status, PUBLIC))
    .orderBy(desc(languages.default), asc(languages.id))
}

/** Every header link in a language, by id. */
export function headerLinksIn(db: Db, lang: string | null) {
  return db
    .select({
      id: headerLinks.id,
      type: coded<HeaderLinkType>(headerLinks.type),
      title: translated(headerLinkLangs.title, headerLinks.title),
      url: headerLinks.url,
      created_at: isoTime(headerLinks.created_at),
      updated_at: isoTime(headerLinks.updated_at),
    })
    .from(headerLinks)
    .leftJoin(
      headerLinkLangs,
      translationOf(headerLinkLangs, headerLinkLangs.header_link_id, headerLinks.id, lang),
    )
    .orderBy(asc(headerLinks.id))
}

/** Banners in a language (contract `Banner`) that meet `where`, in `order`. */
function bannersIn(db: Db, lang: string | null, where: SQL | undefined, order: SQL[]) {
  return db
    .select({
      id: banners.id,
      title: translated(bannerLangs.title, banners.title),
      slug: banners.slug,
      image: banners.image,
      type: coded<BannerType>(banners.type),
      source_type: coded<SourceType>(banners.source_type),
      tags: banners.tags,
      url: banners.url,
      status: coded<Visibility>(banners.status),
      closable: coded<Visibility>(banners.closable),
      created_at: isoTime(banners.created_at),
      updated_at: isoTime(banners.updated_at),
      // Souk's additive texts over the art (after the contract's fields, so their order is kept).
      subtitle: translatedOrNull(bannerLangs.subtitle, banners.subtitle),
      button: translatedOrNull(bannerLangs.button, banners.button),
    })
    .from(banners)
    .leftJoin(bannerLangs, translationOf(bannerLangs, bannerLangs.banner_id, banners.id, lang))
    .where(where)
    .orderBy(...order)
}

/**
 * The first banner of a type in a language, or null: a public one with `publicOnly` (the reviews' banner), else
 * whatever its status (`common`'s top and popup banners, as the original).
 */
export async function bannerOfType(db: Db, lang: string | null, type: BannerType, publicOnly = false) {
  const where = and(eq(banners.type, type), publicOnly ? eq(banners.status, PUBLIC) : undefined)
  const [banner] = await bannersIn(db, lang, where, [asc(banners.id)]).limit(1)
  return banner ?? null
}

/** The public banners in a language, by type then id. */
export function publicBanners(db: Db, lang: string | null) {
  return bannersIn(db, lang, eq(banners.status, PUBLIC), [asc(banners.type), asc(banners.id)])
}

/** The public custom scripts, by id. */
export function publicScripts(db: Db) {
  return db
    .select({
      id: customScripts.id,
      route_pattern: customScripts.route_pattern,
      header_script: coded<Flag>(customScripts.header_script),
      header_script_code: customScripts.header_script_code,
      body_script: coded<Flag>(customScripts.body_script),
      body_script_code: customScripts.body_script_code,
      status: coded<Visibility>(customScripts.status),
      created_at: isoTime(customScripts.created_at),
      updated_at: isoTime(customScripts.updated_at),
    })
    .from(customScripts)
    .where(eq(customScripts.status, PUBLIC))
    .orderBy(asc(customScripts.id))
}

/** The site settings (branding and SEO) in a language, without `api_base` (the request's). */
export async function siteSettingIn(db: Db, lang: string | null) {
  const [row] = await db
    .select({
      id: siteSettings.id,
      site_name: translated(siteSettingLangs.site_name, siteSettings.site_name),
      site_url: siteSettings.site_url,
      meta_title: translatedOrNull(siteSettingLangs.meta_title, siteSettings.meta_title),
      meta_description: translatedOrNull(siteSettingLangs.meta_description, siteSettings.meta_description),
      copyright_text: translatedOrNull(siteSettingLangs.copyright_text, siteSettings.copyright_text),
      email_logo: siteSettings.email_logo,
      header_logo: siteSettings.header_logo,
      footer_logo: siteSettings.footer_logo,
      primary_color: siteSettings.primary_color,
      primary_hover_color: siteSettings.primary_hover_color,
      styling: siteSettings.styling,
      created_at: isoTime(siteSettings.created_at),
      updated_at: isoTime(siteSettings.updated_at),
    })
    .from(siteSettings)
    .leftJoin(
      siteSettingLangs,
      translationOf(siteSettingLangs, siteSettingLangs.site_setting_id, siteSettings.id, lang),
    )
    .orderBy(asc(siteSettings.id))
    .limit(1)
  return row
}

/** The public part of the shop settings. */
export async function publicSetting(db: Db) {
  const [row] = await db
    .select({
      currency: settings.currency,
      currency_icon: settings.currency_icon,
      currency_position: coded<`${CurrencyPosition}`>(settings.currency_position),
      decimal_format: settings.decimal_format,
      phone: settings.phone,
      email: settings.email,
      address_1: settings.address_1,
      address_2: settings.address_2,
      city: settings.city,
      state: settings.state,
      zip: settings.zip,
      country: settings.country,
      google_login: coded<Flag>(settings.google_login),
      facebook_login: coded<Flag>(settings.facebook_login),
      guest_checkout: coded<Flag>(settings.guest_checkout),
      enable_ga: coded<Flag>(settings.enable_ga),
      ga_id: settings.ga_id,
      enable_pixel: coded<Flag>(settings.enable_pixel),
      pixel_id: settings.pixel_id,
      vendor_registration: coded<Flag>(settings.vendor_registration),
      cookie_banner: coded<Flag>(settings.cookie_banner),
      default_country: settings.default_country,
      default_state: settings.default_state,
    })
    .from(settings)
    .orderBy(asc(settings.id))
    .limit(1)
  return row
}

/** The public categories in a language, by id, with what the footer tree needs. */
export function footerCategoryRows(db: Db, lang: string | null) {
  return db
    .select({
      id: categories.id,
      title: translated(categoryLangs.title, categories.title),
      slug: categories.slug,
      parent: categories.parent,
      in_footer: coded<Flag>(categories.in_footer),
      status: coded<Visibility>(categories.status),
    })
    .from(categories)
    .leftJoin(categoryLangs, translationOf(categoryLangs, categoryLangs.category_id, categories.id, lang))
    .where(eq(categories.status, PUBLIC))
    .orderBy(asc(categories.id))
}

/** The footer's page links in a language (id of the link, its column type, the page's title and slug), by id. */
export function footerPages(db: Db, lang: string | null) {
  return db
    .select({
      id: footerLinks.id,
      type: footerLinks.type,
      title: translated(pageLangs.title, pages.title),
      slug: pages.slug,
    })
    .from(footerLinks)
    .innerJoin(pages, eq(pages.id, footerLinks.page_id))
    .leftJoin(pageLangs, translationOf(pageLangs, pageLangs.page_id, pages.id, lang))
    .orderBy(asc(footerLinks.id))
}

/** The public footer image links (payment icons, social links), by id. */
export function publicFooterImages(db: Db) {
  return db
    .select({
      id: footerImageLinks.id,
      title: footerImageLinks.title,
      image: footerImageLinks.image,
      link: footerImageLinks.link,
      type: coded<FooterImageLinkType>(footerImageLinks.type),
      status: coded<Visibility>(footerImageLinks.status),
      created_at: isoTime(footerImageLinks.created_at),
      updated_at: isoTime(footerImageLinks.updated_at),
    })
    .from(footerImageLinks)
    .where(eq(footerImageLinks.status, PUBLIC))
    .orderBy(asc(footerImageLinks.id))
}
