import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import type { EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'
import { paintFirstTransform } from './lib/paintFirst.server'

/** How long deferred data may stream before the render is aborted (React Router reads this export). */
export const streamTimeout = 5_000

/**
 * Renders a page to a streamed HTML response. Crawlers get the whole document at once; browsers get the shell
 * as soon as it is ready. Either way the HTML passes through `paintFirstTransform`: the page paints before its
 * hydration scripts start loading (see `lib/paintFirst.server.ts`).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') {
    return Promise.resolve(new Response(null, { status: responseStatusCode, headers: responseHeaders }))
  }
  return new Promise((resolve, reject) => {
    let status = responseStatusCode
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    const waitForAll = (userAgent !== null && isbot(userAgent)) || routerContext.isSpaMode
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
      const html = paintFirstTransform()
      html.pipe(body)
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
      pipe(html)
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }))
    }

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        ...(waitForAll ? { onAllReady: ready } : { onShellReady: ready }),
        onShellError: reject,
        onError(error: unknown) {
          status = 500
          // Errors of the shell reject and are logged by React Router; later ones (streamed parts) only here.
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}
