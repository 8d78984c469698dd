import { Transform } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'

// Paint first, hydrate second. React Router's <Scripts> puts a modulepreload link for every module of the page
// into the head and an inline module script that imports them at once: on a slow mobile connection those
// scripts share the bandwidth with the stylesheet and the largest image, so the page paints later than it
// needs to. The page is complete without JavaScript (server rendered), so the store lets the browser paint
// the HTML and its priority images first and starts the hydration scripts one frame after that:
// - the modulepreload links leave the head (the loader adds them back, all at once, after the paint);
// - the inline module script keeps its element (hydration finds it where React rendered it) but its body
//   waits for the paint, then preloads every module and imports them as before.

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g
// The script's opening tag may carry a nonce (the page's Content-Security-Policy) before its type.
const ROUTE_MODULES_SCRIPT =
  /(<script (?:nonce="[^"]*" )?type="module" async="">)((?:(?!<\/script>)[\s\S])*?window\.__reactRouterRouteModules(?:(?!<\/script>)[\s\S])*)(<\/script>)/
const STATIC_IMPORT = /import \* as ([\w$]+) from ("[^"]+");/g

/** Module preloads started per task after the paint. */
const PRELOADS_PER_TASK = 8

/** The deferred body of React Router's route-modules script: same bindings, loaded after the first paint. */
export function deferredModuleScript(body: string, preloads: readonly string[]): string {
  const names: string[] = []
  const urls: string[] = []
  const rest = body.replace(STATIC_IMPORT, (_match, name: string, url: string) => {
    names.push(name)
    urls.push(url)
    return ''
  })
  return [
    // Once the page's priority images (the banner, the slider: the largest paint) have loaded, or after 3 s at
    // most, and then after the next frame: a requestAnimationFrame callback runs just before a frame, its
    // timeout after it.
    "await Promise.race([Promise.all([...document.querySelectorAll('img[fetchpriority=high]')].map((image) => image.decode().catch(() => {}))), new Promise((resolve) => setTimeout(resolve, 3000))]);",
    'await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));',
    // Each request costs the main thread about a millisecond on a phone: a few at a time, one task each, so no
    // long task blocks input.
    `const preloads = ${JSON.stringify(preloads)};`,
    `for (let i = 0; i < preloads.length; i += ${PRELOADS_PER_TASK}) {`,
    '  if (i > 0) await new Promise((resolve) => setTimeout(resolve, 0));',
    `  for (const href of preloads.slice(i, i + ${PRELOADS_PER_TASK})) {`,
    "    const link = document.createElement('link'); link.rel = 'modulepreload'; link.href = href; document.head.append(link);",
    '  }',
    '}',
    `const [${names.join(', ')}] = await Promise.all([${urls.map((url) => `import(${url})`).join(', ')}]);`,
    rest.trim(),
  ].join('\n')
}

/**
 * Rewrites a server-rendered shell so the page paints before its scripts load. Returns null while the shell
 * is incomplete (the route-modules script not yet seen); a page without that script is returned unchanged.
 */
export function paintFirst(html: string): string | null {
  const script = ROUTE_MODULES_SCRIPT.exec(html)
  if (!script) return null
  const preloads: string[] = []
  const withoutPreloads = html.slice(0, script.index).replace(MODULE_PRELOAD, (_match, href: string) => {
    preloads.push(href)
    return ''
  })
  const [, open, body, close] = script
  const tail = html.slice(script.index + script[0].length)
  return `${withoutPreloads}${open}${deferredModuleScript(body ?? '', preloads)}${close}${tail}`
}

const MARKER = 'window.__reactRouterRouteModules'

/** Past this many buffered bytes without the route-modules script, the shell passes through untouched. */
const MAX_SHELL_BYTES = 4 * 1024 * 1024

/**
 * A stream transform for the HTML response: buffers the shell until React Router's route-modules script has
 * been written (it closes the shell), rewrites it with `paintFirst`, then passes the streamed rest through.
 */
export function paintFirstTransform(): Transform {
  // Decoded as text throughout: a chunk may end inside a multi-byte character (Arabic, Hindi).
  const decoder = new StringDecoder('utf8')
  let shell = ''
  let done = false
  let seen = false
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = typeof chunk === 'string' ? chunk : decoder.write(chunk)
      if (done) return callback(null, text)
      // Cheap scan of the new text only (with an overlap for a marker split between chunks).
      const from = Math.max(0, shell.length - MARKER.length)
      shell += text
      if (!seen) seen = shell.indexOf(MARKER, from) >= 0
      const rewritten = seen ? paintFirst(shell) : null
      if (rewritten !== null || shell.length > MAX_SHELL_BYTES) {
        done = true
        const out = rewritten ?? shell
        shell = ''
        return callback(null, out)
      }
      callback()
    },
    flush(callback) {
      const rest = (done ? '' : shell) + decoder.end()
      callback(null, rest || undefined)
    },
  })
}
