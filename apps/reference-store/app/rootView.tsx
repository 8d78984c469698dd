/**
 * The root route's views (`root.tsx` has its data): the document, the page's Souk and the chrome around every page,
 * and the error page. In the shell every page runs (issue 17: see `root.tsx`).
 */
import {
  type AppliedVoucher,
  browserStorage,
  type CartLine,
  createSouk,
  DEFAULT_LANGUAGE,
  direction,
  errorText,
  isAbortError,
  isSoukError,
  LANGUAGES,
  localizePath,
  memoryStorage,
  routes as paths,
  rememberTimeZone,
  stripLocale,
  syncSignedIn,
  TOP_BANNER_CLOSED_KEY,
} from '@souk/core'
import { CartButton, HeaderLayout, type HeaderParts, SoukProvider, useT } from '@souk/react'
import { Component, type ReactNode, useContext, useEffect, useRef, useState } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router'
import { ChunkReloadGuard, reloadForChunkError } from './components/ChunkReloadGuard'
import { deferredPart, pageHydrated } from './components/deferredPart'
import { HydrationBoundary } from './components/HydrationBoundary'
import { useNonce } from './lib/nonce'
import { pageEndOf } from './lib/pageEnd'
import { PageStylesheet, pageStylesheets } from './lib/pageStylesheets'
import { ScriptFacesSlot } from './lib/scriptFacesSlot'
import { TEXTS_PRELOAD_ATTRIBUTE, type Texts, textAt, textsOf } from './lib/texts'
import { useClientLinks } from './lib/useClientLinks'
import type { loader } from './root'
// The stylesheet of every page (`root.css`: theme, layout, the chrome's components); the routes name the others
// their pages need (`lib/pageStylesheets.tsx`), the server the web fonts of a script (`lib/scriptFaces.tsx`).
import stylesheet from './root.css?url'

// Loaded once the page has hydrated (issue 17): the footer below the fold and the services (`LaterParts.tsx`).
const Footer = deferredPart(() => import('./components/LaterParts').then((module) => module.Footer))
const PageServices = deferredPart(() =>
  import('./components/LaterParts').then((module) => module.PageServices),
)

// The header's menus, language dropdown, search box and top banner, and the loading bar, load once the page has
// hydrated too (`components/HeaderParts.tsx`); the logo and the cart button are in the first load. A press on one
// of their buttons before their code arrived is pressed again once it has, and a text typed in the search box
// reaches it.
const headerParts = () => import('./components/HeaderParts')
// The header's search box and the missing page's.
const SearchBox = deferredPart(() => headerParts().then((parts) => parts.SearchBox), {
  replayPressesIn: '.souk-search-box',
})
const HEADER_PARTS: HeaderParts = {
  TopBanner: deferredPart(() => headerParts().then((parts) => parts.TopBanner), {
    replayPressesIn: '.souk-top-banner',
  }),
  LanguageSelect: deferredPart(() => headerParts().then((parts) => parts.LanguageSelect)),
  CategoryDrawer: deferredPart(() => headerParts().then((parts) => parts.CategoryDrawer), {
    replayPressesIn: '.souk-category-drawer__button',
  }),
  SearchBox,
  AccountMenu: deferredPart(() => headerParts().then((parts) => parts.AccountMenu), {
    replayPressesIn: '.souk-account-menu',
  }),
  CartButton,
  CategoryMenu: deferredPart(() => headerParts().then((parts) => parts.CategoryMenu), {
    replayPressesIn: '.souk-category-menu',
  }),
}
const LoadingBar = deferredPart(() => headerParts().then((parts) => parts.LoadingBar))

