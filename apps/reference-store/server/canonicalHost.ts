/**
 * One name for the shop (issue 18): payment and social sign-in returns go to `SOUK_PUBLIC_URL`, so a page opened
 * under another host name (127.0.0.1 instead of localhost, an IP, another DNS name) would start a checkout whose
 * return lands on an origin that does not know the guest. Requests under another host are sent to the public
 * URL before anything is stored: a GET or HEAD is redirected (308, same path and query); any other method is
 * refused (421 Misdirected Request), as its body cannot follow a redirect safely.
 *
 * The host is the request's `Host` header. `X-Forwarded-Host` (which any client can write) counts only when the
 * request comes from a proxy named in SOUK_TRUSTED_PROXIES. Health checks (`/healthz`, `/readyz`) and the
 * loopback-only load report (`/_souk/`) answer on any host: balancers call instances by address. Names listed in
 * SOUK_EXTRA_HOSTS (e.g. each instance's own address, for checks that bypass the balancer) are answered too.
 */
import type { TrustedProxies } from '@souk/api'

/** What the check needs to know. */
export interface CanonicalHostOptions {
  /** The shop's public URL (`SOUK_PUBLIC_URL`). */
  publicUrl: string
  /** The proxies whose `X-Forwarded-Host` is believed (SOUK_TRUSTED_PROXIES). */
  trusted: TrustedProxies
  /** Other `host[:port]` names answered as they are (SOUK_EXTRA_HOSTS: an instance's own address). */
  extraHosts?: readonly string[]
}

/** SOUK_EXTRA_HOSTS as a list of lower-case `host[:port]` names. */
export function extraHostsOf(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
}

/** Paths that answer under any host name. */
const ANY_HOST = /^\/(healthz|readyz)$|^\/_souk\//

/** The host the client asked for: `Host`, or a trusted proxy's `X-Forwarded-Host`; lower case. */
export function requestedHost(
  headers: Headers,
  socketAddress: string | undefined,
  trusted: TrustedProxies,
): string {
  const forwarded = headers.get('x-forwarded-host')?.split(',')[0]?.trim()
  if (forwarded && socketAddress && trusted.has(socketAddress)) return forwarded.toLowerCase()
  return (headers.get('host') ?? '').toLowerCase()
}

/** The host of a URL as it appears in a `Host` header (the port only when it is not the scheme's default). */
function hostOf(url: URL): string {
  return url.host.toLowerCase()
}

/**
 * The answer for a request under another host than the public URL's, or null when it is the public host (or a
 * path that answers anywhere).
 */
export function otherHostAnswer(
  request: Request,
  socketAddress: string | undefined,
  options: CanonicalHostOptions,
): Response | null {
  const url = new URL(request.url)
  if (ANY_HOST.test(url.pathname)) return null
  const publicUrl = new URL(options.publicUrl)
  const host = requestedHost(request.headers, socketAddress, options.trusted)
  if (host === hostOf(publicUrl) || options.extraHosts?.includes(host)) return null
  const target = new URL(`${url.pathname}${url.search}`, publicUrl.origin)
  if (request.method === 'GET' || request.method === 'HEAD') {
    return new Response(null, {
      status: 308,
      headers: { Location: target.href, 'Cache-Control': 'no-store', Vary: 'Host' },
    })
  }
  const message = `This shop answers at ${publicUrl.origin}: send the request there.`
  const wantsHtml =
    !url.pathname.startsWith('/api/') && (request.headers.get('accept') ?? '').includes('text/html')
  if (wantsHtml) {
    const html = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Misdirected request</title><h1>Misdirected request</h1><p>This shop answers at <a href="${target.href.replace(/"/g, '%22')}">${publicUrl.origin}</a>.</p></html>`
    return new Response(html, {
      status: 421,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  return Response.json(
    { status: 421, data: { form: [message] }, message, token: null },
    { status: 421, headers: { 'Cache-Control': 'no-store' } },
  )
}
