import { request } from 'node:http'
import { beforeAll, describe, expect, it } from 'vitest'
import { type TestServer, testServer } from '../test/testServer'

let server: TestServer
beforeAll(async () => {
  server = await testServer()
})

/** A GET under the API with headers fetch() would not send as given (`Host`), answered as text. */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const url = new URL(path, server.baseURL)
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        body += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

const FORGED = {
  Host: 'evil.example',
  'X-Forwarded-Host': 'evil.example',
  'X-Forwarded-Proto': 'https',
}

describe('absolute URLs of the API', () => {
  it('come from the public URL in a listing, whatever Host and X-Forwarded-Host say', async () => {
    const { status, body } = await rawGet('all?category=electronics', FORGED)
    expect(status).toBe(200)
    expect(body).not.toContain('evil.example')
    const { data } = JSON.parse(body) as { data: { result: { first_page_url: string } } }
    expect(data.result.first_page_url).toBe(
      `${server.config.publicUrl}/api/v1/all?category=electronics&page=1`,
    )
  })

  it("come from the public URL in a product's pages (its reviews, its suggested products)", async () => {
    for (const path of ['product/1', 'reviews/1', 'suggested-products/1']) {
      const { status, body } = await rawGet(path, FORGED)
      expect(status).toBe(200)
      expect(body).not.toContain('evil.example')
    }
    const { body } = await rawGet('suggested-products/1', FORGED)
    expect(body).toContain(`"${server.config.publicUrl}/api/v1/suggested-products/1?page=1"`)
  })

  it('come from the public URL in the settings (the image base every client prefixes)', async () => {
    const { body } = await rawGet('common', FORGED)
    expect(body).not.toContain('evil.example')
    const { data } = JSON.parse(body) as { data: { img_src_url: string } }
    expect(data.img_src_url.startsWith(server.config.publicUrl)).toBe(true)
  })
})
