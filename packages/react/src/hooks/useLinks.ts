import {
  bannerLink,
  brandLink,
  categoryLink,
  collectionLink,
  imageUrl,
  localizePath,
  pageLink,
  productLink,
  productsLink,
  searchLink,
  sliderLink,
  storeLink,
  subCategoryLink,
} from '@souk/core'
import { useCallback, useMemo } from 'react'
import { useSettings } from './useStores'
import { useLocale } from './useT'

type Lang = string | null | undefined
type DropLang<F> = F extends (...args: [...infer A, Lang]) => infer R ? (...args: A) => R : never

/** Core's link builders bound to the current language (spec §2.5): components never build paths themselves. */
export function useLinks() {
  const { language } = useLocale()
  return useMemo(
    () => ({
      localize: (path: string) => localizePath(path, language),
      category: ((slug) => categoryLink(slug, language)) as DropLang<typeof categoryLink>,
      subCategory: ((category, sub) => subCategoryLink(category, sub, language)) as DropLang<
        typeof subCategoryLink
      >,
      product: ((slug, id) => productLink(slug, id, language)) as DropLang<typeof productLink>,
      products: (slug: string, options: Omit<Parameters<typeof productsLink>[1], 'lang'> = {}) =>
        productsLink(slug, { ...options, lang: language }),
      collection: ((slug, id) => collectionLink(slug, id, language)) as DropLang<typeof collectionLink>,
      brand: ((slug, id) => brandLink(slug, id, language)) as DropLang<typeof brandLink>,
      store: ((slug) => storeLink(slug, language)) as DropLang<typeof storeLink>,
      page: ((slug) => pageLink(slug, language)) as DropLang<typeof pageLink>,
      search: ((text) => searchLink(text, language)) as DropLang<typeof searchLink>,
      banner: ((banner) => bannerLink(banner, language)) as DropLang<typeof bannerLink>,
      slider: ((slider) => sliderLink(slider, language)) as DropLang<typeof sliderLink>,
    }),
    [language],
  )
}

/** Image URLs from file names with the shop's `img_src_url`, `thumb_prefix` and `default_image`. */
export function useImageUrl(): (
  fileName: string | null | undefined,
  options?: { thumb?: boolean },
) => string {
  const common = useSettings((state) => state.common)
  return useCallback((fileName, options) => imageUrl(common, fileName, options), [common])
}
