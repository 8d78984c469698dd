import { describe, expect, it } from 'vitest'
import { analyticsSources, contentSecurityPolicy, createNonce, setSecurityHeaders } from './securityHeaders'

/** The policy's directives by name. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

describe('createNonce', () => {
  it('makes 128 random bits in base64, a different one each time', () => {
    const nonces = Array.from({ length: 50 }, () => createNonce())
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect(atob(nonce)).toHaveLength(16)
    }
    expect(new Set(nonces).size).toBe(nonces.length)
  })
})

describe('contentSecurityPolicy', () => {
  const policy = directives(contentSecurityPolicy({ nonce: 'abc123', publicUrl: 'https://shop.example/' }))

  it("lets scripts run from the store's own files or with the response's nonce, never inline otherwise", () => {
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc123'"])
    expect(policy['script-src']).not.toContain("'unsafe-inline'")
    expect(policy['script-src']).not.toContain("'unsafe-eval'")
  })

  it('allows images and API calls on the public URL, where the API writes its image links', () => {
    expect(policy['img-src']).toEqual(["'self'", 'https://shop.example', 'data:', 'blob:'])
    expect(policy['connect-src']).toEqual(["'self'", 'https://shop.example'])
  })

  it('lets only the store frame its pages, post its forms and set a base; no plugins', () => {
    expect(policy['frame-ancestors']).toEqual(["'self'"])
    expect(policy['form-action']).toEqual(["'self'"])
    expect(policy['base-uri']).toEqual(["'self'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['default-src']).toEqual(["'self'"])
  })

  it('allows inline styles without a nonce (a nonce would disable the style attributes components set)', () => {
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"])
  })

  it('allows images from the public asset URL, where the API redirects uploads to a CDN', () => {
    const cdn = directives(
      contentSecurityPolicy({
        nonce: 'n',
        publicUrl: 'https://shop.example',
        assetUrl: 'https://cdn.example/souk',
      }),
    )
    expect(cdn['img-src']).toEqual([
      "'self'",
      'https://shop.example',
      'https://cdn.example',
      'data:',
      'blob:',
    ])
    expect(cdn['connect-src']).toEqual(["'self'", 'https://shop.example'])
  })

  it('adds no origin for a public URL that is not a URL', () => {
    const odd = directives(contentSecurityPolicy({ nonce: 'n', publicUrl: 'not a url' }))
    expect(odd['img-src']).toEqual(["'self'", 'data:', 'blob:'])
  })

  it("adds the analytics' origins the shop turned on, and only those", () => {
    const both = directives(
      contentSecurityPolicy({
        nonce: 'n',
        publicUrl: 'http://localhost:3000',
        extra: analyticsSources({ googleAnalytics: true, facebookPixel: true }),
      }),
    )
    expect(both['script-src']).toEqual([
      "'self'",
      "'nonce-n'",
      'https://www.googletagmanager.com',
      'https://connect.facebook.net',
    ])
    expect(both['connect-src']).toContain('https://*.google-analytics.com')
    expect(both['img-src']).toContain('https://www.facebook.com')
    const none = analyticsSources({ googleAnalytics: false, facebookPixel: false })
    expect(none).toEqual({ 'script-src': [], 'img-src': [], 'connect-src': [] })
  })
})

describe('setSecurityHeaders', () => {
  it('sets the policy, no framing by other sites, no sniffing and an origin-only referrer elsewhere', () => {
    const headers = setSecurityHeaders(new Headers(), { nonce: 'n1', publicUrl: 'http://localhost:3000' })
    expect(headers.get('content-security-policy')).toContain("'nonce-n1'")
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it("keeps a policy the document already set (with its analytics' origins)", () => {
    const headers = new Headers({ 'Content-Security-Policy': "script-src 'nonce-n1' https://x.example" })
    setSecurityHeaders(headers, { nonce: 'n1', publicUrl: 'http://localhost:3000' })
    expect(headers.get('content-security-policy')).toBe("script-src 'nonce-n1' https://x.example")
  })
})
