import type { PageData, PaymentGateway } from '@souk/core'
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { type TestServer, testServer } from '../test/testServer'
import {
  pageBySlug,
  paymentMethods,
  type sitemapCategories,
  type sitemapProducts,
  siteUrl,
} from './contentQueries'

type RowOf<F extends (...args: never[]) => unknown> =
  Awaited<ReturnType<F>> extends (infer Row)[] ? Row : NonNullable<Awaited<ReturnType<F>>>

describe('the row types of the content queries', () => {
  it('types each read by the schema as its contract type', () => {
    type Page = Required<Omit<PageData, 'categories' | 'products' | 'client_base'>>
    expectTypeOf<Omit<RowOf<typeof pageBySlug>, 'base_description'>>().toEqualTypeOf<Page>()
    // The parent's slug is optional in the contract type (other backends do not send it); this API always does.
    expectTypeOf<RowOf<typeof sitemapCategories>>().toEqualTypeOf<
      Required<NonNullable<PageData['categories']>[number]>
    >()
    expectTypeOf<RowOf<typeof sitemapProducts>>().toEqualTypeOf<NonNullable<PageData['products']>[number]>()
    // The wallet's account name goes along with the contract's fields, as the original sends it.
    expectTypeOf<Omit<RowOf<typeof paymentMethods>, 'mobile_account_name'>>().toEqualTypeOf<PaymentGateway>()
  })
})

describe('the content reads', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await testServer()
  })

  it('read a page by its slug with its untranslated description, and none for an unknown slug', async () => {
    const [page] = await server.db.query.pages.findMany({ limit: 1 })
    if (!page) throw new Error('no page')
    expect(await pageBySlug(server.db, null, page.slug)).toMatchObject({
      slug: page.slug,
      title: page.title,
      base_description: page.description,
    })
    expect(await pageBySlug(server.db, 'fr', 'no-such-page')).toBeUndefined()
  })

  it('read the payment methods without any secret, and the shop URL', async () => {
    const methods = await paymentMethods(server.db)
    expect(
      Object.keys(methods ?? {}).some((name) => /secret|passphrase|merchant_key|api_key/.test(name)),
    ).toBe(false)
    expect(typeof (await siteUrl(server.db))).toBe('string')
  })
})
