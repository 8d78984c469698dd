import { trustedProxies } from '@souk/api'
import { describe, expect, it } from 'vitest'
import { extraHostsOf, otherHostAnswer } from './canonicalHost'

const PUBLIC = 'http://localhost:3000'
const none = trustedProxies([])

/** A request as the Node server builds it: its URL from the `Host` header. */
function requestFor(
  host: string,
  path: string,
  init: RequestInit & { headers?: Record<string, string> } = {},
) {
  return new Request(`http://${host}${path}`, { ...init, headers: { host, ...init.headers } })
}

describe('one name for the shop: requests under another host go to the public URL', () => {
  it('answers the public host as it is', () => {
    expect(
      otherHostAnswer(requestFor('localhost:3000', '/cart'), '127.0.0.1', {
        publicUrl: PUBLIC,
        trusted: none,
      }),
    ).toBeNull()
  })

  it('redirects a GET or HEAD under another host to the same path and query on the public URL (308)', () => {
    for (const method of ['GET', 'HEAD']) {
      const answer = otherHostAnswer(
        requestFor('127.0.0.1:3000', '/checkout?step=2', { method }),
        '127.0.0.1',
        {
          publicUrl: PUBLIC,
          trusted: none,
        },
      )
      expect(answer?.status).toBe(308)
      expect(answer?.headers.get('location')).toBe('http://localhost:3000/checkout?step=2')
    }
  })

  it('refuses any other method under another host (421), as JSON for the API and HTML for a page form', async () => {
    const api = otherHostAnswer(
      requestFor('127.0.0.1:3000', '/api/v1/cart/action', { method: 'POST', body: '{}' }),
      '127.0.0.1',
      { publicUrl: PUBLIC, trusted: none },
    )
    expect(api?.status).toBe(421)
    expect(await api?.json()).toMatchObject({
      status: 421,
      data: { form: [expect.stringContaining(PUBLIC)] },
    })
    const page = otherHostAnswer(
      requestFor('127.0.0.1:3000', '/login', {
        method: 'POST',
        body: 'a=1',
        headers: { accept: 'text/html' },
      }),
      '127.0.0.1',
      { publicUrl: PUBLIC, trusted: none },
    )
    expect(page?.status).toBe(421)
    expect(page?.headers.get('content-type')).toContain('text/html')
  })

  it('never believes X-Forwarded-Host from a client', () => {
    const forged = requestFor('127.0.0.1:3000', '/', { headers: { 'x-forwarded-host': 'localhost:3000' } })
    expect(otherHostAnswer(forged, '203.0.113.9', { publicUrl: PUBLIC, trusted: none })?.status).toBe(308)
    const evil = requestFor('localhost:3000', '/', { headers: { 'x-forwarded-host': 'evil.example' } })
    expect(otherHostAnswer(evil, '203.0.113.9', { publicUrl: PUBLIC, trusted: none })).toBeNull()
  })

  it('believes X-Forwarded-Host from a proxy named in SOUK_TRUSTED_PROXIES', () => {
    const trusted = trustedProxies(['10.0.0.5'])
    const proxied = requestFor('10.0.0.9:3000', '/', { headers: { 'x-forwarded-host': 'shop.example' } })
    expect(otherHostAnswer(proxied, '10.0.0.5', { publicUrl: 'https://shop.example', trusted })).toBeNull()
    expect(otherHostAnswer(proxied, '10.0.0.6', { publicUrl: 'https://shop.example', trusted })?.status).toBe(
      308,
    )
  })

  it('answers health checks on any host, and the names of SOUK_EXTRA_HOSTS', () => {
    for (const path of ['/healthz', '/readyz', '/_souk/load']) {
      expect(
        otherHostAnswer(requestFor('10.1.2.3:3000', path), '10.1.2.3', { publicUrl: PUBLIC, trusted: none }),
      ).toBeNull()
    }
    const extraHosts = extraHostsOf(' 127.0.0.1:3001 ,127.0.0.1:3002')
    expect(extraHosts).toEqual(['127.0.0.1:3001', '127.0.0.1:3002'])
    expect(
      otherHostAnswer(requestFor('127.0.0.1:3002', '/api/v1/common'), '127.0.0.1', {
        publicUrl: PUBLIC,
        trusted: none,
        extraHosts,
      }),
    ).toBeNull()
  })
})
