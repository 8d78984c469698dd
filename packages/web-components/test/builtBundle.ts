import { memoryStorage } from '@souk/core'
import { createFakeFetch, makeCommon, makeProductDetail } from '@souk/core/testing'

/** What a built bundle (`dist/souk.js`, `dist/react/souk.js`) exports that these tests use. */
export interface BuiltApi {
  configureSouk: (config: Record<string, unknown>) => Promise<void>
}

/**
 * Loads a built bundle and configures it against a fake API whose products are titled `${titlePrefix} ${id}`
 * (an empty cart, the shop's common settings).
 */
export async function configureBuilt(
  load: (() => Promise<unknown>) | undefined,
  titlePrefix: string,
): Promise<BuiltApi> {
  if (!load) throw new Error('The bundle is not built: run the package build first.')
  const api = (await load()) as BuiltApi
  await api.configureSouk({
    apiBase: 'http://souk.test/api/v1/',
    storage: memoryStorage(),
    fetch: createFakeFetch({
      'GET common': makeCommon(),
      'GET product/:id': ({ params }) =>
        makeProductDetail({ id: Number(params.id), title: `${titlePrefix} ${params.id}` }),
      'GET cart/by-user': [],
    }),
  })
  return api
}
