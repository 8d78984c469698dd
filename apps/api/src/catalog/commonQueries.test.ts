import type {
  Banner,
  CustomScript,
  FooterImageLink,
  FooterPage,
  HeaderLink,
  Language,
  PublicSetting,
  SiteSetting,
} from '@souk/core'
import { BannerType } from '@souk/core'
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { type TestServer, testServer } from '../test/testServer'
import {
  bannerOfType,
  type footerCategoryRows,
  type footerPages,
  type headerLinksIn,
  type languageCodes,
  type publicBanners,
  type publicFooterImages,
  type publicLanguages,
  type publicScripts,
  type publicSetting,
  type siteSettingIn,
} from './commonQueries'

type RowOf<F extends (...args: never[]) => unknown> =
  Awaited<ReturnType<F>> extends (infer Row)[] ? Row : NonNullable<Awaited<ReturnType<F>>>

type SoukBanner = {
  [K in keyof Banner]-?: K extends 'subtitle' | 'button' ? string | null : Banner[K]
}

describe('the row types of the common queries', () => {
  it('types each read by the schema as its contract type', () => {
    expectTypeOf<RowOf<typeof publicLanguages>>().toEqualTypeOf<Language>()
    expectTypeOf<RowOf<typeof headerLinksIn>>().toEqualTypeOf<HeaderLink>()
    // Souk's additive texts are optional in the contract type (other backends do not send them); this API always
    // sends them.
    expectTypeOf<RowOf<typeof publicBanners>>().toEqualTypeOf<SoukBanner>()
    expectTypeOf<RowOf<typeof bannerOfType>>().toEqualTypeOf<SoukBanner>()
    expectTypeOf<RowOf<typeof publicScripts>>().toEqualTypeOf<CustomScript>()
    // `api_base` is the request's, added by `common`.
    expectTypeOf<RowOf<typeof siteSettingIn>>().toEqualTypeOf<Omit<SiteSetting, 'api_base'>>()
    expectTypeOf<RowOf<typeof publicSetting>>().toExtend<PublicSetting>()
    expectTypeOf<RowOf<typeof publicFooterImages>>().toEqualTypeOf<FooterImageLink>()
    // The footer's column (`type`) picks the links of each list; the link itself is a contract footer page.
    expectTypeOf<Omit<RowOf<typeof footerPages>, 'type'>>().toEqualTypeOf<FooterPage>()
    expectTypeOf<RowOf<typeof footerCategoryRows>>().toHaveProperty('in_footer')
    expectTypeOf<RowOf<typeof languageCodes>>().toEqualTypeOf<{ code: string; default: number }>()
  })
})

describe('the banners', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await testServer()
  })

  it('read the first banner of a type, public or not, and the public one only when asked', async () => {
    const top = await bannerOfType(server.db, 'fr', BannerType.TOP)
    expect(top).toMatchObject({ type: BannerType.TOP })
    const review = await bannerOfType(server.db, null, BannerType.REVIEW, true)
    expect(review === null || review.status === 1).toBe(true)
  })
})
