import type { CommonData } from '@souk/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { type TestServer, testServer } from '../test/testServer'

let server: TestServer
beforeAll(async () => {
  server = await testServer()
})

describe('GET common', () => {
  it('lists the public languages with the default first, then the newest', async () => {
    const { data, status } = await server.client().catalog.common()
    expect(status).toBe(200)
    expect(data.languages.map((language) => language.code)).toEqual(['en', 'fr', 'ar', 'tr', 'hi'])
    expect(data.default_language).toEqual({
      name: 'English',
      code: 'en',
      default: 1,
      direction: 'ltr',
      predefined: 1,
    })
    expect(data.languages.find((language) => language.code === 'ar')?.direction).toBe('rtl')
  })

  it('answers the envelope with its four keys in order', async () => {
    const body = await server.json('common')
    expect(Object.keys(body)).toEqual(['data', 'status', 'token', 'message'])
  })

  it('gives the settings, media base and the public subset of the shop settings', async () => {
    const { data } = await server.client().catalog.common()
    expect(data.img_src_url).toBe(`${new URL(server.baseURL).origin}/uploads/`)
    expect(data.thumb_prefix).toBe('thumb-')
    expect(data.site_setting.site_name).toBe('Souk')
    expect(data.site_setting.api_base).toBe(new URL(server.baseURL).origin)
    expect(data.setting).toMatchObject({
      currency: 'USD',
      currency_icon: '$',
      currency_position: '1',
      guest_checkout: 1,
    })
    expect(data.setting).not.toHaveProperty('admin_id')
    expect(data.setting).not.toHaveProperty('attach_pdf')
  })

  it('splits header links into left and right and footer pages into services and about', async () => {
    const { data } = await server.client().catalog.common()
    expect(data.header_links.left.map((link) => link.type)).toEqual([1, 1])
    expect(data.header_links.right.map((link) => link.url)).toEqual([
      '/page/shipping-policy',
      '/page/contact-us',
    ])
    expect(data.services.map((page) => page.slug)).toEqual([
      'privacy-policy',
      'terms-and-conditions',
      'shipping-policy',
    ])
    expect(data.about.map((page) => page.slug)).toEqual(['about-us', 'contact-us', 'sitemap'])
    expect(data.payment.every((link) => link.type === 1)).toBe(true)
    expect(data.social.map((link) => link.title)).toContain('Instagram')
  })

  it('returns the top (type 8) and popup (type 9) banners', async () => {
    const { data } = await server.client().catalog.common()
    expect(data.top_banner?.type).toBe(8)
    expect(data.popup_banner?.type).toBe(9)
    expect(data.popup_banner?.closable).toBe(1)
  })

  it('builds the footer category tree from public in-footer categories only', async () => {
    const { data } = await server.client().catalog.common()
    expect(data.categories).toHaveLength(10)
    expect(data.categories.map((category) => category.slug)).not.toContain('clearance')
    const electronics = data.categories.find((category) => category.slug === 'electronics')
    expect(electronics?.in_footer_child.map((child) => child.slug)).toEqual(['phones-tablets', 'audio'])
    expect(electronics?.public_sub_categories?.map((child) => child.slug)).toEqual([
      'phones-tablets',
      'audio',
      'computer-accessories',
    ])
  })

  it('translates with the Lang header or the lang query, and never by the Language header', async () => {
    const viaLang = await server.json<CommonData>('common', { headers: { Lang: 'fr' } })
    expect(viaLang.data.site_setting.copyright_text).toBe('Tous droits réservés.')
    expect(viaLang.data.categories[0]?.title).toBe('Électronique')
    const viaQuery = await server.json<CommonData>('common?lang=tr')
    expect(viaQuery.data.categories[0]?.title).not.toBe('Electronics')
    // The original client's server sends one shared Language header for every visitor: common answers it not.
    const shared = await server.json<CommonData>('common', { headers: { Language: 'fr' } })
    expect(shared.data.site_setting.copyright_text).toBe('All rights reserved.')
    const { data } = await server.client({ language: 'ar' }).catalog.common()
    expect(data.site_setting.site_name).toBe('سوق')
    expect(data.header_links.left[0]?.title).toBe('تتبع طلبك')
  })

  it('treats an unknown language as the default one', async () => {
    const body = await server.json<CommonData>('common', { headers: { Lang: 'xx' } })
    expect(body.data.site_setting.copyright_text).toBe('All rights reserved.')
  })
})
