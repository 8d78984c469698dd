import { describe, expect, it } from 'vitest'
import { clientAddressOf, isLoopback, trustedProxies } from './clientAddress'

describe('the client of a request', () => {
  const none = trustedProxies([])
  const proxies = trustedProxies(['127.0.0.1', '10.0.0.0/8', 'fd00::/8'])

  it.each([
    {
      case: 'is the socket when no proxy is trusted, whatever X-Forwarded-For says',
      socket: '203.0.113.9',
      xff: '1.2.3.4',
      trusted: none,
      expected: '203.0.113.9',
    },
    {
      case: 'is the socket when the socket is no trusted proxy',
      socket: '203.0.113.9',
      xff: '1.2.3.4',
      trusted: proxies,
      expected: '203.0.113.9',
    },
    {
      case: 'is the right-most hop a trusted proxy appended',
      socket: '127.0.0.1',
      xff: '6.6.6.6, 198.51.100.7',
      trusted: proxies,
      expected: '198.51.100.7',
    },
    {
      case: 'skips trusted hops from the right',
      socket: '127.0.0.1',
      xff: '6.6.6.6, 198.51.100.7, 10.1.2.3',
      trusted: proxies,
      expected: '198.51.100.7',
    },
    {
      case: 'ignores what the client wrote before the trusted proxy’s hop',
      socket: '10.0.0.5',
      xff: '127.0.0.1, 198.51.100.8',
      trusted: proxies,
      expected: '198.51.100.8',
    },
    {
      case: 'stops at a hop that is not an address',
      socket: '127.0.0.1',
      xff: 'junk, 10.0.0.9',
      trusted: proxies,
      expected: '10.0.0.9',
    },
    {
      case: 'is the proxy when it forwards nothing',
      socket: '127.0.0.1',
      xff: undefined,
      trusted: proxies,
      expected: '127.0.0.1',
    },
    {
      case: 'unwraps IPv4 written as IPv6',
      socket: '::ffff:127.0.0.1',
      xff: '::ffff:198.51.100.2',
      trusted: proxies,
      expected: '198.51.100.2',
    },
    {
      case: 'trusts IPv6 ranges',
      socket: 'fd00::2',
      xff: '2001:db8::1',
      trusted: proxies,
      expected: '2001:db8::1',
    },
  ])('$case', ({ socket, xff, trusted, expected }) => {
    expect(clientAddressOf(socket, xff, trusted)).toBe(expected)
  })

  it('is unknown without a socket (an in-process call that carried none)', () => {
    expect(clientAddressOf(undefined, '1.2.3.4', proxies)).toBeNull()
  })

  it('refuses a malformed SOUK_TRUSTED_PROXIES entry', () => {
    expect(() => trustedProxies(['10.0.0.0/33'])).toThrow(/SOUK_TRUSTED_PROXIES/)
    expect(() => trustedProxies(['proxy.example'])).toThrow(/SOUK_TRUSTED_PROXIES/)
  })

  it('knows this machine’s addresses', () => {
    expect(isLoopback('127.0.0.1')).toBe(true)
    expect(isLoopback('127.9.8.7')).toBe(true)
    expect(isLoopback('::1')).toBe(true)
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true)
    expect(isLoopback('10.0.0.1')).toBe(false)
    expect(isLoopback('unknown')).toBe(false)
  })
})
