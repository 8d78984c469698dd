/**
 * GET home (contract 4.2): slider, features, banners, featured categories and brands, flash sales, collections, read
 * by `homeQueries.ts` and put together here.
 */
import type { CollectionWithProducts, HomeData } from '@souk/core'
import { HomeSliderType } from '@souk/core'
import type { Db } from '../db/openDb'
import { serverTimeZone } from '../http/time'
import { publicBanners } from './commonQueries'
import { flashSalesWithProducts } from './flash'
import {
  collectionCards,
  featuredBrands,
  featuredCategories,
  publicCollections,
  publicFeatures,
  publicSliders,
} from './homeQueries'

/** Builds `data` of `home`. */
export async function homeData(db: Db, lang: string | null): Promise<HomeData> {
  const [sliders, features, banners, categories, brands, flashSales, collections] = await Promise.all([
    publicSliders(db, lang),
    publicFeatures(db, lang),
    publicBanners(db, lang),
    featuredCategories(db, lang),
    featuredBrands(db, lang),
    flashSalesWithProducts(db, lang),
    homeCollections(db, lang),
  ])
  const slider: HomeData['slider'] = { main: sliders.filter((item) => item.type === HomeSliderType.MAIN) }
  const rightTop = sliders.find((item) => item.type === HomeSliderType.RIGHT_TOP)
  const rightBottom = sliders.find((item) => item.type === HomeSliderType.RIGHT_BOTTOM)
  if (rightTop) slider.right_top = rightTop
  if (rightBottom) slider.right_bottom = rightBottom
  return {
    slider,
    site_features: features,
    banners,
    featured_categories: categories,
    flash_sales: flashSales,
    collections,
    featured_brands: brands,
    time_zone: serverTimeZone(),
  }
}

/** Public collections, each with up to 9 public product cards (empty collections kept, as the original). */
async function homeCollections(db: Db, lang: string | null): Promise<CollectionWithProducts[]> {
  const [collections, cards] = await Promise.all([publicCollections(db, lang), collectionCards(db, lang)])
  return collections.map((collection) => ({
    ...collection,
    product_collections: cards
      .filter((card) => card.product_collection_id === collection.id)
      .map(({ rank: _rank, ...card }) => card),
  }))
}
