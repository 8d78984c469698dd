import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { type CommonData, thirdPartyScripts } from '@souk/core'
import { renderToPipeableStream } from 'react-dom/server'
import type { AppLoadContext, EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'
import { loadDeferredParts } from './components/deferredPart'
import { NonceContext } from './lib/nonce'
import { StylesheetTextsContext } from './lib/pageStylesheets'
import { SCRIPT_FACES, ScriptFaces } from './lib/scriptFaces'
import { ScriptFacesSlot } from './lib/scriptFacesSlot'
import { analyticsSources, contentSecurityPolicy } from './lib/securityHeaders'
import { STYLESHEET_TEXTS } from './lib/stylesheetTexts.server'

/** How long deferred data may stream before the render is aborted (React Router reads this export). */
export const streamTimeout = 5_000

/** A language's web-font faces and the script that applies them, in the head (`lib/scriptFaces.tsx`). */
function scriptFacesOf(language: string, nonce: string) {
  return <ScriptFaces href={SCRIPT_FACES[language]} nonce={nonce} />
}

/**
 * Renders a page to an HTML response, the whole document at once, for browsers and crawlers alike: the loaders have
 * answered before the render (no page defers data), so all that streaming the document would send later is React
 * Router's data for hydration — and with it React's script that moves late parts into place (~0.45 KB gz more code
 * on every page, and parts of the page moved after they were parsed). Hydration starts as soon as the modules
 * arrive, and nothing waits for images (issue 17). Before hydration the page is already usable: links are links
 * and the cart's controls are forms its server answers (`routes/cart.tsx`).
 *
 * Every inline script of the page carries the response's nonce (from the load context, made per request by the
 * server) and the page's Content-Security-Policy allows that nonce, plus the analytics the shop turned on.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
): Promise<Response> {
  const nonce = loadContext?.nonce
  if (nonce && loadContext) {
    // The analytics the page may start once the shopper agrees (core's rule): their origins are allowed.
    const common = (routerContext.staticHandlerContext.loaderData.root as { common?: CommonData } | undefined)
      ?.common
    const analytics = common ? thirdPartyScripts(common, new URL(request.url).pathname, true) : null
    responseHeaders.set(
      'Content-Security-Policy',
      contentSecurityPolicy({
        nonce,
        publicUrl: loadContext.publicUrl,
        assetUrl: loadContext.assetUrl,
        extra: analyticsSources({
          googleAnalytics: Boolean(analytics?.googleAnalyticsId),
          facebookPixel: Boolean(analytics?.facebookPixelId),
        }),
      }),
    )
  }
  if (request.method.toUpperCase() === 'HEAD') {
    return Promise.resolve(new Response(null, { status: responseStatusCode, headers: responseHeaders }))
  }
  // The deferred parts' code is loaded once, before the first page (`deferredPart.tsx`): none suspends here.
  // The shell renders in one task on the process's one thread (tens of milliseconds for a product page): it waits
  // for its turn of the event loop (the server's), rather than run back to back with the other pages' renders.
  return loadDeferredParts()
    .then(() => loadContext?.waitForTurn?.())
    .then(() => render(request, responseStatusCode, responseHeaders, routerContext, nonce))
}

function render(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  nonce: string | undefined,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    let status = responseStatusCode
    let shellRendered = false
    let timeout: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    const ready = () => {
      shellRendered = true
      const body = new PassThrough({
        final(callback) {
          clearTimeout(timeout)
          timeout = undefined
          callback()
        },
      })
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
      pipe(body)
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }))
    }

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <StylesheetTextsContext.Provider value={STYLESHEET_TEXTS}>
          <ScriptFacesSlot.Provider value={scriptFacesOf}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </ScriptFacesSlot.Provider>
        </StylesheetTextsContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // A finished part of the page (`HydrationBoundary`) always stays in place in the HTML: React would otherwise
        // send a large one after the rest and move it in with a script, and without JavaScript it would be missing.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady: ready,
        onShellError: reject,
        onError(error: unknown) {
          status = 500
          // Errors of the shell reject and are logged by React Router; a part's error React recovered from (its
          // fallback sent, the browser renders it again) makes the answer a 500 here, before it is sent.
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}
