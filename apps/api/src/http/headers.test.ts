import { beforeAll, describe, expect, it } from 'vitest'
import { type TestServer, testServer } from '../test/testServer'

let server: TestServer
beforeAll(async () => {
  server = await testServer()
})

describe('every answer of the API', () => {
  it('forbids content sniffing on JSON answers, errors and unknown paths', async () => {
    for (const path of ['common', 'product/999999', 'no-such-route']) {
      const response = await server.raw(path)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })

  it("keeps the sandbox payment page's own strict policy", async () => {
    const response = await server.raw('sandbox/pay/unknown-reference')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
  })
})
