/**
 * Who is on the other end of a request, for rate limits and the loopback-only development helpers. The socket's
 * address is the client, unless it is one of the proxies named in SOUK_TRUSTED_PROXIES: then `X-Forwarded-For` is
 * read from the right, skipping trusted hops, and the first untrusted address is the client. A client can write
 * anything into `X-Forwarded-For`; only what a trusted proxy appended counts.
 */
import { BlockList, isIP } from 'node:net'
import type { Context } from 'hono'

/** A set of trusted proxy addresses and ranges. */
export interface TrustedProxies {
  has: (address: string) => boolean
}

/** Unwraps an IPv4 address written as IPv6 (`::ffff:127.0.0.1`), as Node reports dual-stack sockets. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  return mapped?.[1] ?? address
}

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4')

/** Parses SOUK_TRUSTED_PROXIES entries (`10.0.0.5`, `10.0.0.0/8`, `::1`, `fd00::/8`); throws on a malformed one. */
export function trustedProxies(entries: readonly string[]): TrustedProxies {
  const list = new BlockList()
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/')
    const kind = isIP(address)
    const bits = prefix === undefined ? undefined : Number(prefix)
    const maxBits = kind === 6 ? 128 : 32
    if (
      !kind ||
      extra !== undefined ||
      (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits))
    ) {
      throw new Error(`SOUK_TRUSTED_PROXIES: "${entry}" is not an address or a CIDR range`)
    }
    if (bits === undefined) list.addAddress(address, family(address))
    else list.addSubnet(address, bits, family(address))
  }
  return {
    has: (address) => {
      const plain = plainAddress(address)
      return isIP(plain) !== 0 && list.check(plain, family(plain))
    },
  }
}

/**
 * The client's address: the socket's peer, or, when that peer is a trusted proxy, the right-most address of
 * `X-Forwarded-For` that is not a trusted proxy. Null when the request did not come through a socket.
 */
export function clientAddressOf(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trusted: TrustedProxies,
): string | null {
  if (!socketAddress) return null
  let client = plainAddress(socketAddress)
  if (!trusted.has(client) || !forwardedFor) return client
  const hops = forwardedFor
    .split(',')
    .map((hop) => plainAddress(hop.trim()))
    .filter(Boolean)
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = hops[index] as string
    // A hop that is no address at all was written by the client: stop at the last address a proxy vouched for.
    if (isIP(hop) === 0) return client
    client = hop
    if (!trusted.has(hop)) return hop
  }
  return client
}

/** The Node socket the request came through (`@hono/node-server` puts it in the bindings), if any. */
export function socketAddressOf(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  return env?.incoming?.socket?.remoteAddress
}

/** The client of a request, by the rule above; `unknown` when it came through no socket (in-process calls). */
export function clientAddress(c: Context, trusted: TrustedProxies): string {
  return clientAddressOf(socketAddressOf(c), c.req.header('X-Forwarded-For'), trusted) ?? 'unknown'
}

/** Whether an address is this machine (127.0.0.0/8 or ::1). */
export function isLoopback(address: string): boolean {
  const plain = plainAddress(address)
  return plain === '::1' || (isIP(plain) === 4 && plain.startsWith('127.'))
}
