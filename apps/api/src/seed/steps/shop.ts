/** The shop itself: its languages, and its sellers with their stores. */
import { Visibility } from '@souk/core'
import type { Db } from '../../db/openDb'
import * as s from '../../db/schema'
import { LANGUAGE_ROWS, STORES, storeTexts } from '../content'
import { DAY, insertAll, langRows, type SeedContext, slugify } from '../context'

/** The five languages; `common` lists the default language first, then the newest. */
export async function seedLanguages(db: Db, ctx: SeedContext): Promise<void> {
  const { at, count } = ctx
  await insertAll(
    db,
    s.languages,
    LANGUAGE_ROWS.map((row, index) => ({
      id: index + 1,
      ...row,
      predefined: 1,
      status: Visibility.PUBLIC,
      // `common` lists the default language first, then the newest: French, Arabic, Turkish, Hindi.
      created_at: at(-index * DAY),
    })),
  )
  count('languages', LANGUAGE_ROWS.length)
}

/** Sellers and stores: admin 1 is the platform, sellers are 2..9, each with its store, translated. */
export async function seedSellersAndStores(db: Db, ctx: SeedContext): Promise<void> {
  const { at, count } = ctx
  await insertAll(db, s.admins, [
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
    db,
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
    db,
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
}
