/** The site around the catalogue: settings, pages and links, banners and sliders, features. */
import { BannerType, type HomeSliderType, SourceType, Visibility } from '@souk/core'
import type { Db } from '../../db/openDb'
import * as s from '../../db/schema'
import {
  FOOTER_IMAGE_LINKS,
  HEADER_LINKS,
  PAGES,
  PROMO_LINES,
  PROMO_TITLES,
  SITE_FEATURES,
  SITE_TEXTS,
} from '../content'
import { insertAll, langRows, type SeedContext, slugify } from '../context'
import type { Lang } from '../words'

/** The shop settings, the site settings (translated) and the sandbox payment settings. */
export async function seedSettings(db: Db, _ctx: SeedContext): Promise<void> {
  await insertAll(db, s.settings, [
    {
      id: 1,
      currency: 'USD',
      currency_icon: '$',
      currency_position: '1',
      decimal_format: 'en-US',
      email: 'hello@souk.test',
      phone: '+1 212 555 0100',
      address_1: '120 Mercer Street',
      address_2: 'Suite 4',
      city: 'New York',
      state: 'NY',
      zip: '10012',
      country: 'US',
      default_country: 'AF',
      default_state: 'BDS',
      google_login: 1,
      facebook_login: 1,
      attach_pdf: 0,
      guest_checkout: 1,
      send_seller_email: 1,
      enable_ga: 0,
      enable_pixel: 0,
      vendor_registration: 1,
      cookie_banner: 1,
      admin_id: 1,
    },
  ])
  await insertAll(db, s.siteSettings, [
    {
      id: 1,
      ...SITE_TEXTS.en,
      site_url: 'http://localhost:3000',
      email_logo: 'logo-email.png',
      header_logo: 'logo-header.svg',
      footer_logo: 'logo-footer.svg',
      primary_color: '#0f766e',
      primary_hover_color: '#115e59',
      styling: null,
      admin_id: 1,
    },
  ])
  await insertAll(
    db,
    s.siteSettingLangs,
    langRows((lang) => ({ site_setting_id: 1, lang, ...SITE_TEXTS[lang] })),
  )
  await insertAll(db, s.payments, [
    {
      id: 1,
      cash_on_delivery: 1,
      paypal: 1,
      paypal_key: 'sandbox-paypal-client-id',
      paypal_secret: 'sandbox-paypal-secret',
      razorpay: 1,
      razorpay_key: 'rzp_sandbox_key',
      razorpay_secret: 'rzp_sandbox_secret',
      stripe: 1,
      stripe_key: 'pk_sandbox_souk',
      stripe_secret: 'sk_sandbox_souk',
      flutterwave: 1,
      fw_environment: 'sandbox',
      fw_public_key: 'FLWPUBK_SANDBOX-souk',
      fw_secret_key: 'FLWSECK_SANDBOX-souk',
      fw_encryption_key: 'FLWENC_SANDBOX-souk',
      iyzico_payment: 1,
      ip_base_url: 'sandbox',
      ip_api_key: 'sandbox-iyzico-api-key',
      ip_secret_key: 'sandbox-iyzico-secret',
      bank: 1,
      bank_name: 'Souk Sandbox Bank',
      account_name: 'Souk Marketplace Ltd',
      branch_name: 'Mercer Street',
      account_number: '0001 2345 6789',
      payfast: 1,
      payfast_merchant_id: '10000100',
      payfast_merchant_key: 'sandbox-payfast-key',
      payfast_passphrase: 'sandbox-payfast-passphrase',
      mobile_transfer: 1,
      enzona: 1,
      enzona_account: '9205 1299 7000 1234',
      transfermovil: 1,
      transfermovil_account: '9224 0699 9000 5678',
      mobile_account_name: 'Souk Marketplace',
      sandbox: 1,
      admin_id: 1,
    },
  ])
}

