import { format } from 'node:util'
import { Window } from 'happy-dom'
import { act, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { populateGlobal } from 'vitest/runtime'

/** What a server render followed by a hydration in a DOM saw. */
export interface Hydrated {
  /** The HTML the server sent. */
  html: string
  /** The page's HTML once React hydrated it and its first effects and requests finished. */
  hydratedHtml: string
  /**
   * Everything React reported: hydration mismatches (`onRecoverableError`), caught and uncaught render errors,
   * and every `console.error` (React's hydration warnings, e.g. attributes that differ, go there).
   */
  errors: string[]
}

export interface HydrateOptions {
  /** The page's address in the browser. */
  url: string
  /** Cookies the browser has when the page loads (e.g. the non-secret signed-in marker). */
  cookies?: string[]
  /** The browser's `fetch` while the page runs (the test routes it to the API in the same process). */
  fetch?: typeof fetch
  /** Resolves when the page's requests have been answered: awaited before the page is closed. */
  settle?: () => Promise<void>
}

/**
 * Renders `make()` as the store's server does (no `window`, no `document`: the test file runs in the node
 * environment), then puts that HTML in a fresh happy-dom page and hydrates it with `hydrateRoot` and a second
 * `make()`, as the browser builds its own page from the same loader data. The DOM is removed afterwards, so the
 * next server render runs without it again.
 */
export async function renderOnServerThenHydrate(
  make: () => ReactElement,
  options: HydrateOptions,
): Promise<Hydrated> {
  if (typeof document !== 'undefined' || typeof window !== 'undefined') {
    throw new Error('renderOnServerThenHydrate runs in the node environment: the server side has no DOM')
  }
  const html = renderToString(make())
  const errors: string[] = []
  const page = new Window({ url: options.url, settings: { disableErrorCapturing: true } })
  const { keys, originals } = populateGlobal(globalThis, page, { bindFunctions: true })
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean; fetch: typeof fetch }
  const reactActEnvironment = scope.IS_REACT_ACT_ENVIRONMENT
  const nodeFetch = scope.fetch
  scope.IS_REACT_ACT_ENVIRONMENT = true
  if (options.fetch) scope.fetch = options.fetch
  const consoleError = console.error
  console.error = (...args: unknown[]) => {
    errors.push(format(...args))
  }
  try {
    for (const cookie of options.cookies ?? []) page.document.cookie = cookie
    const container = page.document.createElement('div')
    container.innerHTML = html
    page.document.body.append(container)
    const { hydrateRoot } = await import('react-dom/client')
    const report = (error: unknown) => {
      errors.push(error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error))
    }
    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => {
      root = hydrateRoot(container as unknown as Element, make(), {
        onRecoverableError: report,
        onCaughtError: report,
        onUncaughtError: report,
      })
    })
    if (options.settle) await act(options.settle)
    const hydratedHtml = container.innerHTML
    await act(async () => root?.unmount())
    return { html, hydratedHtml, errors }
  } finally {
    console.error = consoleError
    scope.IS_REACT_ACT_ENVIRONMENT = reactActEnvironment
    scope.fetch = nodeFetch
    await page.happyDOM.abort()
    page.close()
    for (const key of keys) delete (globalThis as Record<string, unknown>)[key]
    for (const [key, value] of originals) (globalThis as Record<string | symbol, unknown>)[key] = value
  }
}
