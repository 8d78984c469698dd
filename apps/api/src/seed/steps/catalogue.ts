/** What products are filed under and sold by: categories, brands, tags, attributes and rules. */
import { Visibility } from '@souk/core'
import type { Db } from '../../db/openDb'
import * as s from '../../db/schema'
import { BUNDLE_DEALS, categoryTexts, SHIPPING_RULES, TAX_RULES } from '../content'
import { ATTRIBUTE_KEYS, DAY, insertAll, langRows, type SeedContext, slugify } from '../context'
import {
  ATTRIBUTES,
  BRAND_NAMES,
  CATEGORY_TREE,
  type CategorySeed,
  TAGS,
  type TopCategorySeed,
  TRANSLATED_LANGUAGES,
  t5,
} from '../words'

/** Categories: depth-first ids, every level translated, and one private category. Fills `leaves` and `topIds`. */
export async function seedCategories(db: Db, ctx: SeedContext): Promise<void> {
  const { at, count, leaves, topIds } = ctx
  const categoryRows: (typeof s.categories.$inferInsert)[] = []
  const categoryLangRows: (typeof s.categoryLangs.$inferInsert)[] = []
  const addCategory = (
    node: CategorySeed,
    parent: number | null,
    depth: number,
    ancestors: number[],
    top: TopCategorySeed,
    topIndex: number,
    childIndex: number,
  ) => {
    const id = categoryRows.length + 1
    const meta = categoryTexts.en(node.title.en)
    categoryRows.push({
      id,
      title: node.title.en,
      slug: node.slug,
      image: `category-${node.slug}.png`,
      status: Visibility.PUBLIC,
      admin_id: 1,
      parent,
      featured: depth === 0 || (depth === 1 && childIndex === 1) ? 1 : 0,
      in_footer: depth === 0 || (depth === 1 && childIndex < 2) ? 1 : 0,
      meta_title: meta.meta_title,
      meta_description: meta.meta_description,
      created_at: at(-(500 - id) * DAY),
      updated_at: at(-(200 - id) * DAY),
    })
    for (const lang of TRANSLATED_LANGUAGES) {
      const texts = categoryTexts[lang](node.title[lang])
      categoryLangRows.push({ category_id: id, lang, title: node.title[lang], ...texts })
    }
    if (depth === 0) topIds.push(id)
    if (node.nouns) {
      leaves.push({
        categoryId: id,
        ancestors,
        top,
        topIndex,
        leafSlug: node.slug,
        title: node.title,
        nouns: node.nouns,
      })
    }
    node.children?.forEach((child, index) => {
      addCategory(child, id, depth + 1, [...ancestors, id], top, topIndex, index)
    })
  }
  CATEGORY_TREE.forEach((top, index) => {
    addCategory(top, null, 0, [], top, index, index)
  })
  // A private category: never listed.
  const privateCategoryId = categoryRows.length + 1
  categoryRows.push({
    id: privateCategoryId,
    title: 'Clearance',
    slug: 'clearance',
    image: 'category-clearance.png',
    status: Visibility.PRIVATE,
    admin_id: 1,
    parent: null,
    featured: 1,
    in_footer: 1,
  })
  for (const lang of TRANSLATED_LANGUAGES) {
    const title = t5('Clearance', 'Déstockage', 'تصفية', 'Tasfiye', 'क्लीयरेंस')[lang]
    categoryLangRows.push({ category_id: privateCategoryId, lang, title, ...categoryTexts[lang](title) })
  }
  await insertAll(db, s.categories, categoryRows)
  await insertAll(db, s.categoryLangs, categoryLangRows)
  count('categories', categoryRows.length)
}

/** Brands (the last one private), translated. */
export async function seedBrands(db: Db, ctx: SeedContext): Promise<void> {
  const { at, count } = ctx
  await insertAll(
    db,
    s.brands,
    BRAND_NAMES.map((title, index) => ({
      id: index + 1,
      title,
      slug: slugify(title),
      image: `brand-${slugify(title)}.png`,
      featured: index < 16 ? 1 : 0,
      status: index === BRAND_NAMES.length - 1 ? Visibility.PRIVATE : Visibility.PUBLIC,
      admin_id: 1,
      created_at: at(-(300 - index) * DAY),
    })),
  )
  await insertAll(
    db,
    s.brandLangs,
    BRAND_NAMES.flatMap((title, index) => langRows((lang) => ({ brand_id: index + 1, lang, title }))),
  )
  count('brands', BRAND_NAMES.length)
}

