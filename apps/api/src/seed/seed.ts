/**
 * The deterministic seed: the same catalogue every run (a seeded generator; only times follow the clock),
 * in all five languages. `products` scales the catalogue (`SEED_PRODUCTS`).
 */
import { sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { type Db, firstRow } from '../db/openDb'
import * as s from '../db/schema'
import {
  BUNDLE_DEALS,
  COLLECTIONS,
  categoryTexts,
  FLASH_SALES,
  FOOTER_IMAGE_LINKS,
  HEADER_LINKS,
  LANGUAGE_ROWS,
  PAGES,
  PROMO_TITLES,
  productTexts,
  REGIONAL_PRODUCT_IDS,
  REGIONAL_RULE_ID,
  SHIPPING_RULES,
  SITE_FEATURES,
  SITE_TEXTS,
  STORES,
  storeTexts,
  TAX_RULES,
  VOUCHERS,
} from './content'
import { type OrderableProduct, seedCustomers } from './customers'
import { createPrng, type Prng } from './prng'
import {
  ADJECTIVES,
  ATTRIBUTES,
  BADGES,
  BRAND_NAMES,
  CATEGORY_TREE,
  type CategorySeed,
  type Lang,
  type Noun,
  TAGS,
  type Text5,
  type TopCategorySeed,
  TRANSLATED_LANGUAGES,
  t5,
  UNITS,
} from './words'

/** Options of `seedDatabase`. */
export interface SeedOptions {
  /** Number of products (default 420). */
  products?: number
  /** The moment flash sales and vouchers are placed around (default now). */
  now?: Date
  /** Seed of the generator (default 20261122). */
  seed?: number
}

/** What was written, per entity. */
export type SeedSummary = Record<string, number>

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** A URL-safe slug of a text. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

const money = (value: number) => Math.round(value * 100) / 100
/** A shop-like price ending in .99 (or .49) within a range. */
const shopPrice = (prng: Prng, [min, max]: [number, number]) =>
  Math.max(1, Math.floor(min + prng.next() ** 1.6 * (max - min))) + (prng.chance(0.7) ? 0.99 : 0.49)

/** Whether the database already holds a seeded shop. */
export async function isSeeded(db: Db): Promise<boolean> {
  const row = await firstRow<{ n: number }>(db, sql`select count(*)::int as n from languages`)
  return (row?.n ?? 0) > 0
}

async function insertAll<T extends PgTable>(db: Db, table: T, values: T['$inferInsert'][], chunk = 400) {
  for (let start = 0; start < values.length; start += chunk) {
    await db.insert(table).values(values.slice(start, start + chunk))
  }
}

function langRows<R>(build: (lang: Exclude<Lang, 'en'>) => R): R[] {
  return TRANSLATED_LANGUAGES.map((lang) => build(lang))
}

function titleOf(lang: Lang, brand: string, adjective: (typeof ADJECTIVES)[number], noun: Noun): string {
  switch (lang) {
    case 'en':
      return `${brand} ${adjective.en} ${noun.text.en}`
    case 'fr':
      return `${noun.text.fr} ${adjective.fr} ${brand}`
    case 'ar':
      return `${noun.text.ar} ${noun.ar === 'f' ? adjective.arF : adjective.arM} من ${brand}`
    case 'tr':
      return `${brand} ${adjective.tr} ${noun.text.tr}`
    case 'hi':
      return `${brand} ${adjective.hi} ${noun.text.hi}`
  }
}

interface Leaf {
  categoryId: number
  ancestors: number[]
  top: TopCategorySeed
  topIndex: number
  leafSlug: string
  title: Text5
  nouns: Noun[]
}

/** Writes the whole seed in one transaction. */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const productCount = Math.max(10, Math.floor(options.products ?? 420))
  const now = options.now ?? new Date()
  const prng = createPrng(options.seed ?? 20261122)
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs)
  const summary: SeedSummary = {}
  const count = (name: string, n: number) => {
    summary[name] = (summary[name] ?? 0) + n
  }

  await db.transaction(async (tx) => {
    // Languages.
    await insertAll(
      tx,
      s.languages,
      LANGUAGE_ROWS.map((row, index) => ({
        id: index + 1,
        ...row,
        predefined: 1,
        status: 1,
        // `common` lists the default language first, then the newest: French, Arabic, Turkish, Hindi.
        created_at: at(-index * DAY),
      })),
    )
    count('languages', LANGUAGE_ROWS.length)

    // Sellers and stores: admin 1 is the platform, sellers are 2..9.
    await insertAll(tx, s.admins, [
      { id: 1, name: 'Souk Admin', username: 'admin', email: 'admin@souk.test', role: 'admin', verified: 1 },
      ...STORES.map((store, index) => ({
        id: index + 2,
        name: store.seller,
        username: slugify(store.seller).replace(/-/g, '.'),
        email: `${store.slug}@sellers.souk.test`,
        role: 'vendor',
        commission: 5 + (index % 4) * 2.5,
        verified: 1,
      })),
    ])
    await insertAll(
      tx,
      s.stores,
      STORES.map((store, index) => {
        const texts = storeTexts.en(store.name.en)
        return {
          id: index + 1,
          name: store.name.en,
          slug: store.slug,
          image: `store-${store.slug}.png`,
          meta_title: texts.meta_title,
          meta_description: texts.meta_description,
          admin_id: index + 2,
          whatsapp_btn: store.whatsapp ? 1 : 0,
          whatsapp_number: store.whatsapp ? `+1555010${String(index).padStart(4, '0')}` : null,
          whatsapp_default_msg: texts.whatsapp,
          created_at: at(-(400 - index * 30) * DAY),
        }
      }),
    )
    await insertAll(
      tx,
      s.storeLangs,
      STORES.flatMap((store, index) =>
        langRows((lang) => {
          const texts = storeTexts[lang](store.name[lang])
          return {
            store_id: index + 1,
            lang,
            name: store.name[lang],
            meta_title: texts.meta_title,
            meta_description: texts.meta_description,
            whatsapp_default_msg: texts.whatsapp,
          }
        }),
      ),
    )
    count('sellers', STORES.length)
    count('stores', STORES.length)

    // Categories: depth-first ids, every level translated.
    const categoryRows: (typeof s.categories.$inferInsert)[] = []
    const categoryLangRows: (typeof s.categoryLangs.$inferInsert)[] = []
    const leaves: Leaf[] = []
    const topIds: number[] = []
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
        status: 1,
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
      status: 2,
      admin_id: 1,
      parent: null,
      featured: 1,
      in_footer: 1,
    })
    for (const lang of TRANSLATED_LANGUAGES) {
      const title = t5('Clearance', 'Déstockage', 'تصفية', 'Tasfiye', 'क्लीयरेंस')[lang]
      categoryLangRows.push({ category_id: privateCategoryId, lang, title, ...categoryTexts[lang](title) })
    }
    await insertAll(tx, s.categories, categoryRows)
    await insertAll(tx, s.categoryLangs, categoryLangRows)
    count('categories', categoryRows.length)

    // Brands.
    await insertAll(
      tx,
      s.brands,
      BRAND_NAMES.map((title, index) => ({
        id: index + 1,
        title,
        slug: slugify(title),
        image: `brand-${slugify(title)}.png`,
        featured: index < 16 ? 1 : 0,
        status: index === BRAND_NAMES.length - 1 ? 2 : 1,
        admin_id: 1,
        created_at: at(-(300 - index) * DAY),
      })),
    )
    await insertAll(
      tx,
      s.brandLangs,
      BRAND_NAMES.flatMap((title, index) => langRows((lang) => ({ brand_id: index + 1, lang, title }))),
    )
    count('brands', BRAND_NAMES.length)

    // Tags.
    await insertAll(
      tx,
      s.tags,
      TAGS.map((tag, index) => ({ id: index + 1, title: tag.en })),
    )
    await insertAll(
      tx,
      s.tagLangs,
      TAGS.flatMap((tag, index) => langRows((lang) => ({ tag_id: index + 1, lang, title: tag[lang] }))),
    )
    count('tags', TAGS.length)

    // Attributes and values.
    const attributeKeys = ['size', 'colour', 'storage', 'metal'] as const
    const valueIds: Record<(typeof attributeKeys)[number], number[]> = {
      size: [],
      colour: [],
      storage: [],
      metal: [],
    }
    const valueRows: (typeof s.attributeValues.$inferInsert)[] = []
    const valueLangRows: (typeof s.attributeValueLangs.$inferInsert)[] = []
    attributeKeys.forEach((key, index) => {
      for (const value of ATTRIBUTES[key].values) {
        const id = valueRows.length + 1
        valueIds[key].push(id)
        valueRows.push({ id, title: value.en, attribute_id: index + 1, admin_id: 1 })
        for (const lang of TRANSLATED_LANGUAGES)
          valueLangRows.push({ attribute_value_id: id, lang, title: value[lang] })
      }
    })
    await insertAll(
      tx,
      s.attributes,
      attributeKeys.map((key, index) => ({ id: index + 1, title: ATTRIBUTES[key].title.en, admin_id: 1 })),
    )
    await insertAll(
      tx,
      s.attributeLangs,
      attributeKeys.flatMap((key, index) =>
        langRows((lang) => ({ attribute_id: index + 1, lang, title: ATTRIBUTES[key].title[lang] })),
      ),
    )
    await insertAll(tx, s.attributeValues, valueRows)
    await insertAll(tx, s.attributeValueLangs, valueLangRows)
    count('attributes', attributeKeys.length)
    count('attribute_values', valueRows.length)

    // Rules: tax, shipping (with places), bundle deals.
    await insertAll(
      tx,
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
      tx,
      s.taxRuleLangs,
      TAX_RULES.flatMap((rule, index) =>
        langRows((lang) => ({ tax_rule_id: index + 1, lang, title: rule.title[lang] })),
      ),
    )
    await insertAll(
      tx,
      s.shippingRules,
      SHIPPING_RULES.map((rule, index) => ({
        id: index + 1,
        title: rule.title.en,
        single_price: rule.single_price,
        admin_id: 1,
      })),
    )
    await insertAll(
      tx,
      s.shippingRuleLangs,
      SHIPPING_RULES.flatMap((rule, index) =>
        langRows((lang) => ({ shipping_rule_id: index + 1, lang, title: rule.title[lang] })),
      ),
    )
    await insertAll(
      tx,
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
      tx,
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
      tx,
      s.bundleDealLangs,
      BUNDLE_DEALS.flatMap((deal, index) =>
        langRows((lang) => ({ bundle_deal_id: index + 1, lang, title: deal.title[lang] })),
      ),
    )
    count('tax_rules', TAX_RULES.length)
    const placeIdOf = (ruleId: number, placeIndex: number) =>
      SHIPPING_RULES.slice(0, ruleId - 1).reduce((sum, rule) => sum + rule.places.length, 0) + placeIndex + 1
    count('shipping_rules', SHIPPING_RULES.length)
    count(
      'shipping_places',
      SHIPPING_RULES.reduce((sum, rule) => sum + rule.places.length, 0),
    )
    count('bundle_deals', BUNDLE_DEALS.length)

    // Products, their translations, categories, images and variants.
    const productRows: (typeof s.products.$inferInsert)[] = []
    const productLangRows: (typeof s.productLangs.$inferInsert)[] = []
    const productCategoryRows: (typeof s.productCategories.$inferInsert)[] = []
    const imageRows: (typeof s.productImages.$inferInsert)[] = []
    const inventoryRows: (typeof s.updatedInventories.$inferInsert)[] = []
    const inventoryAttributeRows: (typeof s.inventoryAttributes.$inferInsert)[] = []
    const usedTitles = new Set<string>()
    const publicProducts: { id: number; selling: number; top: string; store: number }[] = []
    const orderable: OrderableProduct[] = []
    const storeIdsBySlug = new Map(STORES.map((store, index) => [store.slug, index + 1]))
    const perTop = new Map<string, number>()
    for (let index = 0; index < productCount; index++) {
      const id = index + 1
      const leaf = leaves[index % leaves.length] as Leaf
      const top = leaf.top
      const noun = prng.pick(leaf.nouns)
      let adjective = ADJECTIVES[prng.pick(top.adjectives)] ?? ADJECTIVES[0]
      let brand = prng.pick(BRAND_NAMES)
      for (
        let attempt = 0;
        attempt < 12 && usedTitles.has(`${brand}|${adjective?.en}|${noun.text.en}`);
        attempt++
      ) {
        adjective = ADJECTIVES[prng.pick(top.adjectives)] ?? ADJECTIVES[0]
        brand = prng.pick(BRAND_NAMES)
      }
      if (!adjective) throw new Error('no adjective')
      usedTitles.add(`${brand}|${adjective.en}|${noun.text.en}`)
      const sellers = STORES.filter((store) => store.categories.includes(top.slug))
      // Products of a category are dealt to its sellers in turn, so every seller has some.
      const dealt = (perTop.get(top.slug) ?? 0) + 1
      perTop.set(top.slug, dealt)
      const store = (sellers.length > 0 ? sellers : STORES)[dealt % Math.max(1, sellers.length)] ?? STORES[0]
      if (!store) throw new Error('no store')
      const storeId = storeIdsBySlug.get(store.slug) ?? 1
      const selling = shopPrice(prng, top.price)
      const offered = prng.chance(0.4) ? money(selling * (0.7 + prng.next() * 0.2)) : 0
      const isPublic = index % 37 !== 36
      const warranty = top.slug === 'electronics' || top.slug === 'jewelry-watches' || prng.chance(0.3)
      const unitIndex = top.slug === 'grocery' ? 1 : leaf.leafSlug === 'tableware' ? 2 : 0
      const badge = prng.chance(0.3) ? prng.pick(BADGES) : null
      const tagIndexes = [...new Set([...top.tags, ...(adjective.tag === undefined ? [] : [adjective.tag])])]
      const tagList = (lang: Lang) => tagIndexes.map((tag) => TAGS[tag]?.[lang] ?? '').join(',')
      const taxRule =
        top.slug === 'grocery' || top.slug === 'books'
          ? 2
          : prng.chance(0.15)
            ? 3
            : prng.chance(0.1)
              ? null
              : 1
      // Drawn for every product (the draws after it stay as they were), then overridden for the regional ones.
      const drawnRule = prng.pick([1, 1, 1, 2, 3, 4, 5])
      const shippingRule = REGIONAL_PRODUCT_IDS.has(id) ? REGIONAL_RULE_ID : drawnRule
      const bundleId = prng.chance(0.12) ? prng.int(1, BUNDLE_DEALS.length) : null
      const createdAt = at(-(productCount - index) * 2 * HOUR - 30 * DAY)
      const updatedAt = at(-((index * 7919) % productCount) * HOUR)
      const title = (lang: Lang) => titleOf(lang, brand, adjective, noun)
      const textsFor = (lang: Lang) =>
        productTexts[lang]({
          title: title(lang),
          category: leaf.title[lang],
          brand,
          store: store.name[lang],
          warranty,
        })
      const en = textsFor('en')
      productRows.push({
        id,
        title: title('en'),
        description: en.description,
        overview: en.overview,
        unit: UNITS[unitIndex]?.en ?? null,
        badge: badge?.en ?? null,
        meta_title: title('en'),
        meta_description: en.meta_description,
        tags: tagList('en'),
        selling,
        purchased: money(selling * 0.6),
        offered,
        image: `product-${id}.png`,
        status: isPublic ? 1 : 2,
        category_id: leaf.ancestors[0] ?? leaf.categoryId,
        subcategory_id: leaf.categoryId,
        warranty: warranty ? 1 : 2,
        refundable: prng.chance(0.7) ? 1 : 2,
        mind_change: prng.chance(0.5) ? 1 : 2,
        tax_rule_id: taxRule,
        shipping_rule_id: shippingRule,
        bundle_deal_id: bundleId,
        brand_id: BRAND_NAMES.indexOf(brand) + 1,
        admin_id: storeId + 1,
        slug: `${slugify(title('en'))}-${id}`,
        created_at: createdAt,
        updated_at: updatedAt,
      })
      for (const lang of TRANSLATED_LANGUAGES) {
        const texts = textsFor(lang)
        productLangRows.push({
          product_id: id,
          lang,
          title: title(lang),
          description: texts.description,
          overview: texts.overview,
          unit: UNITS[unitIndex]?.[lang] ?? null,
          badge: badge?.[lang] ?? null,
          meta_title: title(lang),
          meta_description: texts.meta_description,
          tags: tagList(lang),
        })
      }
      productCategoryRows.push({ product_id: id, category_id: leaf.categoryId, primary: 1 })
      for (const ancestor of leaf.ancestors)
        productCategoryRows.push({ product_id: id, category_id: ancestor, primary: 0 })
      for (let image = 1; image <= prng.int(1, 3); image++) {
        imageRows.push({ product_id: id, image: `product-${id}-${image}.png`, admin_id: storeId + 1 })
      }

      // Variants: their own stock and, for some, their own price.
      const soldOut = prng.chance(0.08)
      const stock = () => (soldOut ? 0 : prng.chance(0.1) ? 0 : prng.int(1, 60))
      const base = offered > 0 ? offered : selling
      const combos: { values: number[]; price: number }[] = []
      const kind =
        top.variants === 'storage-colour' && !['smartphones', 'tablets'].includes(leaf.leafSlug)
          ? 'colour'
          : top.variants
      if (kind === 'none') {
        combos.push({ values: [], price: 0 })
      } else if (kind === 'colour') {
        for (const colour of prng.sample(valueIds.colour, prng.int(2, 3)))
          combos.push({ values: [colour], price: 0 })
      } else if (kind === 'metal') {
        valueIds.metal.forEach((metal, tier) => {
          combos.push({ values: [metal], price: tier === 0 ? 0 : money(base * (1 + tier * 0.15)) })
        })
      } else if (kind === 'size-colour') {
        const sizes = valueIds.size.slice(0, prng.int(2, 4))
        const colours = prng.sample(valueIds.colour, 2)
        for (const size of sizes)
          for (const colour of colours) combos.push({ values: [size, colour], price: 0 })
      } else {
        const colours = prng.sample(valueIds.colour, 2)
        valueIds.storage.forEach((storage, tier) => {
          for (const colour of colours) {
            combos.push({ values: [storage, colour], price: money(base + tier * Math.max(20, base * 0.2)) })
          }
        })
      }
      // This product's variants, kept aside (searching all the rows again per product was quadratic).
      const ownInventories: { id: number; price: number; hasAttributes: boolean }[] = []
      for (const combo of combos) {
        const inventoryId = inventoryRows.length + 1
        inventoryRows.push({
          id: inventoryId,
          product_id: id,
          quantity: stock(),
          price: combo.price,
          sku: `SK-${id}-${inventoryId}`,
        })
        for (const value of combo.values)
          inventoryAttributeRows.push({ inventory_id: inventoryId, attribute_value_id: value })
        ownInventories.push({ id: inventoryId, price: combo.price, hasAttributes: combo.values.length > 0 })
      }
      if (isPublic) {
        publicProducts.push({ id, selling, top: top.slug, store: storeId })
        const rule = SHIPPING_RULES[shippingRule - 1]
        const placeIndex = rule?.places.findIndex((place) => place.country === 'ALL') ?? -1
        const taxTerms = taxRule ? TAX_RULES[taxRule - 1] : undefined
        orderable.push({
          id,
          selling,
          offered,
          purchased: money(selling * 0.6),
          taxRule: taxTerms ? { type: taxTerms.type, price: taxTerms.price } : null,
          bundle: bundleId ? (BUNDLE_DEALS[bundleId - 1] ?? null) : null,
          shippingPlace:
            rule && placeIndex >= 0
              ? { id: placeIdOf(shippingRule, placeIndex), price: rule.places[placeIndex]?.price ?? 0 }
              : null,
          commission: 5 + ((storeId - 1) % 4) * 2.5,
          inventories: ownInventories,
        })
      }
    }
    await insertAll(tx, s.products, productRows, 300)
    await insertAll(tx, s.productLangs, productLangRows)
    await insertAll(tx, s.productCategories, productCategoryRows)
    await insertAll(tx, s.productImages, imageRows)
    await insertAll(tx, s.updatedInventories, inventoryRows)
    await insertAll(tx, s.inventoryAttributes, inventoryAttributeRows)
    count('products', productRows.length)
    count('product_langs', productLangRows.length)
    count('product_images', imageRows.length)
    count('inventories', inventoryRows.length)

    // Collections.
    await insertAll(
      tx,
      s.productCollections,
      COLLECTIONS.map((collection, index) => ({
        id: index + 1,
        title: collection.title.en,
        slug: collection.slug,
        status: 1,
        admin_id: 1,
      })),
    )
    await insertAll(
      tx,
      s.productCollectionLangs,
      COLLECTIONS.flatMap((collection, index) =>
        langRows((lang) => ({ product_collection_id: index + 1, lang, title: collection.title[lang] })),
      ),
    )
    const collectionLinks: (typeof s.collectionWithProducts.$inferInsert)[] = []
    COLLECTIONS.forEach((_, index) => {
      const size = Math.min(publicProducts.length, 10 + prng.int(0, 14))
      for (const product of prng.sample(publicProducts, size)) {
        collectionLinks.push({ product_collection_id: index + 1, product_id: product.id })
      }
    })
    await insertAll(tx, s.collectionWithProducts, collectionLinks)
    count('collections', COLLECTIONS.length)

    // Flash sales: each product in at most one sale.
    await insertAll(
      tx,
      s.flashSales,
      FLASH_SALES.map((sale, index) => ({
        id: index + 1,
        title: sale.title.en,
        status: 1,
        start_time: at(sale.start * HOUR),
        end_time: at(sale.end * HOUR),
        admin_id: 1,
      })),
    )
    await insertAll(
      tx,
      s.flashSaleLangs,
      FLASH_SALES.flatMap((sale, index) =>
        langRows((lang) => ({ flash_sale_id: index + 1, lang, title: sale.title[lang] })),
      ),
    )
    const flashPool = prng.sample(publicProducts, publicProducts.length)
    const flashSizes = [14, 10, 8, 8]
    const flashRows: (typeof s.flashSaleProducts.$inferInsert)[] = []
    let cursor = 0
    flashSizes.forEach((size, index) => {
      for (const product of flashPool.slice(
        cursor,
        cursor + Math.min(size, Math.floor(flashPool.length / 5)),
      )) {
        flashRows.push({
          flash_sale_id: index + 1,
          product_id: product.id,
          price: money(product.selling * (0.55 + prng.next() * 0.25)),
          admin_id: 1,
        })
      }
      cursor += Math.min(size, Math.floor(flashPool.length / 5))
    })
    await insertAll(tx, s.flashSaleProducts, flashRows)
    count('flash_sales', FLASH_SALES.length)
    count('flash_sale_products', flashRows.length)

    // Vouchers.
    await insertAll(
      tx,
      s.vouchers,
      VOUCHERS.map((voucher, index) => ({
        id: index + 1,
        title: voucher.title.en,
        type: voucher.type,
        status: voucher.status ?? 1,
        usage_limit: voucher.usage_limit,
        limit_per_customer: voucher.limit_per_customer,
        price: voucher.price,
        min_spend: voucher.min_spend,
        code: voucher.code,
        capped_price: voucher.capped ?? null,
        start_time: at(voucher.start * DAY),
        end_time: at(voucher.end * DAY),
        store_id: voucher.store ? (storeIdsBySlug.get(voucher.store) ?? null) : null,
        admin_id: 1,
      })),
    )
    await insertAll(
      tx,
      s.voucherLangs,
      VOUCHERS.flatMap((voucher, index) =>
        langRows((lang) => ({ voucher_id: index + 1, lang, title: voucher.title[lang] })),
      ),
    )
    count('vouchers', VOUCHERS.length)

    await seedSite(tx, prng, publicProducts, topIds, count)
    for (const [name, n] of Object.entries(await seedCustomers(tx, prng, orderable, now))) count(name, n)
    await resetSequences(tx)
  })
  // Fresh statistics, so the first queries get good plans (autovacuum would analyse the tables only later;
  // before, a 100 000-product listing took 0.5 s instead of 30 ms).
  await db.execute(sql`ANALYZE`)
  return summary
}

