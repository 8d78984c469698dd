import type { ShopLinks, WidgetLinks } from '@souk/core'
import { useCallback, useMemo } from 'react'
import { useSouk, useWidgetSouk } from '../SoukProvider/SoukProvider'
import { useSettings } from './useStores'
import { useLocale } from './useT'

/**
 * Core's link builder of the Souk (`souk.links`, spec §2.5): every href a component renders comes from it, in
 * the current language, absolute on the Souk's `shopUrl` when it has one. Components never build paths. Under
 * the widgets' Souk as under the shop's: products, the cart, search, categories, images, the store's pages.
 */
export function useLinks(): WidgetLinks {
  const { links } = useWidgetSouk()
  const { language } = useLocale()
  // A new object per language, so memoized values built from links follow a language switch.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the links read the language at each call
  return useMemo(() => ({ ...links }), [links, language])
}

/**
 * The shop's whole link builder (`createSouk`'s `souk.links`): `useLinks` and the kinds only the shop's own
 * pages link to (banners, sliders, brands, collections, sellers' stores, content pages, product listings).
 */
export function useShopLinks(): ShopLinks {
  const { links } = useSouk()
  const { language } = useLocale()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the links read the language at each call
  return useMemo(() => ({ ...links }), [links, language])
}

/**
 * Image URLs from file names with the shop's `img_src_url`, `thumb_prefix` and `default_image` ('' until
 * `common` is loaded: no image is requested from the page's origin by guessing).
 */
export function useImageUrl(): (
  fileName: string | null | undefined,
  options?: { thumb?: boolean; width?: number },
) => string {
  const { links } = useWidgetSouk()
  const common = useSettings((state) => state.common)
  return useCallback((fileName, options) => links.image(common, fileName, options), [links, common])
}
