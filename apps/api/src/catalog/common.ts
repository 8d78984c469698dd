/** GET common (contract 4.1): settings, menus, footer and languages. */
import type {
  Banner,
  CommonData,
  CustomScript,
  FooterCategory,
  FooterImageLink,
  FooterPage,
  HeaderLink,
  Language,
  PublicSetting,
  SiteSetting,
} from '@souk/core'
import { BannerType, FooterImageLinkType, FooterLinkType, HeaderLinkType, Visibility } from '@souk/core'
import { sql } from 'drizzle-orm'
import { literal } from '../db/literal'
import { type Db, firstRow, rows } from '../db/openDb'
import type { ApiContext } from '../http/context'
import { ApiError } from '../http/envelope'
import { apiBase } from './request'
import { langJoin, stamps, tr } from './sqlParts'

/**
 * The language of `common`, as the original backend reads it: header `Lang`, else the `lang` query parameter; the
 * `Language` header is ignored (the original storefront's server keeps one shared `Language` header for every
 * visitor, so answering it would give one shopper's language to the next). The default language is none.
 */
export async function commonLanguage(c: ApiContext): Promise<string | null> {
  const { codes, defaultCode } = await c.var.services.languages()
  const requested = (c.req.header('Lang') ?? c.req.query('lang') ?? '').trim().toLowerCase()
  return requested && requested !== defaultCode && codes.includes(requested) ? requested : null
}

/** A banner row's columns (translated title, and the additive translated `subtitle` and `button`). */
export const bannerColumns = sql`b.id, ${tr('b', 'title')}, b.slug, b.image, b.type, b.source_type, b.tags, b.url,
  b.status, b.closable, ${stamps('b')}, ${tr('b', 'subtitle')}, ${tr('b', 'button')}`

/** The first banner of a type (status not checked, as the original). */
async function bannerOfType(db: Db, lang: string | null, type: BannerType): Promise<Banner | null> {
  const banner = await firstRow<Banner>(
    db,
    sql`SELECT ${bannerColumns} FROM banners b ${langJoin('banner_langs', 'b', 'banner_id', lang)}
        WHERE b.type = ${type} ORDER BY b.id LIMIT 1`,
  )
  return banner ?? null
}

interface CategoryRow {
  id: number
  title: string
  slug: string
  parent: number | null
  in_footer: number
}

/** Footer category tree: public top-level categories flagged in_footer, with their public in_footer children. */
async function footerCategories(db: Db, lang: string | null): Promise<FooterCategory[]> {
  const all = await rows<CategoryRow & { status: number }>(
    db,
    sql`SELECT c.id, ${tr('c', 'title')}, c.slug, c.parent, c.in_footer, c.status FROM categories c
        ${langJoin('category_langs', 'c', 'category_id', lang)} WHERE c.status = ${literal(Visibility.PUBLIC)} ORDER BY c.id`,
  )
  const children = new Map<number, CategoryRow[]>()
  for (const row of all) {
    if (row.parent) children.set(row.parent, [...(children.get(row.parent) ?? []), row])
  }
  const build = (row: CategoryRow): FooterCategory => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    parent: row.parent,
    in_footer_child: (children.get(row.id) ?? []).filter((child) => child.in_footer === 1).map(build),
  })
  return all
    .filter((row) => !row.parent && row.in_footer === 1)
    .map((row) => ({
      ...build(row),
      // Legacy two-level clients read the public direct children here (opening section, item 6).
      public_sub_categories: (children.get(row.id) ?? []).map((child) => ({
        id: child.id,
        title: child.title,
        slug: child.slug,
        category_id: row.id,
      })),
    }))
}

