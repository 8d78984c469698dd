import { describe, expect, it } from 'vitest'
import type { CommonData } from '../model'
import { thirdPartyScripts } from './thirdPartyScripts'

function common(
  overrides: Partial<CommonData['setting']> = {},
  scripts: Partial<CommonData['custom_scripts'][number]>[] = [],
) {
  return {
    setting: {
      cookie_banner: 1,
      enable_ga: 1,
      ga_id: 'G-TEST1',
      enable_pixel: 1,
      pixel_id: '12345',
      ...overrides,
    },
    custom_scripts: scripts.map((script, index) => ({
      id: index + 1,
      route_pattern: '.*',
      header_script: 0,
      header_script_code: null,
      body_script: 0,
      body_script_code: null,
      status: 1,
      created_at: '',
      updated_at: '',
      ...script,
    })),
  } as unknown as Pick<CommonData, 'setting' | 'custom_scripts'>
}

describe('third-party scripts', () => {
  it('loads nothing before the shopper consents to cookies', () => {
    const scripts = thirdPartyScripts(
      common({}, [{ header_script: 1, header_script_code: '<meta>' }]),
      '/',
      false,
    )
    expect(scripts).toEqual({ googleAnalyticsId: null, facebookPixelId: null, head: [], body: [] })
  })

  it('loads analytics and the pixel after consent, when each is enabled with an id', () => {
    expect(thirdPartyScripts(common(), '/', true)).toMatchObject({
      googleAnalyticsId: 'G-TEST1',
      facebookPixelId: '12345',
    })
    expect(thirdPartyScripts(common({ enable_ga: 0, pixel_id: ' ' }), '/', true)).toMatchObject({
      googleAnalyticsId: null,
      facebookPixelId: null,
    })
  })

  it('needs no consent when the shop runs without a cookie banner', () => {
    expect(thirdPartyScripts(common({ cookie_banner: 0 }), '/', false).googleAnalyticsId).toBe('G-TEST1')
  })

  it('keeps public custom scripts whose route pattern matches the path without its language prefix', () => {
    const scripts = common({}, [
      { route_pattern: '^/checkout', body_script: 1, body_script_code: '<script>a</script>' },
      { route_pattern: '^/cart', header_script: 1, header_script_code: '<meta name="cart">' },
      { route_pattern: '.*', header_script: 1, header_script_code: '<meta name="hidden">', status: 2 },
      { route_pattern: '([', header_script: 1, header_script_code: '<meta name="broken">' },
    ])
    expect(thirdPartyScripts(scripts, '/fr/checkout?x=1', true)).toMatchObject({
      head: [],
      body: ['<script>a</script>'],
    })
    expect(thirdPartyScripts(scripts, '/cart', true)).toMatchObject({
      head: ['<meta name="cart">'],
      body: [],
    })
  })
})
