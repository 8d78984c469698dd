import type { CommonData } from '../model'
import { SourceType } from '../model/enums'
import { isExternalUrl, localizePath } from './localePath'

/** An id as it may appear in a link. */
type Id = number | string

/** A banner or home slider as the link rule reads it. */
export interface LinkSource {
  id: Id
  slug: string
  source_type: SourceType | number | string
  url?: string | null
}

/** Options of `productsLink`. */
export interface ProductsLinkOptions {
  /** The source id to list (a slider's or banner's id). */
  id?: Id | null
  /** The query name of the id (default `home_spm`; banners use `banner`). */
  param?: string
  /** Language of the link. */
  lang?: string | null
}

/** The image settings of `common`. */
export type ImageSettings = Pick<CommonData, 'img_src_url' | 'thumb_prefix' | 'default_image' | 'img_widths'>

const segment = (value: Id) => encodeURIComponent(String(value))
const inLanguage = (path: string, lang: string | null | undefined) => (lang ? localizePath(path, lang) : path)

/** Category listing: `/all/{categorySlug}`. */
export function categoryLink(slug: string, lang?: string | null): string {
  return inLanguage(`/all/${segment(slug)}`, lang)
}

/** Sub-category listing: `/all/{categorySlug}/{subCategorySlug}`. */
export function subCategoryLink(categorySlug: string, subSlug: string, lang?: string | null): string {
  return inLanguage(`/all/${segment(categorySlug)}/${segment(subSlug)}`, lang)
}

/** A category as the link rule reads it: its slug and, for a sub-category, its parent category's slug. */
export interface CategoryLinkSource {
  slug: string
  /** The parent category's slug (a sub-category), null or absent for a top-level category. */
  parent_slug?: string | null
}

/**
 * The listing of any category, the one form of the spec (§2.5): `/all/{categorySlug}` for a top-level category,
 * `/all/{categorySlug}/{subCategorySlug}` for a sub-category (never `/all/{subCategorySlug}`).
 */
export function categoryListingLink(category: CategoryLinkSource, lang?: string | null): string {
  return category.parent_slug
    ? subCategoryLink(category.parent_slug, category.slug, lang)
    : categoryLink(category.slug, lang)
}

/** Product detail: `/{slug}/product/{id}`. */
export function productLink(slug: string, id: Id, lang?: string | null): string {
  return inLanguage(`/${segment(slug)}/product/${segment(id)}`, lang)
}

/** Product listing: `/{slug}/products`, with `?home_spm={id}` (or another query name) when an id is given. */
export function productsLink(slug: string, options: ProductsLinkOptions = {}): string {
  const { id, param = 'home_spm', lang } = options
  const query =
    id === undefined || id === null || id === '' ? '' : `?${encodeURIComponent(param)}=${segment(id)}`
  return inLanguage(`/${segment(slug)}/products${query}`, lang)
}

/** Collection listing: `/{slug}/collection?collection={id}`. */
export function collectionLink(slug: string, id: Id, lang?: string | null): string {
  return inLanguage(`/${segment(slug)}/collection?collection=${segment(id)}`, lang)
}

/** Brand listing: `/{slug}/brand?brand={id}`. */
export function brandLink(slug: string, id: Id, lang?: string | null): string {
  return inLanguage(`/${segment(slug)}/brand?brand=${segment(id)}`, lang)
}

/** Seller store: `/shop/{slug}`. */
export function storeLink(slug: string, lang?: string | null): string {
  return inLanguage(`/shop/${segment(slug)}`, lang)
}

/** Static page: `/page/{slug}` (e.g. privacy-policy). */
export function pageLink(slug: string, lang?: string | null): string {
  return inLanguage(`/page/${segment(slug)}`, lang)
}

/** Search results: `/search?q={text}`, the text encoded. */
export function searchLink(text: string, lang?: string | null): string {
  return inLanguage(`/search?q=${encodeURIComponent(text)}`, lang)
}

/** A source of type URL goes to its own url (external ones never prefixed); others to a listing. */
function sourceLink(source: LinkSource, param: string, lang: string | null | undefined): string {
  const url = source.url?.trim()
  if (Number(source.source_type) === SourceType.URL && url) {
    return isExternalUrl(url) || !url.startsWith('/') ? url : inLanguage(url, lang)
  }
  return productsLink(source.slug, { id: source.id, param, lang })
}

/** Where a banner goes (contract 10.5): its url for source type URL, else `/{slug}/products?banner={id}`. */
export function bannerLink(banner: LinkSource, lang?: string | null): string {
  return sourceLink(banner, 'banner', lang)
}