/** Builds `data` of `common`. */
export async function commonData(c: ApiContext): Promise<CommonData> {
  const { db } = c.var.services
  const lang = await commonLanguage(c)
  const base = apiBase(c)
  const [
    languages,
    headerLinks,
    topBanner,
    popupBanner,
    scripts,
    siteSetting,
    setting,
    categories,
    pages,
    images,
  ] = await Promise.all([
    rows<Language>(
      db,
      sql`SELECT name, code, "default", direction, predefined FROM languages WHERE status = ${literal(Visibility.PUBLIC)}
            ORDER BY "default" DESC, created_at DESC, id DESC`,
    ),
    rows<HeaderLink>(
      db,
      sql`SELECT h.id, h.type, ${tr('h', 'title')}, h.url, ${stamps('h')} FROM header_links h
            ${langJoin('header_link_langs', 'h', 'header_link_id', lang)} ORDER BY h.id`,
    ),
    bannerOfType(db, lang, BannerType.TOP),
    bannerOfType(db, lang, BannerType.POPUP),
    rows<CustomScript>(
      db,
      sql`SELECT id, route_pattern, header_script, header_script_code, body_script, body_script_code, status,
            ${stamps('custom_scripts')} FROM custom_scripts WHERE status = ${literal(Visibility.PUBLIC)} ORDER BY id`,
    ),
    firstRow<Omit<SiteSetting, 'api_base'>>(
      db,
      sql`SELECT s.id, ${tr('s', 'site_name')}, s.site_url, ${tr('s', 'meta_title')}, ${tr('s', 'meta_description')},
            ${tr('s', 'copyright_text')}, s.email_logo, s.header_logo, s.footer_logo, s.primary_color,
            s.primary_hover_color, s.styling, ${stamps('s')}
            FROM site_settings s ${langJoin('site_setting_langs', 's', 'site_setting_id', lang)} ORDER BY s.id LIMIT 1`,
    ),
    firstRow<PublicSetting>(
      db,
      sql`SELECT currency, currency_icon, currency_position, decimal_format, phone, email, address_1, address_2,
            city, state, zip, country, google_login, facebook_login, guest_checkout, enable_ga, ga_id, enable_pixel,
            pixel_id, vendor_registration, cookie_banner, default_country, default_state
            FROM settings ORDER BY id LIMIT 1`,
    ),
    footerCategories(db, lang),
    rows<FooterPage & { type: number }>(
      db,
      sql`SELECT fl.id, fl.type, ${tr('pg', 'title')}, pg.slug FROM footer_links fl
            JOIN pages pg ON pg.id = fl.page_id ${langJoin('page_langs', 'pg', 'page_id', lang)} ORDER BY fl.id`,
    ),
    rows<FooterImageLink>(
      db,
      sql`SELECT id, title, image, link, type, status, ${stamps('footer_image_links')} FROM footer_image_links
            WHERE status = ${literal(Visibility.PUBLIC)} ORDER BY id`,
    ),
  ])
  if (!siteSetting || !setting) throw new ApiError('The shop is not configured yet.')
  const footer = (type: number) =>
    pages
      .filter((page) => page.type === type && page.title)
      .map(({ id, title, slug }) => ({ id, title, slug }))
  const data: CommonData = {
    languages,
    img_src_url: `${base}/uploads/`,
    thumb_prefix: 'thumb-',
    default_image: 'placeholder.png',
    header_links: {
      left: headerLinks.filter((link) => link.type === HeaderLinkType.LEFT),
      right: headerLinks.filter((link) => link.type === HeaderLinkType.RIGHT),
    },
    top_banner: topBanner,
    popup_banner: popupBanner,
    custom_scripts: scripts,
    site_setting: { ...siteSetting, api_base: base },
    setting,
    categories,
    services: footer(FooterLinkType.SERVICE),
    about: footer(FooterLinkType.ABOUT),
    payment: images.filter((image) => image.type === FooterImageLinkType.PAYMENT),
    social: images.filter((image) => image.type === FooterImageLinkType.SOCIAL),
  }
  if (languages[0]) data.default_language = languages[0]
  return data
}
