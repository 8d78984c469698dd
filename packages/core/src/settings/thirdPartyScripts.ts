import { stripLocale } from '../links/localePath'
import type { CommonData } from '../model'
import { Visibility } from '../model/enums'

/** What a page may load from third parties once the shopper has agreed to cookies. */
export interface ThirdPartyScripts {
  /** Google Analytics measurement id, when `enable_ga` is on and an id is set. */
  googleAnalyticsId: string | null
  /** Facebook pixel id, when `enable_pixel` is on and an id is set. */
  facebookPixelId: string | null
  /** JavaScript of the shop's custom scripts to run in the page's `<head>`, in order. */
  head: string[]
  /** JavaScript of the shop's custom scripts to run at the end of the page's `<body>`, in order. */
  body: string[]
}

/** A `route_pattern` (a regular expression) tested on the page's path without its language prefix. */
function matchesRoute(pattern: string, path: string): boolean {
  if (!pattern) return false
  try {
    return new RegExp(pattern).test(path)
  } catch {
    // A pattern that is not a valid expression matches nothing rather than breaking the page.
    return false
  }
}

const on = (flag: unknown) => Number(flag) === 1

/**
 * The analytics and custom scripts for one page (contract 4.1 `custom_scripts`, settings `enable_ga`/`ga_id`,
 * `enable_pixel`/`pixel_id`): only public scripts whose `route_pattern` matches the page's path (without the
 * language prefix, query or hash). Nothing at all until the shopper consented, unless the shop runs without a
 * cookie banner (then it asks no consent and has chosen to load them).
 */
export function thirdPartyScripts(
  common: Pick<CommonData, 'setting' | 'custom_scripts'>,
  pathname: string,
  consented: boolean,
): ThirdPartyScripts {
  const none: ThirdPartyScripts = { googleAnalyticsId: null, facebookPixelId: null, head: [], body: [] }
  const bannerOn = on(common.setting.cookie_banner)
  if (bannerOn && !consented) return none
  const path = stripLocale(pathname).path
  const scripts = (common.custom_scripts ?? []).filter(
    (script) => Number(script.status) === Visibility.PUBLIC && matchesRoute(script.route_pattern, path),
  )
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
  return {
    googleAnalyticsId:
      on(common.setting.enable_ga) && text(common.setting.ga_id) ? text(common.setting.ga_id) : null,
    facebookPixelId:
      on(common.setting.enable_pixel) && text(common.setting.pixel_id) ? text(common.setting.pixel_id) : null,
    head: scripts
      .filter((s) => on(s.header_script) && text(s.header_script_code))
      .map((s) => text(s.header_script_code)),
    body: scripts
      .filter((s) => on(s.body_script) && text(s.body_script_code))
      .map((s) => text(s.body_script_code)),
  }
}
