import type {
  BundleDeal,
  IdTitle,
  Inventory,
  ProductDetail,
  ProductImage,
  ProductVoucher,
  ShippingPlace,
  ShippingRule,
  Store,
} from '@souk/core'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { firstRow } from '../db/openDb'
import { expectNames } from '../db/rowShape.testing'
import { type TestServer, testServer } from '../test/testServer'
import {
  type BrandRow,
  type BundleRow,
  type DetailParts,
  type ImageRow,
  type InventoryRow,
  type PairRow,
  type PlaceRow,
  type ProductRow,
  productDetailParts,
  type RuleRow,
  type SiblingRow,
  type StoreRow,
  type TrailRow,
  type VoucherRow,
} from './productQueries'

/** The parts of `ProductDetail` that the product row does not hold (and the seller it holds, never sent). */
type PartsOfDetail =
  | 'wishlisted'
  | 'brand'
  | 'store'
  | 'bundle_deal'
  | 'product_image_names'
  | 'images'
  | 'shipping_rule'
  | 'inventory'
  | 'attribute'
  | 'vouchers'
  | 'category_data'
  | 'current_categories'
  | 'time_zone'
  | 'in_stock'

describe('the row types of the product detail statement', () => {
  it('types each part by the schema as its contract type, with the same fields', () => {
    expectTypeOf<Omit<ProductRow, 'admin_id'>>().toExtend<Omit<ProductDetail, PartsOfDetail>>()
    expectTypeOf<keyof Omit<ProductRow, 'admin_id'>>().toEqualTypeOf<
      keyof Omit<ProductDetail, PartsOfDetail>
    >()
    expectTypeOf<BrandRow>().toExtend<IdTitle>()
    expectTypeOf<IdTitle>().toExtend<BrandRow>()
    expectTypeOf<StoreRow>().toExtend<Store>()
    expectTypeOf<Store>().toExtend<StoreRow>()
    expectTypeOf<BundleRow>().toExtend<BundleDeal>()
    expectTypeOf<BundleDeal>().toExtend<BundleRow>()
    expectTypeOf<ImageRow>().toExtend<ProductImage>()
    expectTypeOf<ProductImage>().toExtend<ImageRow>()
    expectTypeOf<RuleRow>().toExtend<ShippingRule>()
    expectTypeOf<ShippingRule>().toExtend<RuleRow>()
    expectTypeOf<PlaceRow>().toExtend<ShippingPlace>()
    expectTypeOf<keyof PlaceRow>().toEqualTypeOf<keyof ShippingPlace>()
    expectTypeOf<InventoryRow>().toExtend<Omit<Inventory, 'inventory_attributes'>>()
    expectTypeOf<Omit<Inventory, 'inventory_attributes'>>().toExtend<InventoryRow>()
    expectTypeOf<VoucherRow>().toExtend<ProductVoucher>()
    expectTypeOf<keyof VoucherRow>().toEqualTypeOf<keyof ProductVoucher>()
    expectTypeOf<SiblingRow>().toExtend<ProductDetail['current_categories'][number]>()
    expectTypeOf<ProductDetail['current_categories'][number]>().toExtend<SiblingRow>()
    expectTypeOf<Omit<TrailRow, 'parent'>>().toExtend<ProductDetail['category_data'][number]>()
    expectTypeOf<ProductDetail['category_data'][number]>().toExtend<Omit<TrailRow, 'parent'>>()
  })
})

describe('the product detail statement', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await testServer()
  })

  it('sends, part by part, exactly the names its row types declare', async () => {
    // A product with every part: a brand, a bundle, images, a shipping rule with places, variants, a category.
    const found = await firstRow<{ id: number }>(
      server.db,
      sql`SELECT p.id FROM products p WHERE p.status = 1 AND p.brand_id IS NOT NULL AND p.bundle_deal_id IS NOT NULL
          AND p.shipping_rule_id IS NOT NULL
          AND EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id)
          AND EXISTS (SELECT 1 FROM updated_inventories ui JOIN inventory_attributes ia ON ia.inventory_id = ui.id
            WHERE ui.product_id = p.id)
          AND EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id)
        ORDER BY p.id LIMIT 1`,
    )
    expect(found).toBeDefined()
    const parts = await productDetailParts(server.db, 'fr', found?.id ?? 0)
    if (!parts) throw new Error('the product has no detail')
    const names: {
      [K in keyof DetailParts]: (keyof NonNullable<DetailParts[K]> | keyof ArrayItem<DetailParts[K]>)[]
    } = {
      product: [
        'id',
        'title',
        'description',
        'overview',
        'unit',
        'badge',
        'meta_title',
        'meta_description',
        'tags',
        'selling',
        'offered',
        'image',
        'video',
        'video_thumb',
        'status',
        'category_id',
        'subcategory_id',
        'warranty',
        'refundable',
        'mind_change',
        'tax_rule_id',
        'shipping_rule_id',
        'review_count',
        'rating',
        'bundle_deal_id',
        'brand_id',
        'admin_id',
        'slug',
        'created_at',
        'updated_at',
        'price',
        'end_time',
      ] satisfies (keyof ProductRow)[],
      brand: ['id', 'title'] satisfies (keyof BrandRow)[],
      store: [
        'id',
        'name',
        'slug',
        'image',
        'meta_title',
        'meta_description',
        'whatsapp_btn',
        'whatsapp_number',
        'whatsapp_default_msg',
        'created_at',
        'updated_at',
      ] satisfies (keyof StoreRow)[],
      bundle: ['id', 'buy', 'free', 'title'] satisfies (keyof BundleRow)[],
      images: ['id', 'image', 'product_id', 'created_at', 'updated_at'] satisfies (keyof ImageRow)[],
      rule: ['id', 'title', 'single_price'] satisfies (keyof RuleRow)[],
      places: [
        'id',
        'country',
        'state',
        'price',
        'day_needed',
        'pickup_price',
        'pickup_point',
        'pickup_phone',
        'pickup_address_line_1',
        'pickup_address_line_2',
        'pickup_zip',
        'pickup_state',
        'pickup_city',
        'pickup_country',
        'shipping_rule_id',
      ] satisfies (keyof PlaceRow)[],
      inventories: [
        'id',
        'product_id',
        'quantity',
        'price',
        'sku',
        'created_at',
        'updated_at',
      ] satisfies (keyof InventoryRow)[],
      pairs: [
        'inventory_id',
        'attribute_value_id',
        'attribute_id',
        'value_title',
        'attribute_title',
        'attribute_created_at',
        'attribute_updated_at',
      ] satisfies (keyof PairRow)[],
      vouchers: [
        'title',
        'price',
        'type',
        'code',
        'min_spend',
        'usage_limit',
        'limit_per_customer',
        'capped_price',
        'store_id',
      ] satisfies (keyof VoucherRow)[],
      trail: ['id', 'title', 'slug', 'parent'] satisfies (keyof TrailRow)[],
      siblings: ['id', 'slug', 'title'] satisfies (keyof SiblingRow)[],
    }
    expect(Object.keys(parts)).toEqual(Object.keys(names))
    for (const [part, expected] of Object.entries(names)) {
      const value = parts[part as keyof DetailParts]
      const rows = Array.isArray(value) ? value : [value]
      if (part !== 'vouchers') expect(rows.length, part).toBeGreaterThan(0)
      expectNames(rows, expected, part)
    }
  })
})

type ArrayItem<T> = T extends readonly (infer Item)[] ? Item : never
