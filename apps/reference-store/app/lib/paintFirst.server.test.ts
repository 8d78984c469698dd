import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { paintFirst, paintFirstTransform } from './paintFirst.server'

// A shell as React Router renders it: modulepreload links in the head, the route-modules script in the body.
const shell = [
  '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/root-B.js"/>',
  '<link rel="stylesheet" href="/assets/root-C.css"/></head><body><main>مرحبا</main>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import * as route0 from "/assets/root-B.js";',
  'import * as route1 from "/assets/home-D.js";',
  '  window.__reactRouterManifest = {"entry":{}};',
  '  window.__reactRouterRouteModules = {"root":route0,"home___ar":route1};',
  '',
  'import("/assets/entry.client-A.js");</script>',
].join('\n')

describe('paintFirst', () => {
  const page = paintFirst(shell) ?? ''

  it('takes the modulepreload links out of the head, so nothing but the stylesheet competes with the paint', () => {
    expect(page).not.toContain('rel="modulepreload"')
    expect(page).toContain('<link rel="stylesheet" href="/assets/root-C.css"/>')
  })

  it('keeps the route-modules script element where React rendered it, so hydration finds it', () => {
    expect(page.match(/<script type="module" async="">/g)).toHaveLength(1)
    expect(page.indexOf('<script type="module" async="">')).toBeGreaterThan(page.indexOf('</main>'))
  })

  it('waits for the priority images and the next frame, then preloads the same modules and imports them', () => {
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? ''
    expect(script.indexOf('img[fetchpriority=high]')).toBeLessThan(script.indexOf('requestAnimationFrame'))
    expect(script.indexOf('requestAnimationFrame')).toBeLessThan(script.indexOf('modulepreload'))
    expect(script).toContain('["/assets/entry.client-A.js","/assets/root-B.js"]')
    expect(script).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-B.js"), import("/assets/home-D.js")]);',
    )
    expect(script).not.toMatch(/^import \* as/m)
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"home___ar":route1};')
    expect(script.trim().endsWith('import("/assets/entry.client-A.js");')).toBe(true)
  })

  it('starts the module preloads a few per task, so no single task issues them all', async () => {
    const hrefs = Array.from({ length: 20 }, (_, i) => `/assets/chunk-${i}.js`)
    const many = shell.replace(
      '<link rel="modulepreload" href="/assets/root-B.js"/>',
      hrefs.map((href) => `<link rel="modulepreload" href="${href}"/>`).join(''),
    )
    const script =
      /<script type="module" async="">([\s\S]*?)<\/script>/.exec(paintFirst(many) ?? '')?.[1] ?? ''
    // Runs the loader with a stand-in page: every link appended is recorded with the task that appended it.
    let task = 0
    const appended: { href: string; task: number }[] = []
    const page = {
      querySelectorAll: () => [],
      createElement: () => ({}) as { href: string },
      head: { append: (link: { href: string }) => appended.push({ href: link.href, task }) },
    }
    const nextTask = (callback: () => void) =>
      setTimeout(() => {
        task += 1
        callback()
      }, 0)
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor
    const run = new AsyncFunction(
      'document',
      'requestAnimationFrame',
      'setTimeout',
      'window',
      'load',
      script.replaceAll('import(', 'load('),
    )
    await run(page, nextTask, nextTask, {}, async () => ({}))
    expect(appended.map((link) => link.href)).toEqual(['/assets/entry.client-A.js', ...hrefs])
    const perTask = new Map<number, number>()
    for (const link of appended) perTask.set(link.task, (perTask.get(link.task) ?? 0) + 1)
    expect([...perTask.values()]).toEqual([8, 8, 5])
  })

  it('is a valid module body', () => {
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? ''
    // Top-level await is allowed in a module: compile it as the body of an async function to check the syntax.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor
    expect(() => new AsyncFunction(script)).not.toThrow()
  })

  it('waits (returns null) while the route-modules script has not been written yet', () => {
    expect(paintFirst(shell.slice(0, shell.indexOf('import("/assets/entry')))).toBeNull()
  })
})

describe('paintFirstTransform', () => {
  async function through(chunks: Buffer[]): Promise<string> {
    let out = ''
    for await (const chunk of Readable.from(chunks).pipe(paintFirstTransform())) out += chunk
    return out
  }

  it('rewrites a shell that arrives in small pieces, even split inside an Arabic letter, and streams the rest', async () => {
    const bytes = Buffer.from(
      `${shell}<script>window.__reactRouterContext.streamController.close();</script></body></html>`,
    )
    const chunks: Buffer[] = []
    for (let start = 0; start < bytes.length; start += 7) chunks.push(bytes.subarray(start, start + 7))
    const out = await through(chunks)
    expect(out).toContain('<main>مرحبا</main>')
    expect(out).not.toContain('rel="modulepreload"')
    expect(out.endsWith('streamController.close();</script></body></html>')).toBe(true)
    expect(out).toBe(
      `${paintFirst(shell)}<script>window.__reactRouterContext.streamController.close();</script></body></html>`,
    )
  })

  it('passes a document without React Router scripts through unchanged', async () => {
    const plain = '<!DOCTYPE html><html><body><p>Plain error page</p></body></html>'
    expect(await through([Buffer.from(plain)])).toBe(plain)
  })
})

describe('paintFirst on a page with a Content-Security-Policy nonce', () => {
  const nonced = shell
    .replace('<script>window.__reactRouterContext', '<script nonce="bm9uY2U=">window.__reactRouterContext')
    .replace('<script type="module" async="">', '<script nonce="bm9uY2U=" type="module" async="">')
    .replace(
      /<link rel="modulepreload" href="([^"]+)"\/>/g,
      '<link rel="modulepreload" href="$1" nonce="bm9uY2U="/>',
    )
  const page = paintFirst(nonced) ?? ''

  it('rewrites the route-modules script and keeps its nonce, so the policy still lets it run', () => {
    expect(page.match(/<script nonce="bm9uY2U=" type="module" async="">/g)).toHaveLength(1)
    const script =
      /<script nonce="bm9uY2U=" type="module" async="">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? ''
    expect(script).toContain('requestAnimationFrame')
    expect(script).toContain('["/assets/entry.client-A.js","/assets/root-B.js"]')
    expect(page).not.toContain('rel="modulepreload"')
  })
})
