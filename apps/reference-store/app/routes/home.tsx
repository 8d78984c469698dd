import { HOME_FIRST_SECTIONS, HOME_SECTION_CARDS, HOME_SECTION_FIRST_CARDS } from '@souk/core'
import {
  Collections,
  type ProductCardItem,
  ProductGrid,
  type ProductGridProps,
  useSettings,
  useT,
} from '@souk/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { type LoaderFunctionArgs, useFetcher, useLoaderData, useLocation, useRevalidator } from 'react-router'
import { deferredPart } from '../components/deferredPart'
import { lean } from '../lib/pageData'
import { stylesheetsHandle } from '../lib/pageStylesheets'
import { JsonLd, organizationJsonLd, useOrigin } from '../lib/structuredData'
import { soukForRequest } from '../souk.server'

/** The stylesheets this page needs besides `root.css` (`lib/pageStylesheets.tsx`). */
export const handle = stylesheetsHandle('catalogue', 'home')

/** The query of the home's other cards (`?index&more`): the loader answers with them alone. */
const MORE = 'more'

/**
 * Home page data: sliders, features, banners, collections, featured categories and brands, flash sales, each with
 * only the fields the page renders. Only the cards the server renders travel in the page's data: the first row
 * (`HOME_SECTION_FIRST_CARDS`) of the first sections (`HOME_FIRST_SECTIONS`). With `?more`, the other cards of
 * every section (up to `HOME_SECTION_CARDS`), which the page loads as the shopper scrolls near a section.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { souk } = soukForRequest(request, context)
  const [home, discover] = await Promise.all([
    souk.client.catalog.home(),
    souk.client.catalog.products({ is_home_page: true }),
  ])
  const all = discover.data.result.data
  const sections = [
    ...home.data.collections.map((collection) => collection.product_collections),
    ...home.data.flash_sales.map((sale) => sale.public_products),
    all,
  ]
  // How many cards of the section at `index` come with the page.
  const served = (index: number) => (index < HOME_FIRST_SECTIONS ? HOME_SECTION_FIRST_CARDS : 0)
  if (new URL(request.url).searchParams.has(MORE)) {
    return {
      more: sections.map((cards, index) => cards.slice(served(index), HOME_SECTION_CARDS).map(cardOf)),
    }
  }
  const first = <T extends ProductCardItem>(cards: readonly T[], index: number) =>
    cards.slice(0, served(index)).map(cardOf)
  const sales = home.data.collections.length
  const { slider, site_features, banners, featured_categories, featured_brands } = home.data
  // The server's clock, so the flash-sale countdowns of the server and the browser render alike.
  return {
    home: {
      slider: {
        main: slider.main.map(lean),
        right_top: slider.right_top && lean(slider.right_top),
        right_bottom: slider.right_bottom && lean(slider.right_bottom),
      },
      site_features: site_features.map(lean),
      // The home's slots only: the top and popup banners come with the root's settings.
      banners: banners.filter((banner) => HOME_BANNER_SLOTS.includes(Number(banner.type))).map(lean),
      featured_categories: featured_categories.map(lean),
      featured_brands: featured_brands.map(lean),
      collections: home.data.collections.map((collection, index) => ({
        ...lean(collection),
        product_collections: first(collection.product_collections, index),
      })),
      flash_sales: home.data.flash_sales.map((sale, index) => ({
        ...lean(sale),
        public_products: first(sale.public_products, sales + index),
      })),
    },
    discover: first(all, sections.length - 1),
    // How many cards each section shows once its others have come: their places are kept meanwhile.
    sizes: sections.map((cards) => Math.min(cards.length, HOME_SECTION_CARDS)),
    now: Date.now(),
  }
}

/** The page's data (not the answer to `?more`). */
/** The home page's data (the page itself, not its other cards). */
export type HomePageData = PageData

type PageData = Exclude<Awaited<ReturnType<typeof loader>>, { more: unknown }>
/** The answer to `?more`: each section's other cards, in page order. */
type MoreData = Extract<Awaited<ReturnType<typeof loader>>, { more: unknown }>

/** The banner slots of the home page (`HomeBanners`' two rows). */
const HOME_BANNER_SLOTS = [1, 2, 3, 4, 5, 6]

/** What a product card reads (`ProductCard`, its price and flash badge): the rest of a row stays on the server. */
const CARD_FIELDS = [
  'id',
  'slug',
  'title',
  'badge',
  'image',
  'selling',
  'offered',
  'price',
  'end_time',
  'rating',
  'review_count',
] as const

/**
 * A card with only the fields a card shows (`CARD_FIELDS`): a collection's or a sale's row also carries its join
 * ids and timestamps, which no component reads. Typed as the row it came from, which the sections expect.
 */
function cardOf<T extends ProductCardItem>(card: T): T {
  const kept: Record<string, unknown> = {}
  for (const field of CARD_FIELDS) if (field in card) kept[field] = card[field as keyof T]
  return kept as T
}

