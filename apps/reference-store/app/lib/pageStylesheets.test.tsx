// @vitest-environment node
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
})