/** Tags, translated. */
export async function seedTags(db: Db, ctx: SeedContext): Promise<void> {
  const { count } = ctx
  await insertAll(
    db,
    s.tags,
    TAGS.map((tag, index) => ({ id: index + 1, title: tag.en })),
  )
  await insertAll(
    db,
    s.tagLangs,
    TAGS.flatMap((tag, index) => langRows((lang) => ({ tag_id: index + 1, lang, title: tag[lang] }))),
  )
  count('tags', TAGS.length)
}

/** Attributes and their values, translated. Fills `valueIds`. */
export async function seedAttributes(db: Db, ctx: SeedContext): Promise<void> {
  const { count, valueIds } = ctx
  const valueRows: (typeof s.attributeValues.$inferInsert)[] = []
  const valueLangRows: (typeof s.attributeValueLangs.$inferInsert)[] = []
  ATTRIBUTE_KEYS.forEach((key, index) => {
    for (const value of ATTRIBUTES[key].values) {
      const id = valueRows.length + 1
      valueIds[key].push(id)
      valueRows.push({ id, title: value.en, attribute_id: index + 1, admin_id: 1 })
      for (const lang of TRANSLATED_LANGUAGES)
        valueLangRows.push({ attribute_value_id: id, lang, title: value[lang] })
    }
  })
  await insertAll(
    db,
    s.attributes,
    ATTRIBUTE_KEYS.map((key, index) => ({ id: index + 1, title: ATTRIBUTES[key].title.en, admin_id: 1 })),
  )
  await insertAll(
    db,
    s.attributeLangs,
    ATTRIBUTE_KEYS.flatMap((key, index) =>
      langRows((lang) => ({ attribute_id: index + 1, lang, title: ATTRIBUTES[key].title[lang] })),
    ),
  )
  await insertAll(db, s.attributeValues, valueRows)
  await insertAll(db, s.attributeValueLangs, valueLangRows)
  count('attributes', ATTRIBUTE_KEYS.length)
  count('attribute_values', valueRows.length)
}

/** Rules: tax, shipping (with places), bundle deals, translated. */
export async function seedRules(db: Db, ctx: SeedContext): Promise<void> {
  const { count } = ctx
  await insertAll(
    db,
    s.taxRules,
    TAX_RULES.map((rule, index) => ({
      id: index + 1,
      title: rule.title.en,
      type: rule.type,
      price: rule.price,
      admin_id: 1,
    })),
  )
  await insertAll(
    db,
    s.taxRuleLangs,
    TAX_RULES.flatMap((rule, index) =>
      langRows((lang) => ({ tax_rule_id: index + 1, lang, title: rule.title[lang] })),
    ),
  )
  await insertAll(
    db,
    s.shippingRules,
    SHIPPING_RULES.map((rule, index) => ({
      id: index + 1,
      title: rule.title.en,
      single_price: rule.single_price,
      admin_id: 1,
    })),
  )
  await insertAll(
    db,
    s.shippingRuleLangs,
    SHIPPING_RULES.flatMap((rule, index) =>
      langRows((lang) => ({ shipping_rule_id: index + 1, lang, title: rule.title[lang] })),
    ),
  )
  await insertAll(
    db,
    s.shippingPlaces,
    SHIPPING_RULES.flatMap((rule, index) =>
      rule.places.map((place) => ({
        shipping_rule_id: index + 1,
        country: place.country,
        state: place.state,
        price: place.price,
        day_needed: place.day_needed,
        pickup_price: place.pickup?.price ?? 0,
        pickup_point: place.pickup ? 1 : 0,
        pickup_phone: place.pickup?.phone ?? null,
        pickup_address_line_1: place.pickup?.line1 ?? null,
        pickup_city: place.pickup?.city ?? null,
        pickup_zip: place.pickup?.zip ?? null,
        pickup_state: place.pickup?.state ?? null,
        pickup_country: place.pickup?.country ?? null,
        admin_id: 1,
      })),
    ),
  )
  await insertAll(
    db,
    s.bundleDeals,
    BUNDLE_DEALS.map((deal, index) => ({
      id: index + 1,
      title: deal.title.en,
      buy: deal.buy,
      free: deal.free,
      admin_id: 1,
    })),
  )
  await insertAll(
    db,
    s.bundleDealLangs,
    BUNDLE_DEALS.flatMap((deal, index) =>
      langRows((lang) => ({ bundle_deal_id: index + 1, lang, title: deal.title[lang] })),
    ),
  )
  count('tax_rules', TAX_RULES.length)
  count('shipping_rules', SHIPPING_RULES.length)
  count(
    'shipping_places',
    SHIPPING_RULES.reduce((sum, rule) => sum + rule.places.length, 0),
  )
  count('bundle_deals', BUNDLE_DEALS.length)
}