/** Pages (translated), footer links, footer image links and header links. */
export async function seedPages(db: Db, ctx: SeedContext): Promise<void> {
  const { count } = ctx
  await insertAll(
    db,
    s.pages,
    PAGES.map((page, index) => ({
      id: index + 1,
      slug: page.slug,
      title: page.title.en,
      description: page.description.en,
      meta_title: page.title.en,
      meta_description: page.title.en,
      page_from_component: page.page_from_component,
      admin_id: 1,
    })),
  )
  await insertAll(
    db,
    s.pageLangs,
    PAGES.flatMap((page, index) =>
      langRows((lang) => ({
        page_id: index + 1,
        lang,
        title: page.title[lang],
        description: page.description[lang],
        meta_title: page.title[lang],
        meta_description: page.title[lang],
      })),
    ),
  )
  await insertAll(
    db,
    s.footerLinks,
    PAGES.flatMap((page, index) =>
      page.footer ? [{ page_id: index + 1, type: page.footer, admin_id: 1 }] : [],
    ),
  )
  await insertAll(
    db,
    s.footerImageLinks,
    FOOTER_IMAGE_LINKS.map((link) => ({ ...link, status: Visibility.PUBLIC })),
  )
  await insertAll(
    db,
    s.headerLinks,
    HEADER_LINKS.map((link, index) => ({
      id: index + 1,
      type: link.type,
      url: link.url,
      title: link.title.en,
    })),
  )
  await insertAll(
    db,
    s.headerLinkLangs,
    HEADER_LINKS.flatMap((link, index) =>
      langRows((lang) => ({ header_link_id: index + 1, lang, title: link.title[lang] })),
    ),
  )
  count('pages', PAGES.length)
}

/** Banners 1-9 (+ one private), sliders (main x3, right top, right bottom), with their sources (needs
 * `topIds` and `publicProducts`). */