/** The document: `lang` and `dir` from the page's language. */
export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const language = data?.language ?? 'en'
  const primary = data?.common.site_setting.primary_color
  const hover = data?.common.site_setting.primary_hover_color
  const location = useLocation()
  const page = stripLocale(location.pathname).path
  const absolute = (lang: string) => (data ? `${data.origin}${localizePath(page, lang)}` : undefined)
  const nonce = useNonce()
  const stylesheets = pageStylesheets(useMatches())
  const scriptFaces = useContext(ScriptFacesSlot)
  return (
    <html lang={language} dir={direction(language)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The stylesheets inline (issue 17): no render-blocking request, so the first paint does not wait for a
            file queued with the page's images and modules over HTTP/1.1's six connections, and it comes before
            the modules run. With an address and a precedence, React writes each in the head and, in the browser,
            adopts the server's element as it is (the browser has no copy of the text: none is needed). */}
        <PageStylesheet href={stylesheet} />
        {stylesheets.map((href) => (
          <PageStylesheet key={href} href={href} />
        ))}
        <Meta />
        {data ? (
          // The page's texts, fetched by the browser's entry before it hydrates: started with the HTML.
          <link
            rel="preload"
            as="fetch"
            href={data.texts}
            crossOrigin="anonymous"
            {...{ [TEXTS_PRELOAD_ATTRIBUTE]: '' }}
          />
        ) : null}
        <Links />
        <script
          nonce={nonce || undefined}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, hides a closed top banner before paint
          dangerouslySetInnerHTML={{
            __html: `try{localStorage.getItem(${JSON.stringify(TOP_BANNER_CLOSED_KEY)})==='true'&&document.documentElement.setAttribute('data-souk-top-banner-closed','')}catch(e){}`,
          }}
        />
        {data ? (
          <>
            <link rel="canonical" href={absolute(language)} />
            {LANGUAGES.map((lang) => (
              <link key={lang} rel="alternate" hrefLang={lang} href={absolute(lang)} />
            ))}
            <link rel="alternate" hrefLang="x-default" href={absolute(DEFAULT_LANGUAGE)} />
          </>
        ) : null}
        {primary ? (
          // The shop's colours from its settings override the theme's primary tokens.
          <style>{`:root{--souk-color-primary:${safeColor(primary)};--souk-color-primary-hover:${safeColor(hover ?? primary)}}`}</style>
        ) : null}
        {/* Last in the head: rendered by the server only, and React's hydration leaves the head's trailing
            elements it did not render alone (lib/scriptFacesSlot.ts). */}
        {scriptFaces?.(language, nonce)}
      </head>
      <body className="souk-root">
        {children}
        <ScrollRestoration nonce={nonce || undefined} />
        <Scripts nonce={nonce || undefined} />
      </body>
    </html>
  )
}

const ERROR_FALLBACK = {
  errors: {
    sorry: 'Sorry',
    notFound: 'This page could not be found',
    somethingWentWrong: 'Something went wrong',
    goHome: 'Go to home page',
    reload: 'Reload page',
    errorPageFailed: 'Something went wrong while showing this error. Please return to the {{home}}.',
    homeLink: 'home page',
  },
}

/**
 * The texts of the page's language, or, when the root loader failed (e.g. the API is down) and the page has no
 * language of its own, a minimal English set rather than shipping every language to every page.
 */
function pageTexts(language: string | undefined): Texts {
  return (language ? textsOf(language) : undefined) ?? ERROR_FALLBACK
}

/** Runs `task` at the browser's next idle moment (at most 2 s later); returns the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 })
    return () => window.cancelIdleCallback(handle)
  }
  // Browsers without idle callbacks (Safari): after the current frame's work.
  const handle = window.setTimeout(task, 50)
  return () => window.clearTimeout(handle)
}

/** Only hex colours reach the inline style. */
function safeColor(value: string): string {
  return /^#[0-9a-f]{3,8}$/i.test(value) ? value : 'inherit'
}

/** The page's Souk: created once per page in the browser, once per render on the server. */
export default function App() {
  const data = useLoaderData<typeof loader>()
  return (
    <Shell data={data} profileFailurePage>
      <Outlet />
    </Shell>
  )
}

type RootData = Awaited<ReturnType<typeof useLoaderData<typeof loader>>>

/**
 * The page's Souk and the chrome around `children` (the route's page, or the error page). With
 * `profileFailurePage`, a signed-in shopper whose profile fails to load in the browser is signed out (core's
 * session) and sees the error page (spec §8).
 */