/** Where a home slider goes (contract 10.5): its url for source type URL, else `/{slug}/products?home_spm={id}`. */
export function sliderLink(slider: LinkSource, lang?: string | null): string {
  return sourceLink(slider, 'home_spm', lang)
}

/**
 * The widths (px) Souk's API serves pictures at (`common.img_widths`), measured in Chromium: small pictures
 * (category 72, cart line 96, compare 120, brand 118-155 CSS px) take 160 at 1x; product cards (140-157 CSS px at
 * 390 px wide, 192-203 at 1366) take 320 at 1x; cards at 2x and 3x and the product page's main picture take 640,
 * the size product pictures are drawn at (never enlarged). 320 is the drawn width of category and brand pictures.
 */
export const IMAGE_WIDTHS: readonly number[] = [160, 320, 640]

/** Pictures that have width variants: PNG and JPEG names of the API (not SVG icons, not absolute URLs). */
const SIZED_PICTURE = /^[^/]+\.(?:png|jpe?g)$/i

/**
 * Whether an API picture name has variants (AVIF and WebP, and `w{width}-` widths): a PNG or JPEG name. The API
 * serves them for such names only; clients offer a `srcset` for them only.
 */
export const isSizedPicture = (name: string): boolean => SIZED_PICTURE.test(name)

/**
 * The URL of an image file name (contract 1.8): `img_src_url + (thumb ? thumb_prefix : '') + name`, the
 * placeholder `default_image` when the name is empty; absolute, protocol-relative and data: URLs pass through.
 * With `width`, the picture's variant of that width (`img_src_url + 'w' + width + '-' + name`, see `imageSrcSet`).
 */
export function imageUrl(
  common: ImageSettings | null | undefined,
  fileName: string | null | undefined,
  options: { thumb?: boolean; width?: number } = {},
): string {
  const name = (fileName ?? '').trim()
  if (isExternalUrl(name)) return name
  const base = common?.img_src_url ?? ''
  const joined = (file: string) => (base === '' || base.endsWith('/') ? `${base}${file}` : `${base}/${file}`)
  if (name === '') {
    const fallback = (common?.default_image ?? '').trim()
    if (fallback === '') return ''
    return isExternalUrl(fallback) ? fallback : joined(fallback)
  }
  if (options.width) return joined(`w${options.width}-${name}`)
  return joined(options.thumb ? `${common?.thumb_prefix ?? ''}${name}` : name)
}

/**
 * The `srcset` of an API picture shown `shownWidth` CSS px wide at most: its variants at each of the widths the API
 * announces (`common.img_widths`), each `url(width)` (the URL builder of the caller: core's `links.image` with
 * `{ width }`), and `sizes` saying the picture is as wide as the viewport up to `shownWidth`. Undefined for a
 * backend that announces no widths, an empty name, an absolute URL or a picture that is no PNG or JPEG (an SVG
 * icon): the plain `src` alone then. Variants come in the best format the browser accepts (the API negotiates by
 * `Accept`), so one `<img>` gets AVIF or WebP with no `<picture>` around it.
 */
export function imageSrcSet(
  common: ImageSettings | null | undefined,
  fileName: string | null | undefined,
  shownWidth: number,
  url: (width: number) => string,
): { srcSet: string; sizes: string } | undefined {
  const widths = common?.img_widths
  const name = (fileName ?? '').trim()
  if (!widths?.length || !isSizedPicture(name) || isExternalUrl(name)) return undefined
  return {
    srcSet: widths.map((width) => `${url(width)} ${width}w`).join(', '),
    sizes: `(max-width: ${shownWidth}px) 100vw, ${shownWidth}px`,
  }
}

/** The store fields of a WhatsApp chat button. */
export interface WhatsAppStore {
  whatsapp_btn?: number | string | null
  whatsapp_number?: string | null
  whatsapp_default_msg?: string | null
}

/**
 * The chat link of a store's WhatsApp button (`https://wa.me/<digits>?text=<message>`), or null when the
 * store has the button off or no number; the store's default message, else `fallbackMessage`.
 */
export function whatsAppLink(
  store: WhatsAppStore | null | undefined,
  fallbackMessage: string,
): string | null {
  const digits = (store?.whatsapp_number ?? '').replace(/\D/g, '')
  if (!store || Number(store.whatsapp_btn) !== 1 || digits === '') return null
  const text = store.whatsapp_default_msg?.trim() || fallbackMessage
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`
}