/** The home's parts whose code comes once the page has hydrated (`components/HomeLaterParts.tsx`). */
const laterParts = () => import('../components/HomeLaterParts')

/**
 * The slider, the shop's features and first banners: pictures, texts and links, their code after the page
 * hydrated (`components/HomeLaterParts.tsx`), as the later sections' is. The slider's server HTML shows its first
 * slide; a press on its buttons meanwhile is pressed again once it has hydrated (then it rotates).
 */
const HomeSlider = deferredPart(() => laterParts().then((module) => module.HomeSlider), {
  replayPressesIn: '.souk-home-slider',
})
const SiteFeatures = deferredPart(() => laterParts().then((module) => module.SiteFeatures))
const HomeBanners = deferredPart(() => laterParts().then((module) => module.HomeBanners))

/** The sections below the first ones, loaded once the page has hydrated (`components/HomeLaterParts.tsx`). */
const HomeLaterSections = deferredPart(() => laterParts().then((module) => module.HomeLaterSections), {
  replayPressesIn: '.store-home__later',
})

export default function Home() {
  const { home, discover, sizes, now } = useLoaderData<typeof loader>() as PageData
  const { t } = useT()
  const revalidator = useRevalidator()
  const common = useSettings((state) => state.common)
  const origin = useOrigin()
  const location = useLocation()
  // The sections' other cards: asked once, when the first section nears the viewport.
  const more = useFetcher<MoreData>()
  const asked = useRef(false)
  // Whether they were asked for: from the first section near the viewport on, they are on their way.
  const [askedMore, setAskedMore] = useState(false)
  const load = more.load
  const askMore = useCallback(() => {
    if (asked.current) return
    asked.current = true
    setAskedMore(true)
    void load(`${location.pathname}?index&${MORE}`)
  }, [load, location.pathname])
  // A section's cards; `index`: its place among the product sections (collections, flash sales, all products).
  const section = (cards: ProductGridProps['products'], label: string, index: number) => (
    <SectionProducts
      cards={cards}
      more={more.data?.more[index]}
      size={sizes[index] ?? cards.length}
      loading={!askedMore || more.state === 'loading'}
      onNear={askMore}
      label={label}
    />
  )
  const siteName = common?.site_setting.site_name
  return (
    <div className="store-page store-home">
      {common && origin ? <JsonLd data={organizationJsonLd(common, origin)} /> : null}
      <h1 className="store-visually-hidden">{siteName}</h1>
      <HomeSlider slider={home.slider} label={t('home.slider')} />
      <SiteFeatures features={home.site_features} />
      <HomeBanners banners={home.banners} slots={[1, 2, 3]} />
      <Collections
        collections={home.collections}
        renderProducts={(cards, collection) =>
          section(cards, collection.title, home.collections.indexOf(collection))
        }
      />
      {/* Below the first sections: their code loaded once the page has hydrated (`components/HomeLaterParts.tsx`). */}
      <HomeLaterSections
        home={home}
        now={now}
        discover={discover}
        section={section}
        onSaleEnd={() => {
          void revalidator.revalidate()
        }}
      />
    </div>
  )
}

/**
 * A home section's cards: those that came with the page (the first row of the first sections), then, once the
 * section is within a screen of the viewport (at once without an IntersectionObserver), the others (`more`, asked
 * with `onNear`). The server and the hydrating browser render the same cards. Until the others show, their places
 * are kept (`size` in all), so a shopper who jumps down the page (the End key, the scroll bar, a back navigation)
 * does not see it move when they come; places are given up when the others could not be loaded.
 */
function SectionProducts({
  cards,
  more,
  size,
  loading,
  onNear,
  label,
}: {
  cards: ProductGridProps['products']
  more: ProductGridProps['products'] | undefined
  /** How many cards the section shows once its others have come. */
  size: number
  /** The other cards are on their way, or about to be asked for (a section near the viewport asks for them). */
  loading: boolean
  onNear: () => void
  label: string
}) {
  const [near, setNear] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: '100% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])
  useEffect(() => {
    if (near) onNear()
  }, [near, onNear])
  const shown = near && more ? [...cards, ...more] : cards
  // Near the viewport and its other cards not there yet: busy (assistive technologies wait for the section; what
  // follows it on the page is about to move).
  const waiting = near && more === undefined && loading
  // Places are kept until the others show (not near yet: still kept once they have come), and given up when
  // nothing came (they could not be loaded) or when fewer came than the page said (the shop changed meanwhile).
  const reserve = more === undefined ? (loading ? size : 0) : near ? 0 : size
  return (
    <div ref={ref} className="store-home__products" aria-busy={waiting || undefined}>
      {shown.length > 0 || reserve > 0 ? (
        <ProductGrid products={shown} reserve={reserve} label={label} cardProps={{ headingLevel: 3 }} />
      ) : null}
    </div>
  )
}