function Shell({
  data,
  children,
  profileFailurePage = false,
}: {
  data: RootData
  children: ReactNode
  profileFailurePage?: boolean
}) {
  const { common, language, signedIn, savedIds } = data
  const [profileFailure, setProfileFailure] = useState<{ error: unknown } | null>(null)
  // Thrown while rendering, the failure reaches the root's error boundary: the error page.
  if (profileFailure && profileFailurePage) throw profileFailure.error
  // The cart page's loader read the shopper's lines on the server: the page's cart starts with them, so they are
  // rendered without JavaScript and hydrated the same.
  const cartPage = useMatches().find((match) => match.id.startsWith('cart___'))
  const cartData = cartPage?.data as
    | { lines?: CartLine[] | null; voucher?: AppliedVoucher | null }
    | undefined
  const cart = cartData?.lines ?? undefined
  const [souk] = useState(() =>
    createSouk({
      language,
      // The server has every catalogue; the browser's entry fetched the page's before hydrating.
      catalogues: { [language]: (textsOf(language) ?? {}) as Record<string, never> },
      // The session is the HttpOnly cookie the store's server sets: the page's scripts never hold the token, and
      // the browser sends the cookie with its same-origin API calls (the API accepts it only from this origin).
      sessionCookie: 'browser',
      initial: { common, signedIn, savedIds, cart, cartVoucher: cartData?.voucher },
      storage: typeof document === 'undefined' ? memoryStorage() : browserStorage(),
      onLoginRequired: () => {
        window.location.assign(language === 'en' ? '/login' : `/${language}/login`)
      },
    }),
  )
  useEffect(() => {
    // The page is interactive: tests (and monitoring) can wait for this instead of guessing.
    document.documentElement.setAttribute('data-hydrated', '')
    pageHydrated()
  }, [])
  useEffect(() => {
    // The server renders the next pages' dates (orders, reviews, vouchers) in the shopper's time zone. At the
    // browser's next idle moment: reading the zone is the page's first use of Intl's date data (~100 ms at 4×
    // CPU slowdown), which must not lengthen hydration or a tap that hydrates the page.
    return whenIdle(() => rememberTimeZone(souk.storage))
  }, [souk])
  useEffect(() => {
    // The guest token lives in localStorage: only the browser can load the profile and its cart count.
    const customer = souk.session.getState().signedIn
    souk.session
      .getState()
      .loadProfile()
      .catch((error: unknown) => {
        if (customer && !isAbortError(error)) setProfileFailure({ error })
      })
  }, [souk])
  const navigation = useNavigation()
  const location = useLocation()
  const posted = useRef(false)
  useEffect(() => {
    // A form the store's server answered (sign-in) may have set the session cookies: the page follows the
    // marker, and a new session loads its profile (name, merged cart count).
    if (navigation.state !== 'idle') {
      if (navigation.formMethod === 'POST') posted.current = true
      return
    }
    if (!posted.current) return
    posted.current = false
    const before = souk.session.getState().signedIn
    syncSignedIn(souk.session, souk.storage)
    if (!before && souk.session.getState().signedIn) {
      souk.session
        .getState()
        .loadProfile()
        .catch((error: unknown) => {
          if (!isAbortError(error)) setProfileFailure({ error })
        })
    }
  }, [navigation, souk])
  return (
    <SoukProvider souk={souk} page={`${location.pathname}${location.search}`}>
      <Chrome flash={data.flash}>{children}</Chrome>
    </SoukProvider>
  )
}

/** The default layout: skip link, banners, header, the page in `<main id="main">`, footer and notices. */
function Chrome({ flash, children }: { flash: RootData['flash']; children: ReactNode }) {
  const { t } = useT()
  const navigate = useNavigate()
  const navigation = useNavigation()
  const location = useLocation()
  const onSearchPage = stripLocale(location.pathname).path === paths.search
  const searchQuery = onSearchPage ? new URLSearchParams(location.search).get('q') : null
  // The outcome of a form the server answered (a submit without JavaScript, or before hydration): core's allowed
  // notices only, carried by the redirect's flash cookie (`lib/flash.ts`; never the URL).
  // A flash belongs to the page it came with: gone once the shopper moves on (the root's data stays).
  const [flashAt] = useState(location.key)
  const flashNotice =
    flash && location.key === flashAt ? (
      <p className="store-flash" role={flash.role} data-error={flash.role === 'alert' ? '' : undefined}>
        {t(flash.key)}
      </p>
    ) : null
  // The authentication layout (spec §2.6.1) is an empty one: its pages bring their own logo and footer.
  const matches = useMatches()
  const bare = matches.some((match) => match.id.startsWith('auth-layout___'))
  const PageEnd = pageEndOf(matches)
  useClientLinks()
  if (bare) {
    return (
      <>
        <LoadingBar active={navigation.state !== 'idle'} />
        <main id="main" className="store-main store-main--bare" tabIndex={-1}>
          {flashNotice}
          {children}
        </main>
        <PageServices popup={false} />
        <ChunkReloadGuard />
      </>
    )
  }
  return (
    <>
      <a className="store-skip" href="#main">
        {t('a11y.skipToContent')}
      </a>
      <LoadingBar active={navigation.state !== 'idle'} />
      {/* The header, the page and the footer hydrate each on their own: a tap early on waits for its part only. */}
      <HydrationBoundary>
        <HeaderLayout
          parts={HEADER_PARTS}
          partBoundary={HydrationBoundary}
          onNavigate={(path) => navigate(path)}
          onSearchPage={onSearchPage}
          searchQuery={searchQuery}
          onLanguageChange={(code) => {
            // The choice was remembered (currentLanguage); the same page loads in that language: a full load,
            // so the texts and settings follow.
            window.location.assign(localizePath(`${location.pathname}${location.search}`, code))
          }}
        />
      </HydrationBoundary>
      <main id="main" className="store-main" tabIndex={-1}>
        {flashNotice}
        <HydrationBoundary>{children}</HydrationBoundary>
      </main>
      <HydrationBoundary>
        <Footer />
      </HydrationBoundary>
      {/* What the page puts after the footer (the cart page's sticky cart bar, `lib/pageEnd.ts`) hydrates on its
          own too, after the parts above: a tap early on does not hydrate it (nor run its effects) before its own
          part answers. The page's services load after hydration. */}
      <HydrationBoundary>
        {PageEnd ? <PageEnd /> : null}
        <ChunkReloadGuard />
      </HydrationBoundary>
      <PageServices popup />
    </>
  )
}

