/** The products, with their translations, categories, images and variants. */
import { Visibility } from '@souk/core'
import type { Db } from '../../db/openDb'
import * as s from '../../db/schema'
import { productImageName } from '../../images/names'
import {
  BUNDLE_DEALS,
  productTexts,
  REGIONAL_PRODUCT_IDS,
  REGIONAL_RULE_ID,
  SHIPPING_RULES,
  STORES,
  TAX_RULES,
} from '../content'
import {
  DAY,
  HOUR,
  insertAll,
  type Leaf,
  money,
  type SeedContext,
  STORE_IDS_BY_SLUG,
  slugify,
} from '../context'
import type { Prng } from '../prng'
import {
  ADJECTIVES,
  ATTRIBUTES,
  BADGES,
  BRAND_NAMES,
  type Lang,
  type Noun,
  productTypeOf,
  TAGS,
  TRANSLATED_LANGUAGES,
  UNITS,
} from '../words'

/** A shop-like price ending in .99 (or .49) within a range. */
const shopPrice = (prng: Prng, [min, max]: [number, number]) =>
  Math.max(1, Math.floor(min + prng.next() ** 1.6 * (max - min))) + (prng.chance(0.7) ? 0.99 : 0.49)

/** The id of a shipping place: places get ids rule after rule, in the order of `SHIPPING_RULES`. */
const placeIdOf = (ruleId: number, placeIndex: number) =>
  SHIPPING_RULES.slice(0, ruleId - 1).reduce((sum, rule) => sum + rule.places.length, 0) + placeIndex + 1

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

/** Products, their translations, categories, images and variants (needs `leaves` and `valueIds`). Fills
 * `publicProducts` and `orderable`. */
export async function seedProducts(db: Db, ctx: SeedContext): Promise<void> {
  const { prng, at, count, productCount, leaves, valueIds, publicProducts, orderable } = ctx
  const productRows: (typeof s.products.$inferInsert)[] = []
  const productLangRows: (typeof s.productLangs.$inferInsert)[] = []
  const productCategoryRows: (typeof s.productCategories.$inferInsert)[] = []
  const imageRows: (typeof s.productImages.$inferInsert)[] = []
  const inventoryRows: (typeof s.updatedInventories.$inferInsert)[] = []
  const inventoryAttributeRows: (typeof s.inventoryAttributes.$inferInsert)[] = []
  const usedTitles = new Set<string>()
  // The slug of each colour and metal value ('green', 'rose-gold'), which names and tints its picture.
  const tintNames = new Map<number, string>([
    ...valueIds.colour.map((id, i) => [id, slugify(ATTRIBUTES.colour.values[i]?.en ?? '')] as const),
    ...valueIds.metal.map((id, i) => [id, slugify(ATTRIBUTES.metal.values[i]?.en ?? '')] as const),
  ])
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
    const storeId = STORE_IDS_BY_SLUG.get(store.slug) ?? 1
    const type = productTypeOf(noun)
    const selling = shopPrice(prng, type.price)
    const offered = prng.chance(0.4) ? money(selling * (0.7 + prng.next() * 0.2)) : 0
    const isPublic = index % 37 !== 36
    const warranty = top.slug === 'electronics' || top.slug === 'jewelry-watches' || prng.chance(0.3)
    const unitIndex = top.slug === 'grocery' ? 1 : leaf.leafSlug === 'tableware' ? 2 : 0
    const badge = prng.chance(0.3) ? prng.pick(BADGES) : null
    const tagIndexes = [...new Set([...top.tags, ...(adjective.tag === undefined ? [] : [adjective.tag])])]
    const tagList = (lang: Lang) => tagIndexes.map((tag) => TAGS[tag]?.[lang] ?? '').join(',')
    const taxRule =
      top.slug === 'grocery' || top.slug === 'books' ? 2 : prng.chance(0.15) ? 3 : prng.chance(0.1) ? null : 1
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
      image: '',
      status: isPublic ? Visibility.PUBLIC : Visibility.PRIVATE,
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

    // Variants: their own stock and, for some, their own price.
    const soldOut = prng.chance(0.08)
    const stock = () => (soldOut ? 0 : prng.chance(0.1) ? 0 : prng.int(1, 60))
    const base = offered > 0 ? offered : selling
    const combos: { values: number[]; price: number }[] = []
    // The values a picture is tinted by (a colour or a metal), in the order the variants offer them.
    const tints: number[] = []
    switch (type.variants) {
      case 'none':
        combos.push({ values: [], price: 0 })
        break
      case 'colour':
        for (const colour of prng.sample(valueIds.colour, prng.int(2, 3))) {
          tints.push(colour)
          combos.push({ values: [colour], price: 0 })
        }
        break
      case 'metal':
        valueIds.metal.forEach((metal, tier) => {
          tints.push(metal)
          combos.push({ values: [metal], price: tier === 0 ? 0 : money(base * (1 + tier * 0.15)) })
        })
        break
      case 'size-colour':
      case 'shoe-colour': {
        const all = type.variants === 'size-colour' ? valueIds.size : valueIds.shoeSize
        const first = prng.int(0, 1)
        const sizes = all.slice(first, first + prng.int(2, 3))
        const colours = prng.sample(valueIds.colour, 2)
        tints.push(...colours)
        for (const size of sizes)
          for (const colour of colours) combos.push({ values: [size, colour], price: 0 })
        break
      }
      case 'storage-colour': {
        const colours = prng.sample(valueIds.colour, 2)
        tints.push(...colours)
        valueIds.storage.forEach((storage, tier) => {
          for (const colour of colours) {
            combos.push({ values: [storage, colour], price: money(base + tier * Math.max(20, base * 0.2)) })
          }
        })
        break
      }
    }
    // Pictures: one per colour (or metal), named after the value it shows; otherwise one to three views.
    const images =
      tints.length > 0
        ? tints.map((value) =>
            productImageName({ product: id, kind: type.kind, tint: tintNames.get(value) ?? 'black', value }),
          )
        : Array.from({ length: prng.int(1, 3) }, (_, view) =>
            productImageName({ product: id, kind: type.kind, view: view + 1 }),
          )
    const row = productRows[productRows.length - 1]
    if (row) row.image = images[0] ?? productImageName({ product: id, kind: type.kind, view: 1 })
    for (const image of images) imageRows.push({ product_id: id, image, admin_id: storeId + 1 })
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
  await insertAll(db, s.products, productRows, 300)
  await insertAll(db, s.productLangs, productLangRows)
  await insertAll(db, s.productCategories, productCategoryRows)
  await insertAll(db, s.productImages, imageRows)
  await insertAll(db, s.updatedInventories, inventoryRows)
  await insertAll(db, s.inventoryAttributes, inventoryAttributeRows)
  count('products', productRows.length)
  count('product_langs', productLangRows.length)
  count('product_images', imageRows.length)
  count('inventories', inventoryRows.length)
}