export async function seedPromotions(db: Db, ctx: SeedContext): Promise<void> {
  const { prng, count, topIds, publicProducts } = ctx
  const productIds = publicProducts.map((product) => product.id)
  type Promo = {
    type: BannerType | HomeSliderType
    source: SourceType
    title: number
    closable?: Visibility
    status?: Visibility
    tags?: string
    url?: string
  }
  const banners: Promo[] = [
    { type: BannerType.HOME_1, source: SourceType.CATEGORY, title: 11 },
    { type: BannerType.HOME_2, source: SourceType.BRAND, title: 0 },
    { type: BannerType.HOME_3, source: SourceType.TAG, title: 1, tags: 'wireless' },
    { type: BannerType.HOME_4, source: SourceType.PRODUCT, title: 9 },
    { type: BannerType.HOME_5, source: SourceType.URL, title: 7, url: '/flash-sale' },
    { type: BannerType.HOME_6, source: SourceType.SUB_CATEGORY, title: 10 },
    { type: BannerType.REVIEW, source: SourceType.PRODUCT, title: 6 },
    {
      type: BannerType.TOP,
      source: SourceType.URL,
      title: 7,
      closable: Visibility.PUBLIC,
      url: '/page/shipping-policy',
    },
    {
      type: BannerType.POPUP,
      source: SourceType.URL,
      title: 8,
      closable: Visibility.PUBLIC,
      url: '/page/about-us',
    },
    { type: BannerType.HOME_3, source: SourceType.CATEGORY, title: 2, status: Visibility.PRIVATE },
  ]
  const sliders: Promo[] = [
    { type: 1, source: 1, title: 0 },
    { type: 1, source: 4, title: 3 },
    { type: 1, source: 5, title: 2 },
    { type: 2, source: 3, title: 1, tags: 'gift' },
    { type: 3, source: 6, title: 4, url: '/all/books' },
  ]
  const promoRow = (promo: Promo, index: number, prefix: string) => {
    const title = PROMO_TITLES[promo.title] ?? PROMO_TITLES[0]
    const lines = PROMO_LINES[promo.title]
    return {
      id: index + 1,
      image: `${prefix}-${index + 1}.png`,
      type: promo.type,
      source_type: promo.source,
      tags: promo.tags ?? null,
      url: promo.url ?? null,
      title: title?.en ?? '',
      subtitle: lines?.subtitle.en ?? null,
      button: lines?.button.en ?? null,
      status: promo.status ?? Visibility.PUBLIC,
      slug: `${prefix}-${slugify(title?.en ?? '')}-${index + 1}`,
    }
  }
  /** A promotion's texts in a language: headline, short line and call to action. */
  const promoTexts = (title: number, lang: Lang) => ({
    title: PROMO_TITLES[title]?.[lang] ?? '',
    subtitle: PROMO_LINES[title]?.subtitle[lang] ?? null,
    button: PROMO_LINES[title]?.button[lang] ?? null,
  })
  await insertAll(
    db,
    s.banners,
    banners.map((banner, index) => ({
      ...promoRow(banner, index, 'banner'),
      closable: banner.closable ?? Visibility.PRIVATE,
    })),
  )
  await insertAll(
    db,
    s.bannerLangs,
    banners.flatMap((banner, index) =>
      langRows((lang) => ({ banner_id: index + 1, lang, ...promoTexts(banner.title, lang) })),
    ),
  )
  await insertAll(
    db,
    s.homeSliders,
    sliders.map((slider, index) => promoRow(slider, index, 'slider')),
  )
  await insertAll(
    db,
    s.homeSliderLangs,
    sliders.flatMap((slider, index) =>
      langRows((lang) => ({
        home_slider_id: index + 1,
        lang,
        ...promoTexts(slider.title, lang),
      })),
    ),
  )
  const sources = (promos: Promo[]) => {
    const categories: { owner_id: number; item_id: number }[] = []
    const brands: { owner_id: number; item_id: number }[] = []
    const products: { owner_id: number; item_id: number }[] = []
    promos.forEach((promo, index) => {
      const owner_id = index + 1
      if (promo.source === SourceType.CATEGORY) {
        for (const item_id of prng.sample(topIds, 2)) categories.push({ owner_id, item_id })
      } else if (promo.source === SourceType.BRAND) {
        for (const item_id of prng.sample([1, 2, 3, 4, 5, 6, 7, 8], 3)) brands.push({ owner_id, item_id })
      } else if (promo.source === SourceType.PRODUCT) {
        for (const item_id of prng.sample(productIds, 8)) products.push({ owner_id, item_id })
      }
    })
    return { categories, brands, products }
  }
  const bannerSources = sources(banners)
  await insertAll(db, s.bannerSourceCategories, bannerSources.categories)
  await insertAll(db, s.bannerSourceBrands, bannerSources.brands)
  await insertAll(db, s.bannerSourceProducts, bannerSources.products)
  const sliderSources = sources(sliders)
  await insertAll(db, s.homeSliderSourceCategories, sliderSources.categories)
  await insertAll(db, s.homeSliderSourceBrands, sliderSources.brands)
  await insertAll(db, s.homeSliderSourceProducts, sliderSources.products)
  count('banners', banners.length)
  count('home_sliders', sliders.length)
}

/** Site features (translated) and the custom scripts. */
export async function seedSiteFeatures(db: Db, ctx: SeedContext): Promise<void> {
  const { count } = ctx
  await insertAll(
    db,
    s.siteFeatures,
    SITE_FEATURES.map((feature, index) => ({
      id: index + 1,
      image: `feature-${index + 1}.svg`,
      status: Visibility.PUBLIC,
      detail: feature.en,
    })),
  )
  await insertAll(
    db,
    s.siteFeatureLangs,
    SITE_FEATURES.flatMap((feature, index) =>
      langRows((lang) => ({ site_feature_id: index + 1, lang, detail: feature[lang] })),
    ),
  )
  count('site_features', SITE_FEATURES.length)
  await insertAll(db, s.customScripts, [
    {
      route_pattern: '.*',
      header_script: 1,
      // JavaScript, as the original storefront runs these fields: a harmless dataLayer push.
      header_script_code:
        "window.dataLayer = window.dataLayer || []; window.dataLayer.push({ event: 'souk_custom_script' });",
      body_script: 0,
      status: Visibility.PUBLIC,
    },
    {
      route_pattern: '^/checkout',
      header_script: 0,
      body_script: 1,
      body_script_code: "console.debug('Souk: the checkout custom script (disabled in the seed)');",
      status: Visibility.PRIVATE,
    },
  ])
}
