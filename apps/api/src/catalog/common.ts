/** GET common (contract 4.1): settings, menus, footer and languages, read by `commonQueries.ts`. */
import type { CommonData, FooterCategory } from '@souk/core'
import { BannerType, FooterImageLinkType, FooterLinkType, HeaderLinkType, IMAGE_WIDTHS } from '@souk/core'
import type { Db } from '../db/openDb'
import type { ApiContext } from '../http/context'
import { ApiError } from '../http/envelope'
import {
  bannerOfType,
  footerCategoryRows,
  footerPages,
  headerLinksIn,
  publicFooterImages,
  publicLanguages,
  publicScripts,
  publicSetting,
  siteSettingIn,
} from './commonQueries'
import { apiBase } from './request'

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

/** A public category as the footer tree reads it. */
type CategoryRow = Awaited<ReturnType<typeof footerCategoryRows>>[number]

/** Footer category tree: public top-level categories flagged in_footer, with their public in_footer children. */
async function footerCategories(db: Db, lang: string | null): Promise<FooterCategory[]> {
  const all = await footerCategoryRows(db, lang)
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
    publicLanguages(db),
    headerLinksIn(db, lang),
    bannerOfType(db, lang, BannerType.TOP),
    bannerOfType(db, lang, BannerType.POPUP),
    publicScripts(db),
    siteSettingIn(db, lang),
    publicSetting(db),
    footerCategories(db, lang),
    footerPages(db, lang),
    publicFooterImages(db),
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
    img_widths: IMAGE_WIDTHS,
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
