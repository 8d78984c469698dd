/**
 * Requests from a chosen loopback address (127.0.0.2, 127.0.0.3, …): real sockets whose peer address the server
 * sees, so tests can play several clients without any header the server would have to trust.
 */
import { request } from 'node:http'

/** What came back. */
export interface RawReply {
  status: number
  headers: Record<string, string | string[] | undefined>
  text: string
  /** The body as JSON (the API's envelope). */
  json: <T = unknown>() => T
}

/** Sends a request to `url` from the local address `from`. */
export function requestFrom(
  from: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: init.method ?? 'GET', headers: init.headers, localAddress: from, agent: false },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            text,
            json: <T>() => JSON.parse(text) as T,
          })
        })
        incoming.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    outgoing.end(init.body)
  })
}

/** A JSON POST of `body` to `url` from the local address `from`. */
export function postFrom(from: string, url: string, body: unknown, headers: Record<string, string> = {}) {
  return requestFrom(from, url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}
