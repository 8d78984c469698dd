import { describe, expect, it } from 'vitest'
import { createFakeSouk } from './createFakeSouk'
import { fakeFormError } from './fakeFetch'
import { makeCommon } from './fixtures'

describe('a fake Souk for stories and component tests', () => {
  it('answers routes from memory, with path parameters and bodies', async () => {
    const souk = createFakeSouk({
      routes: {
        'GET common': makeCommon(),
        'GET product/:id': ({ params }) => ({ id: Number(params.id) }),
        'POST cart/action': ({ body }) => ({ id: 1, ...(body as object) }),
      },
    })
    expect((await souk.settings.getState().load()).site_setting.site_name).toBe('Souk')
    expect((await souk.client.catalog.product(42)).data).toEqual({ id: 42 })
    const added = await souk.client.cart.action({ product_id: 3, inventory_id: 4, quantity: 1 })
    expect(added.data).toMatchObject({ id: 1, product_id: 3, user_token: 'storyguesttoken123' })
  })

  it('turns a thrown form error into a 201 failure the stores show', async () => {
    const souk = createFakeSouk({
      routes: {
        'POST cart/action': () => {
          throw fakeFormError('Out of stock')
        },
      },
    })
    await souk.cart.getState().add({ product_id: 1, inventory_id: 1, quantity: 1 })
    expect(souk.toast.getState()).toMatchObject({ error: true, message: 'Out of stock' })
  })

  it('names a route it does not have', async () => {
    const souk = createFakeSouk()
    await expect(souk.client.catalog.home()).rejects.toThrow('No fake route for GET home')
  })
})
