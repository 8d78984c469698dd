// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SCRIPT_FACES, SCRIPT_FACES_LOADER, ScriptFaces } from './scriptFaces'
import { SCRIPT_FACES_ID, SCRIPT_FACES_KEY, warmScriptFaces } from './scriptFacesWarm'

/** A build's hashed address of the Arabic faces' stylesheet (Vitest does not build CSS). */
const ARABIC = '/assets/fonts-arabic-a1b2.css'
/** The rules of that stylesheet, as the browser parsed them. */
const RULES = [
  {
    cssText:
      '@font-face { font-family: "Noto Sans Arabic"; src: url("/assets/ar-400.woff2") format("woff2"), url("/assets/ar-400.woff") format("woff"); }',
  },
  {
    cssText:
      '@font-face { font-family: "Noto Sans Arabic"; font-weight: 700; src: url("/assets/ar-700.woff2") format("woff2"); }',
  },
]

let fetched: string[]
/** The browser's Navigation API (Happy DOM has none). */
let navigation: EventTarget
/** The window's events as the script hears them (one page per test: no listener left by another). */
let page: EventTarget

beforeEach(() => {
  history.replaceState(null, '', '/ar/all/electronics')
  fetched = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetched.push(url)
      return new Response('font')
    }),
  )
  navigation = new EventTarget()
  vi.stubGlobal('navigation', navigation)
  page = new EventTarget()
  vi.stubGlobal('addEventListener', page.addEventListener.bind(page))
})

