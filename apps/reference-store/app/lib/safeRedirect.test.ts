import { describe, expect, it } from 'vitest'
import { safeRedirect } from './safeRedirect'

describe('the redirect target after sign-in', () => {
  it.each(['/account', '/fr/user/orders?page=2', '/product/12/copper-pan#reviews'])(
    'keeps the path %s of this site',
    (target) => {
      expect(safeRedirect(target)).toBe(target)
    },
  )

  it.each([
    ['another origin', 'https://evil.example/login'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['a tab inside the slashes', '/\t/evil.example'],
    ['a newline inside the slashes', '/\n/evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'account'],
    ['an empty target', ''],
    ['no target', null],
  ])('refuses %s', (_case, target) => {
    expect(safeRedirect(target)).toBeNull()
  })
})
