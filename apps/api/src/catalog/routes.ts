/** The public catalogue routes (contract 4.1-4.19, except track-order and the Iyzico helpers). */
import type { Hono } from 'hono'
import { readBody } from '../http/body'
import type { ApiContext, AppEnv } from '../http/context'
import { NotFoundError, ok } from '../http/envelope'
import { id, page } from '../http/fields'
import { commonData, commonLanguage } from './common'
import { contact, countriesPhones, localization, pageData, paymentGateway, subscribe } from './content'
import { flashSalePage, flashSalesWithProducts } from './flash'
import { homeData } from './home'
import { categoryListingQuery, productListingQuery, queryWith, storePageQuery } from './listingInputs'
import { categoryListing, type ListingScope, productListing, storePage } from './listings'
import { brandList, categoryList, searchSuggestions } from './lists'
import { productDetail, suggestedProducts } from './product'
import { apiBase, locationOf } from './request'
import { productReviews } from './reviews'

/** A path id, or undefined when it is not a positive integer. */
function pathId(value: string): number | undefined {
  const parsed = id.safeParse(value)
  return parsed.success ? parsed.data : undefined
}

/** Shop-wide data through the response cache when it is on (never shopper data: see `http/responseCache.ts`). */
function cached<T>(c: ApiContext, key: string, compute: () => Promise<T>): Promise<T> {
  const cache = c.var.services.responseCache
  return cache ? cache.get(key, compute) : compute()
}

/** What a listing at `path` reads with: the database, the language, its links' location, its pages' cache. */
function listingScope(c: ApiContext, path: string): ListingScope {
  const { db, listingCache } = c.var.services
  return { db, lang: c.var.lang, location: locationOf(c, path), cache: listingCache }
}

/** Registers the catalogue routes on the `/api/v1` app. */
export function registerCatalog(api: Hono<AppEnv>) {
  api.get('/common', async (c) =>
    ok(c, await cached(c, `common|${await commonLanguage(c)}|${apiBase(c)}`, () => commonData(c))),
  )
  api.get('/home', async (c) =>
    ok(c, await cached(c, `home|${c.var.lang}`, () => homeData(c.var.services.db, c.var.lang))),
  )
  api.get('/all', async (c) => {
    const input = queryWith(c, categoryListingQuery)
    return ok(c, await categoryListing(listingScope(c, 'all'), input))
  })
  api.get('/products', async (c) => {
    const input = queryWith(c, productListingQuery)
    return ok(c, await productListing(listingScope(c, 'products'), input))
  })
  api.get('/categories', async (c) => ok(c, await categoryList(c)))
  api.get('/brands', async (c) => ok(c, await brandList(c)))
  api.get('/search', async (c) => ok(c, await searchSuggestions(c)))

  api.get('/product/:id', async (c) => {
    const productId = pathId(c.req.param('id'))
    const detail =
      productId === undefined
        ? null
        : await productDetail(
            c.var.services.db,
            c.var.lang,
            productId,
            c.var.identity.userId,
            c.var.services.productCache,
          )
    if (!detail) throw new NotFoundError('No product found.')
    return ok(c, detail)
  })

  api.get('/flash-sale', async (c) => ok(c, await flashSalesWithProducts(c.var.services.db, c.var.lang)))
  api.get('/flash-sale/:id', async (c) => {
    const saleId = pathId(c.req.param('id'))
    const current = page.safeParse(c.req.query('page'))
    const result =
      saleId === undefined || !current.success
        ? null
        : await flashSalePage(
            c.var.services.db,
            c.var.lang,
            saleId,
            current.data,
            locationOf(c, `flash-sale/${saleId}`),
            c.var.services.listingCache,
          )
    if (!result) throw new NotFoundError('This flash sale is not available.')
    return ok(c, result)
  })

  api.get('/reviews/:id', async (c) => {
    const productId = pathId(c.req.param('id'))
    if (productId === undefined) throw new NotFoundError('No product found.')
    return ok(c, await productReviews(c, productId))
  })

  api.get('/suggested-products/:id', async (c) => {
    const productId = pathId(c.req.param('id')) ?? 0
    const current = page.safeParse(c.req.query('page'))
    return ok(c, await suggestedProducts(c, productId, current.success ? current.data : 1))
  })

  api.get('/page/:slug', async (c) => {
    const slug = c.req.param('slug')
    return ok(c, await cached(c, `page|${c.var.lang}|${slug}`, () => pageData(c, slug)))
  })
  api.post('/contact', async (c) =>
    ok(c, await contact(c, await readBody(c)), 'We have received your message. We will contact you soon.'),
  )
  api.post('/email-subscription', async (c) =>
    ok(c, await subscribe(c, await readBody(c)), 'You have subscribed to our newsletter.'),
  )
  api.get('/store', async (c) => {
    const input = queryWith(c, storePageQuery)
    return ok(c, await storePage(listingScope(c, 'store'), input, c.var.identity.userId))
  })
  api.get('/payment-gateway', async (c) => ok(c, await paymentGateway(c)))
  api.get('/localization', (c) => ok(c, localization(c)))
  api.get('/countries-phones', (c) => ok(c, countriesPhones(c.var.lang)))
}