async function seedSite(
  db: Db,
  prng: Prng,
  publicProducts: { id: number }[],
  topIds: number[],
  count: (name: string, n: number) => void,
) {
  await insertAll(db, s.settings, [
    {
      id: 1,
      currency: 'USD',
      currency_icon: '$',
      currency_position: '1',
      decimal_format: 'en-US',
      email: 'hello@souk.test',
      phone: '+1 212 555 0100',
      address_1: '120 Mercer Street',
      address_2: 'Suite 4',
      city: 'New York',
      state: 'NY',
      zip: '10012',
      country: 'US',
      default_country: 'AF',
      default_state: 'BDS',
      google_login: 1,
      facebook_login: 1,
      attach_pdf: 0,
      guest_checkout: 1,
      send_seller_email: 1,
      enable_ga: 0,
      enable_pixel: 0,
      vendor_registration: 1,
      cookie_banner: 1,
      admin_id: 1,
    },
  ])
  await insertAll(db, s.siteSettings, [
    {
      id: 1,
      ...SITE_TEXTS.en,
      site_url: 'http://localhost:3000',
      email_logo: 'logo-email.png',
      header_logo: 'logo-header.svg',
      footer_logo: 'logo-footer.svg',
      primary_color: '#0f766e',
      primary_hover_color: '#115e59',
      styling: null,
      admin_id: 1,
    },
  ])
  await insertAll(
    db,
    s.siteSettingLangs,
    langRows((lang) => ({ site_setting_id: 1, lang, ...SITE_TEXTS[lang] })),
  )
  await insertAll(db, s.payments, [
    {
      id: 1,
      cash_on_delivery: 1,
      paypal: 1,
      paypal_key: 'sandbox-paypal-client-id',
      paypal_secret: 'sandbox-paypal-secret',
      razorpay: 1,
      razorpay_key: 'rzp_sandbox_key',
      razorpay_secret: 'rzp_sandbox_secret',
      stripe: 1,
      stripe_key: 'pk_sandbox_souk',
      stripe_secret: 'sk_sandbox_souk',
      flutterwave: 1,
      fw_environment: 'sandbox',
      fw_public_key: 'FLWPUBK_SANDBOX-souk',
      fw_secret_key: 'FLWSECK_SANDBOX-souk',
      fw_encryption_key: 'FLWENC_SANDBOX-souk',
      iyzico_payment: 1,
      ip_base_url: 'sandbox',
      ip_api_key: 'sandbox-iyzico-api-key',
      ip_secret_key: 'sandbox-iyzico-secret',
      bank: 1,
      bank_name: 'Souk Sandbox Bank',
      account_name: 'Souk Marketplace Ltd',
      branch_name: 'Mercer Street',
      account_number: '0001 2345 6789',
      payfast: 1,
      payfast_merchant_id: '10000100',
      payfast_merchant_key: 'sandbox-payfast-key',
      payfast_passphrase: 'sandbox-payfast-passphrase',
      mobile_transfer: 1,
      enzona: 1,
      enzona_account: '9205 1299 7000 1234',
      transfermovil: 1,
      transfermovil_account: '9224 0699 9000 5678',
      mobile_account_name: 'Souk Marketplace',
      sandbox: 1,
      admin_id: 1,
    },
  ])

  // Pages and footer links.
  await insertAll(
    db,
    s.pages,
    PAGES.map((page, index) => ({
      id: index + 1,
      slug: page.slug,
      title: page.title.en,
      description: page.description.en,
      meta_title: page.title.en,
      meta_description: page.title.en,
      page_from_component: page.page_from_component,
      admin_id: 1,
    })),
  )
  await insertAll(
    db,
    s.pageLangs,
    PAGES.flatMap((page, index) =>
      langRows((lang) => ({
        page_id: index + 1,
        lang,
        title: page.title[lang],
        description: page.description[lang],
        meta_title: page.title[lang],
        meta_description: page.title[lang],
      })),
    ),
  )
  await insertAll(
    db,
    s.footerLinks,
    PAGES.flatMap((page, index) =>
      page.footer ? [{ page_id: index + 1, type: page.footer, admin_id: 1 }] : [],
    ),
  )
  await insertAll(
    db,
    s.footerImageLinks,
    FOOTER_IMAGE_LINKS.map((link) => ({ ...link, status: 1 })),
  )
  await insertAll(
    db,
    s.headerLinks,
    HEADER_LINKS.map((link, index) => ({
      id: index + 1,
      type: link.type,
      url: link.url,
      title: link.title.en,
    })),
  )
  await insertAll(
    db,
    s.headerLinkLangs,
    HEADER_LINKS.flatMap((link, index) =>
      langRows((lang) => ({ header_link_id: index + 1, lang, title: link.title[lang] })),
    ),
  )
  count('pages', PAGES.length)

  // Banners 1-9 (+ one private), sliders (main x3, right top, right bottom), with their sources.
  const productIds = publicProducts.map((product) => product.id)
  type Promo = {
    type: number
    source: number
    title: number
    closable?: number
    status?: number
    tags?: string
    url?: string
  }
  const banners: Promo[] = [
    { type: 1, source: 1, title: 11 },
    { type: 2, source: 4, title: 0 },
    { type: 3, source: 3, title: 1, tags: 'wireless' },
    { type: 4, source: 5, title: 9 },
    { type: 5, source: 6, title: 7, url: '/flash-sale' },
    { type: 6, source: 2, title: 10 },
    { type: 7, source: 5, title: 6 },
    { type: 8, source: 6, title: 7, closable: 1, url: '/page/shipping-policy' },
    { type: 9, source: 6, title: 8, closable: 1, url: '/page/about-us' },
    { type: 3, source: 1, title: 2, status: 2 },
  ]
  const sliders: Promo[] = [
    { type: 1, source: 1, title: 0 },
    { type: 1, source: 4, title: 3 },
    { type: 1, source: 5, title: 2 },
    { type: 2, source: 3, title: 1, tags: 'gift' },
    { type: 3, source: 6, title: 4, url: '/all/books' },
  ]
  const promoRow = (promo: Promo, index: number, prefix: string) => {
    const title = PROMO_TITLES[promo.title] ?? PROMO_TITLES[0]
    return {
      id: index + 1,
      image: `${prefix}-${index + 1}.png`,
      type: promo.type,
      source_type: promo.source,
      tags: promo.tags ?? null,
      url: promo.url ?? null,
      title: title?.en ?? '',
      status: promo.status ?? 1,
      slug: `${prefix}-${slugify(title?.en ?? '')}-${index + 1}`,
    }
  }
  await insertAll(
    db,
    s.banners,
    banners.map((banner, index) => ({
      ...promoRow(banner, index, 'banner'),
      closable: banner.closable ?? 2,
    })),
  )
  await insertAll(
    db,
    s.bannerLangs,
    banners.flatMap((banner, index) =>
      langRows((lang) => ({ banner_id: index + 1, lang, title: PROMO_TITLES[banner.title]?.[lang] ?? '' })),
    ),
  )
  await insertAll(
    db,
    s.homeSliders,
    sliders.map((slider, index) => promoRow(slider, index, 'slider')),
  )
  await insertAll(
    db,
    s.homeSliderLangs,
    sliders.flatMap((slider, index) =>
      langRows((lang) => ({
        home_slider_id: index + 1,
        lang,
        title: PROMO_TITLES[slider.title]?.[lang] ?? '',
      })),
    ),
  )
  const sources = (promos: Promo[]) => {
    const categories: { owner_id: number; item_id: number }[] = []
    const brands: { owner_id: number; item_id: number }[] = []
    const products: { owner_id: number; item_id: number }[] = []
    promos.forEach((promo, index) => {
      const owner_id = index + 1
      if (promo.source === 1) {
        for (const item_id of prng.sample(topIds, 2)) categories.push({ owner_id, item_id })
      } else if (promo.source === 4) {
        for (const item_id of prng.sample([1, 2, 3, 4, 5, 6, 7, 8], 3)) brands.push({ owner_id, item_id })
      } else if (promo.source === 5) {
        for (const item_id of prng.sample(productIds, 8)) products.push({ owner_id, item_id })
      }
    })
    return { categories, brands, products }
  }
  const bannerSources = sources(banners)
  await insertAll(db, s.bannerSourceCategories, bannerSources.categories)
  await insertAll(db, s.bannerSourceBrands, bannerSources.brands)
  await insertAll(db, s.bannerSourceProducts, bannerSources.products)
  const sliderSources = sources(sliders)
  await insertAll(db, s.homeSliderSourceCategories, sliderSources.categories)
  await insertAll(db, s.homeSliderSourceBrands, sliderSources.brands)
  await insertAll(db, s.homeSliderSourceProducts, sliderSources.products)
  count('banners', banners.length)
  count('home_sliders', sliders.length)

  await insertAll(
    db,
    s.siteFeatures,
    SITE_FEATURES.map((feature, index) => ({
      id: index + 1,
      image: `feature-${index + 1}.svg`,
      status: 1,
      detail: feature.en,
    })),
  )
  await insertAll(
    db,
    s.siteFeatureLangs,
    SITE_FEATURES.flatMap((feature, index) =>
      langRows((lang) => ({ site_feature_id: index + 1, lang, detail: feature[lang] })),
    ),
  )
  count('site_features', SITE_FEATURES.length)
  await insertAll(db, s.customScripts, [
    {
      route_pattern: '.*',
      header_script: 1,
      // JavaScript, as the original storefront runs these fields: a harmless dataLayer push.
      header_script_code:
        "window.dataLayer = window.dataLayer || []; window.dataLayer.push({ event: 'souk_custom_script' });",
      body_script: 0,
      status: 1,
    },
    {
      route_pattern: '^/checkout',
      header_script: 0,
      body_script: 1,
      body_script_code: "console.debug('Souk: the checkout custom script (disabled in the seed)');",
      status: 2,
    },
  ])
}

/** Serial ids were given explicitly: moves every sequence past the rows. */
async function resetSequences(db: Db) {
  await db.execute(sql`
    DO $$
    DECLARE r record;
    BEGIN
      FOR r IN SELECT table_name FROM information_schema.columns
        WHERE table_schema = 'public' AND column_name = 'id' AND column_default LIKE 'nextval%'
      LOOP
        EXECUTE format('SELECT setval(pg_get_serial_sequence(%L, ''id''), coalesce((SELECT max(id) FROM %I), 0) + 1, false)',
          r.table_name, r.table_name);
      END LOOP;
    END $$`)
}