afterEach(() => {
  history.replaceState(null, '', '/ar/all/electronics')
  document.head.innerHTML = ''
  Reflect.deleteProperty(document, 'readyState')
  localStorage.clear()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/**
 * Puts the server's HTML of an Arabic page's faces in the head and runs its inline script, as a browser would, then
 * the rest once the page has hydrated (`hydrated: 'after load'`: the page's load event came first; `movedTo`: the
 * shopper went to another page in the meantime; `parsed: false`: the browser has not parsed the stylesheet yet).
 */
function openPage({
  hydrated = 'before load',
  movedTo,
  parsed = true,
}: {
  hydrated?: 'before load' | 'after load'
  movedTo?: string
  parsed?: boolean
} = {}) {
  // Without its `rel`: Happy DOM reports every stylesheet it cannot download; the parsed rules are given instead.
  const html = renderToStaticMarkup(<ScriptFaces href={ARABIC} nonce="n0nce" />)
  document.head.innerHTML = html.replace(' rel="stylesheet"', '')
  const link = document.getElementById(SCRIPT_FACES_ID) as HTMLLinkElement
  Object.defineProperty(link, 'sheet', { configurable: true, value: parsed ? { cssRules: RULES } : null })
  new Function(SCRIPT_FACES_LOADER)()
  if (movedTo) history.pushState(null, '', movedTo)
  Object.defineProperty(document, 'readyState', {
    configurable: true,
    value: hydrated === 'after load' ? 'complete' : 'interactive',
  })
  warmScriptFaces()
  return link
}

/** The page's load event, and the promises it starts. */
async function load() {
  page.dispatchEvent(new Event('load'))
  await vi.waitFor(() => expect(fetched.length).toBeGreaterThan(0))
  await new Promise((resolve) => setTimeout(resolve))
}

describe("a script's web fonts", () => {
  it('are the Arabic and Devanagari faces, for the Arabic and Hindi pages only', () => {
    expect(Object.keys(SCRIPT_FACES)).toEqual(['ar', 'hi'])
    expect(renderToStaticMarkup(<ScriptFaces href={SCRIPT_FACES.en} />)).toBe('')
  })

  it('are named as a stylesheet not applied yet, beside a script with the page’s nonce', () => {
    const html = renderToStaticMarkup(<ScriptFaces href={ARABIC} nonce="n0nce" />)
    expect(html).toContain(`<link id="${SCRIPT_FACES_ID}" rel="stylesheet" href="${ARABIC}" media="print"/>`)
    expect(html).toContain('<script nonce="n0nce">')
  })

  it('are downloaded once a first visit’s page has loaded, but not applied to the page being read', async () => {
    const link = openPage()
    expect(fetched).toEqual([])
    await load()
    expect(fetched).toEqual(['/assets/ar-400.woff2', '/assets/ar-700.woff2'])
    expect(link.media).toBe('print')
    expect(localStorage.getItem(SCRIPT_FACES_KEY)).toBe(ARABIC)
  })

  it('are downloaded at once when the page had loaded before it hydrated', async () => {
    const link = openPage({ hydrated: 'after load' })
    await vi.waitFor(() => expect(fetched).toEqual(['/assets/ar-400.woff2', '/assets/ar-700.woff2']))
    expect(link.media).toBe('print')
  })

  it('are downloaded once per page load, however often the page’s services mount', async () => {
    openPage()
    warmScriptFaces()
    await load()
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'complete' })
    warmScriptFaces()
    await new Promise((resolve) => setTimeout(resolve))
    expect(fetched).toHaveLength(2)
  })

  it('wait for their stylesheet when the browser had not parsed it by the page’s load', async () => {
    const link = openPage({ parsed: false })
    page.dispatchEvent(new Event('load'))
    await new Promise((resolve) => setTimeout(resolve))
    expect(fetched).toEqual([])
    Object.defineProperty(link, 'sheet', { configurable: true, value: { cssRules: RULES } })
    link.dispatchEvent(new Event('load'))
    await vi.waitFor(() => expect(fetched).toEqual(['/assets/ar-400.woff2', '/assets/ar-700.woff2']))
  })

  it('never apply to the page being read when the shopper had left the first one before this part came', async () => {
    const link = openPage({ movedTo: '/ar/cart' })
    await load()
    // The cart, opened before the page's services came, is the page being read: a change of it keeps the face.
    history.replaceState(null, '', '/ar/cart?voucher=1')
    navigation.dispatchEvent(new Event('navigatesuccess'))
    expect(link.media).toBe('print')
    history.pushState(null, '', '/ar/checkout')
    navigation.dispatchEvent(new Event('navigatesuccess'))
    expect(link.media).toBe('all')
  })

  it('apply with the next page the shopper opens, not with a change of the same page', async () => {
    const link = openPage()
    await load()
    // The router's replacing of the entry at hydration, a listing's filters: the same path.
    history.replaceState(null, '', `${location.pathname}?brand=1`)
    navigation.dispatchEvent(new Event('navigatesuccess'))
    expect(link.media).toBe('print')
    history.pushState(null, '', '/ar/nordia-modern-phone-case-1/product/1')
    navigation.dispatchEvent(new Event('navigatesuccess'))
    expect(link.media).toBe('all')
  })

  it('wait for their download: a page opened before the faces are all there stays in the system’s face', async () => {
    const arrivals: (() => void)[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        fetched.push(url)
        return new Promise<Response>((resolve) => {
          arrivals.push(() => resolve(new Response('font')))
        })
      }),
    )
    const link = openPage()
    history.pushState(null, '', '/ar/cart')
    navigation.dispatchEvent(new Event('navigatesuccess'))
    expect(link.media).toBe('print')
    page.dispatchEvent(new Event('load'))
    history.pushState(null, '', '/ar/wishlist')
    navigation.dispatchEvent(new Event('navigatesuccess'))
    expect(link.media).toBe('print')
    for (const arrive of arrivals) arrive()
    await vi.waitFor(() => expect(localStorage.getItem(SCRIPT_FACES_KEY)).toBe(ARABIC))
    history.pushState(null, '', '/ar/compare')
    navigation.dispatchEvent(new Event('navigatesuccess'))
    expect(link.media).toBe('all')
  })

  it('apply before the first paint on a later visit, with nothing to download', () => {
    localStorage.setItem(SCRIPT_FACES_KEY, ARABIC)
    expect(openPage().media).toBe('all')
    page.dispatchEvent(new Event('load'))
    expect(fetched).toEqual([])
  })

  it('are downloaded again when another build’s faces were the ones remembered', async () => {
    localStorage.setItem(SCRIPT_FACES_KEY, '/assets/fonts-arabic-0ld0.css')
    const link = openPage()
    expect(link.media).toBe('print')
    await load()
    expect(fetched).toHaveLength(2)
    expect(localStorage.getItem(SCRIPT_FACES_KEY)).toBe(ARABIC)
  })

  it('are neither downloaded nor applied for a shopper whose browser saves data', async () => {
    vi.stubGlobal('navigator', { connection: { saveData: true } })
    const link = openPage()
    page.dispatchEvent(new Event('load'))
    history.pushState(null, '', '/ar/cart')
    navigation.dispatchEvent(new Event('navigatesuccess'))
    await new Promise((resolve) => setTimeout(resolve))
    expect(fetched).toEqual([])
    expect(link.media).toBe('print')
  })

  it('are neither remembered nor applied when their download failed or answered an error', async () => {
    for (const answer of [
      async () => {
        throw new TypeError('Failed to fetch')
      },
      async () => new Response('gone', { status: 503 }),
    ]) {
      vi.stubGlobal(
        'fetch',
        vi.fn((url: string) => {
          fetched.push(url)
          return answer()
        }),
      )
      const link = openPage()
      await load()
      history.pushState(null, '', '/ar/cart')
      navigation.dispatchEvent(new Event('navigatesuccess'))
      expect(localStorage.getItem(SCRIPT_FACES_KEY)).toBeNull()
      expect(link.media).toBe('print')
      fetched = []
    }
  })

  it('still apply with the next page when the browser refuses storage', async () => {
    const denied = () => {
      throw new DOMException('denied', 'SecurityError')
    }
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(denied)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(denied)
    const link = openPage()
    await load()
    expect(link.media).toBe('print')
    history.pushState(null, '', '/ar/cart')
    navigation.dispatchEvent(new Event('navigatesuccess'))
    expect(link.media).toBe('all')
  })
})
