import { format } from 'node:util'
import { Window } from 'happy-dom'
import { act, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { expect } from 'vitest'
import { populateGlobal } from 'vitest/runtime'

/** What a server render followed by a hydration in a DOM saw. */
export interface Hydrated {
  /** The HTML the server sent. */
  html: string
  /** The page's HTML once React hydrated it and ran its first effects. */
  hydratedHtml: string
  /**
   * Everything React reported: hydration mismatches (`onRecoverableError`), caught and uncaught render errors,
   * and every `console.error` (React's hydration warnings, e.g. attributes that differ, go there).
   */
  errors: string[]
}

/** Options of `renderOnServerThenHydrate`. */
export interface HydrationOptions {
  /** What the shopper does in the server's HTML before the page's scripts run (e.g. ticks a box). */
  beforeHydration?: (container: HTMLElement) => void
}

/**
 * Renders `make()` as a server does (no `window`, no `document`: the test file runs in the node environment),
 * then puts that HTML in a fresh happy-dom page and hydrates it with `hydrateRoot` and a second `make()` (a new
 * Souk, as the browser builds its own). `make` is called once per side, never shared: one side's state cannot
 * hide a mismatch. The DOM is removed again afterwards, so the next server render runs without it.
 */
export async function renderOnServerThenHydrate(
  make: () => ReactElement,
  { beforeHydration }: HydrationOptions = {},
): Promise<Hydrated> {
  if (typeof document !== 'undefined' || typeof window !== 'undefined') {
    throw new Error('renderOnServerThenHydrate runs in the node environment: the server side has no DOM')
  }
  const html = renderToString(make())
  const errors: string[] = []
  const page = new Window({ url: 'http://localhost:3000/', settings: { disableErrorCapturing: true } })
  const { keys, originals } = populateGlobal(globalThis, page, { bindFunctions: true })
  const reactActEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  const consoleError = console.error
  console.error = (...args: unknown[]) => {
    errors.push(format(...args))
  }
  try {
    const container = page.document.createElement('div')
    container.innerHTML = html
    page.document.body.append(container)
    beforeHydration?.(container as unknown as HTMLElement)
    const { hydrateRoot } = await import('react-dom/client')
    const report = (error: unknown) => {
      errors.push(error instanceof Error ? error.message : String(error))
    }
    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => {
      root = hydrateRoot(container as unknown as Element, make(), {
        onRecoverableError: report,
        onCaughtError: report,
        onUncaughtError: report,
      })
    })
    const hydratedHtml = container.innerHTML
    await act(async () => root?.unmount())
    return { html, hydratedHtml, errors }
  } finally {
    console.error = consoleError
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = reactActEnvironment
    await page.happyDOM.abort()
    page.close()
    for (const key of keys) delete (globalThis as Record<string, unknown>)[key]
    for (const [key, value] of originals) (globalThis as Record<string | symbol, unknown>)[key] = value
  }
}

/** What a clean server render of one element promises (see `expectCleanHydration`). */
export interface CleanHydrationOptions {
  /** The component renders nothing on the server on purpose (it needs the browser, e.g. local storage). */
  clientOnly?: boolean
}

/**
 * Renders `make()` on the server and hydrates it in a DOM (`renderOnServerThenHydrate`), and expects what every
 * server-rendered component promises: no hydration error or warning, markup that starts with an element (or none
 * at all for a client-only one), and no `undefined`, `NaN` or `[object Object]` printed into the page.
 */
export async function expectCleanHydration(
  make: () => ReactElement,
  { clientOnly = false }: CleanHydrationOptions = {},
): Promise<void> {
  const { html, errors } = await renderOnServerThenHydrate(make)
  expect(errors).toEqual([])
  if (clientOnly) expect(html).toBe('')
  else expect(html).toMatch(/^<[a-z]/)
  for (const broken of ['undefined', 'NaN', '[object Object]']) expect(html).not.toContain(broken)
}
