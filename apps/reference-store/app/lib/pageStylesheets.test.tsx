// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import {
  PageStylesheet,
  pageStylesheets,
  STYLESHEETS,
  StylesheetTextsContext,
  stylesheetsHandle,
} from './pageStylesheets'

describe("a page's stylesheets", () => {
  it('are the ones its routes name, each once, in one order whatever order the routes name them in', () => {
    const order = ['/catalogue.css', '/product.css', '/account.css']
    const matches = [
      { handle: undefined },
      { handle: { stylesheets: ['/account.css', '/catalogue.css', '/own.css'] } },
      { handle: { stylesheets: ['/product.css', '/catalogue.css'] } },
      { handle: { other: true } },
    ]
    expect(pageStylesheets(matches, order)).toEqual([
      '/catalogue.css',
      '/product.css',
      '/account.css',
      '/own.css',
    ])
    expect(pageStylesheets([{ handle: undefined }], order)).toEqual([])
    expect(stylesheetsHandle('catalogue', 'home')).toEqual({
      stylesheets: [STYLESHEETS.catalogue, STYLESHEETS.home],
    })
  })

  it('are written inline by the server, with the address React adopts them by in the browser', () => {
    const html = renderToString(
      <StylesheetTextsContext.Provider value={{ '/assets/a.css': '.a{color:red}' }}>
        <html lang="en">
          <head />
          <body>
            <PageStylesheet href="/assets/a.css" />
          </body>
        </html>
      </StylesheetTextsContext.Provider>,
    )
    expect(html).toContain('<style data-precedence="default" data-href="/assets/a.css">.a{color:red}</style>')
    expect(html).not.toContain('<link')
  })

  it('are linked when the server has no text for one', () => {
    const html = renderToString(
      <html lang="en">
        <head />
        <body>
          <PageStylesheet href="/assets/b.css" />
        </body>
      </html>,
    )
    expect(html).toContain('<link rel="stylesheet" href="/assets/b.css" data-precedence="default"/>')
    expect(html).not.toContain('<style')
  })

  it("hold every component's stylesheet of @souk/react once, each in the package's own order", () => {
    const app = fileURLToPath(new URL('..', import.meta.url))
    const componentsDir = fileURLToPath(new URL('../../../../packages/react/src', import.meta.url))
    // The package's order (scripts/collect-css.mjs): folders and files sorted, depth first.
    const inOrder = (dir: string): string[] =>
      readdirSync(dir)
        .sort()
        .flatMap((name) => {
          const path = join(dir, name)
          if (statSync(path).isDirectory()) return inOrder(path)
          return name.endsWith('.css') ? [basename(name, '.css')] : []
        })
    const components = inOrder(componentsDir)
    const files = ['root.css', ...readdirSync(join(app, 'styles')).map((name) => `styles/${name}`)]
    const imported = files.map((file) =>
      [...readFileSync(join(app, file), 'utf8').matchAll(/@import "@souk\/react\/css\/(\w+)\.css";/g)].map(
        (match) => match[1] as string,
      ),
    )
    expect(imported.flat().sort()).toEqual([...components].sort())
    for (const names of imported) expect(names).toEqual(components.filter((name) => names.includes(name)))
  })
})