/** The error layout of the spec: 'Sorry', the status code, the message, reload and go-home. */
export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>('root')
  const language = data?.language ?? 'en'
  const texts = pageTexts(data?.language)
  const text = (key: keyof (typeof ERROR_FALLBACK)['errors']) =>
    textAt(texts, `errors.${key}`) ?? ERROR_FALLBACK.errors[key]
  const home = language === 'en' ? '/' : `/${language}`
  const [before = '', after = ''] = text('errorPageFailed').split('{{home}}')
  const failed = (
    <p lang={language}>
      {before}
      <a href={home}>{text('homeLink')}</a>
      {after}
    </p>
  )
  // Without the root's data (the API is down) the page stands alone; with it, the error sits in the whole chrome
  // (header, category menu, footer), and if the chrome fails too, the error page alone.
  const alone = (
    <ErrorPageGuard fallback={failed}>
      <main className="store-main">
        <ErrorPage />
      </main>
    </ErrorPageGuard>
  )
  if (!data) return alone
  return (
    <ErrorPageGuard fallback={alone}>
      <Shell data={data}>
        <ErrorPage chrome />
      </Shell>
    </ErrorPageGuard>
  )
}

/** If the error page itself fails, a plain message with a link home (spec §2.6.1). */
class ErrorPageGuard extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

/**
 * 'Sorry', the status and the message. A missing page (404) offers the search and links to the home page and the
 * categories (in the chrome); only a thrown error offers to reload.
 */
function ErrorPage({ chrome = false }: { chrome?: boolean }) {
  const error = useRouteError()
  const navigate = useNavigate()
  const data = useRouteLoaderData<typeof loader>('root')
  const language = data?.language ?? 'en'
  const texts = pageTexts(data?.language)
  const t = (key: string) => textAt(texts, key) ?? key
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '')
    reloadForChunkError(error)
  }, [error])
  const status = isRouteErrorResponse(error) ? error.status : isSoukError(error) ? error.statusCode : 500
  const message =
    status === 404
      ? t('errors.notFound')
      : isSoukError(error)
        ? errorText(error, t)
        : t('errors.somethingWentWrong')
  const missing = status === 404
  return (
    <div className="store-error" lang={language}>
      <h1>{t('errors.sorry')}</h1>
      <p className="store-error__status">{status}</p>
      <p>{message}</p>
      {missing && chrome ? (
        <>
          <p>{t('errors.notFoundHint')}</p>
          <SearchBox
            className="store-error__search"
            label={t('errors.searchTheShop')}
            onNavigate={(path) => navigate(path)}
          />
        </>
      ) : null}
      <p className="store-error__actions">
        {missing ? null : (
          <button type="button" className="souk-button" onClick={() => window.location.reload()}>
            {t('errors.reload')}
          </button>
        )}
        <a
          className="souk-button"
          data-variant={missing ? undefined : 'secondary'}
          href={localizePath(paths.home, language)}
        >
          {t('errors.goHome')}
        </a>
        {missing && chrome ? (
          <a className="souk-button" data-variant="secondary" href={localizePath(paths.categories, language)}>
            {t('header.allCategories')}
          </a>
        ) : null}
      </p>
    </div>
  )
}
