import { describe, expect, it } from 'vitest'
import { safeRedirect } from './safeRedirect'

/** Where a browser on the shop goes with `Location: target` (Node's URL is the WHATWG parser browsers use). */
const SHOP = 'https://shop.example'
const landsOn = (target: string) => new URL(target, `${SHOP}/fr/login`).origin

/** Targets an attacker puts in `?redirect=` to send a shopper who just signed in to another site. */
const hostile: [string, string][] = [
  ['an absolute URL', 'https://evil.example/login'],
  ['an absolute http URL', 'http://evil.example'],
  ['an upper-case scheme', 'HTTPS://evil.example'],
  ['a protocol-relative URL', '//evil.example'],
  ['three slashes', '///evil.example'],
  ['a backslash that browsers read as a slash', '/\\evil.example'],
  ['a backslash first', '\\/evil.example'],
  ['backslashes only', '\\\\evil.example'],
  ['a tab inside the slashes (browsers drop it)', '/\t/evil.example'],
  ['a newline inside the slashes', '/\n/evil.example'],
  ['a carriage return inside the slashes', '/\r/evil.example'],
  ['a NUL inside the slashes', '/\u0000/evil.example'],
  ['a unit separator inside the slashes', '/\u001f/evil.example'],
  ['a leading space before the slashes (browsers trim it)', ' //evil.example'],
  ['a leading tab before the slashes', '\t//evil.example'],
  ['a scheme without slashes', 'https:evil.example'],
  ['a javascript: URL', 'javascript:alert(1)'],
  ['a javascript: URL in capitals', 'JAVASCRIPT:alert(1)'],
  ['a javascript: URL after a space', ' javascript:alert(1)'],
  ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
  ['a vbscript: URL', 'vbscript:msgbox(1)'],
  ['an encoded protocol-relative URL', '%2F%2Fevil.example'],
  ['a user-info trick', 'evil.example@shop.example'],
  ['a relative path', 'account'],
  ['a query only', '?next=//evil.example'],
  ['an empty target', ''],
]

/** Odd-looking targets a browser still resolves on this site: kept as they are. */
const ownPaths = [
  '/account',
  '/fr/user/orders?page=2',
  '/product/12/copper-pan#reviews',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/@evil.example',
  '/.//evil.example',
  '/search?q=//evil.example',
  '/user/orders?next=https://evil.example',
]

describe('the redirect target after sign-in', () => {
  it.each(ownPaths)('keeps the path %s of this site', (target) => {
    expect(safeRedirect(target)).toBe(target)
    expect(landsOn(target)).toBe(SHOP)
  })

  it.each(hostile)('refuses %s', (_case, target) => {
    expect(safeRedirect(target)).toBeNull()
  })

  it('refuses a missing target', () => {
    expect(safeRedirect(null)).toBeNull()
    expect(safeRedirect(undefined)).toBeNull()
  })

  it('never answers a target that a browser resolves to another origin', () => {
    for (const target of [...hostile.map(([, value]) => value), ...ownPaths]) {
      const kept = safeRedirect(target)
      if (kept !== null) expect({ target, origin: landsOn(kept) }).toEqual({ target, origin: SHOP })
    }
  })

  it('refuses every control character, wherever it sits in the path', () => {
    for (let code = 0; code < 0x20; code++) {
      const char = String.fromCharCode(code)
      expect(safeRedirect(`/${char}/evil.example`)).toBeNull()
      expect(safeRedirect(`/account${char}`)).toBeNull()
    }
  })
})
