import { createContext, useContext } from 'react'
import type { UIMatch } from 'react-router'
import accountPages from '../components/account/account.css?url'
import checkoutPages from '../components/checkout/checkout.css?url'
import account from '../styles/account.css?url'
import catalogue from '../styles/catalogue.css?url'
import checkout from '../styles/checkout.css?url'
import home from '../styles/home.css?url'
import product from '../styles/product.css?url'

/**
 * The store's stylesheets, per page (issue 17). `root.css` (theme, layout, the components of the header, footer,
 * dialogs and messages every page has) is on every page; a route names the others its page needs
 * in its `handle` (`export const handle = stylesheetsHandle('catalogue')`), so a page carries only the rules it can
 * use (a login page 67 KB of rules instead of 137 KB).
 *
 * On the server every one of them is written inline into the head (no render-blocking request), as React writes a
 * `<style>` with an address and a precedence. In the browser, a stylesheet the page already has inline is adopted as
 * it is; one a later page needs (a client-side navigation) is a `<link>` to its file, and React waits for it before
 * showing that page, so nothing is ever shown unstyled.
 */

/**
 * The stylesheets a page may need besides `root.css`, by name, in the order a page has them (this order, whatever
 * order its routes name them in: the components' rules share one cascade layer, where order decides between equals).
 * `styles/*.css` gather @souk/react's components; `accountPages` and `checkoutPages` are the store's own layouts.
 */
export const STYLESHEETS = {
  catalogue,
  home,
  product,
  checkout,
  account,
  accountPages,
  checkoutPages,
} as const

export type StylesheetName = keyof typeof STYLESHEETS

const ORDER: readonly string[] = Object.values(STYLESHEETS)

/** What a route module's `handle` may say: the addresses of the stylesheets its page needs besides `root.css`. */
export interface StylesheetsHandle {
  stylesheets?: readonly string[]
}

/** A route's `handle` naming the stylesheets its page needs. */
export function stylesheetsHandle(...names: StylesheetName[]): StylesheetsHandle {
  return { stylesheets: names.map((name) => STYLESHEETS[name]) }
}

/** The text of each stylesheet by address, provided by the server's entry (`entry.server.tsx`); none in the browser. */
export const StylesheetTextsContext = createContext<Readonly<Record<string, string>> | null>(null)

/** The stylesheets the matched routes name, each once, in `STYLESHEETS`' order (any other after them). */
export function pageStylesheets(matches: readonly Pick<UIMatch, 'handle'>[], order = ORDER): string[] {
  const hrefs = new Set<string>()
  for (const match of matches) {
    const handle = match.handle as StylesheetsHandle | undefined
    for (const href of handle?.stylesheets ?? []) hrefs.add(href)
  }
  return [...order.filter((href) => hrefs.has(href)), ...[...hrefs].filter((href) => !order.includes(href))]
}

/** The selector of a stylesheet React wrote inline (one `<style>` may carry several, `data-href` lists them). */
const inlineSelector = (href: string) => `style[data-href~="${href.replace(/["\\]/g, '\\$&')}"]`

/**
 * One stylesheet: inline on the server (a `<link>` if the server has no text for it, e.g. in tests); in the
 * browser, the server's `<style>` when the document has it, otherwise a `<link>` React loads before it commits.
 */
export function PageStylesheet({ href }: { href: string }) {
  const texts = useContext(StylesheetTextsContext)
  const text = texts?.[href]
  const inline =
    typeof document === 'undefined'
      ? text !== undefined
      : document.querySelector(inlineSelector(href)) !== null
  if (!inline) return <link rel="stylesheet" href={href} precedence="default" />
  return (
    <style href={href} precedence="default">
      {text ?? ''}
    </style>
  )
}
