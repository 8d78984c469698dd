/**
 * The deterministic seed: the same catalogue every run (a seeded generator; only times follow the clock),
 * in all five languages. `products` scales the catalogue (`SEED_PRODUCTS`).
 *
 * The seed is a list of steps (`SEED_STEPS`), each a function of (transaction, context) in `steps/`: run in
 * order they write the whole shop; the first ones can be run and tested alone (see `seedSteps.test.ts`).
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../db/openDb'
import { createSeedContext, type SeedOptions, type SeedStep, type SeedSummary } from './context'
import { seedAttributes, seedBrands, seedCategories, seedRules, seedTags } from './steps/catalogue'
import { seedCustomersAndOrders } from './steps/customers'
import { seedProducts } from './steps/products'
import { seedCollections, seedFlashSales, seedVouchers } from './steps/promotions'
import { seedLanguages, seedSellersAndStores } from './steps/shop'
import { seedPages, seedPromotions, seedSettings, seedSiteFeatures } from './steps/site'

export {
  createSeedContext,
  type SeedContext,
  type SeedOptions,
  type SeedStep,
  type SeedSummary,
  slugify,
} from './context'
export { isSeeded } from './queries'

/** Serial ids were given explicitly: moves every sequence past the rows. */
export const resetSequences: SeedStep = async (db) => {
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

/**
 * The steps of the seed, in the order they run. The order is part of the data: the steps draw from one
 * generator in turn, and later steps use what earlier ones filled into the context.
 */
export const SEED_STEPS: readonly { name: string; run: SeedStep }[] = [
  { name: 'languages', run: seedLanguages },
  { name: 'sellers and stores', run: seedSellersAndStores },
  { name: 'categories', run: seedCategories },
  { name: 'brands', run: seedBrands },
  { name: 'tags', run: seedTags },
  { name: 'attributes', run: seedAttributes },
  { name: 'rules', run: seedRules },
  { name: 'products', run: seedProducts },
  { name: 'collections', run: seedCollections },
  { name: 'flash sales', run: seedFlashSales },
  { name: 'vouchers', run: seedVouchers },
  { name: 'settings', run: seedSettings },
  { name: 'pages and links', run: seedPages },
  { name: 'banners and sliders', run: seedPromotions },
  { name: 'site features', run: seedSiteFeatures },
  { name: 'customers, orders and reviews', run: seedCustomersAndOrders },
  { name: 'sequences', run: resetSequences },
]

/** Writes the whole seed in one transaction. */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const ctx = createSeedContext(options)
  await db.transaction(async (tx) => {
    for (const step of SEED_STEPS) await step.run(tx, ctx)
  })
  // Fresh statistics, so the first queries get good plans (autovacuum would analyse the tables only later;
  // before, a 100 000-product listing took 0.5 s instead of 30 ms).
  await db.execute(sql`ANALYZE`)
  return ctx.summary
}
