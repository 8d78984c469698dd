import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createClient } from '../api'
import { envelope, type FakeApi, startFakeApi } from '../api/fixtures/fakeApi'
import type { Address, AddressInput } from '../model'
import { createToastStore } from '../toast/toastStore'
import { keyTranslate } from '../util/types'
import { createAddressesStore } from './addressesStore'

let api: FakeApi
beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
beforeEach(() => api.reset())

const input: AddressInput = {
  name: 'Leila',
  email: 'leila@example.com',
  phone: '+33 6 12 34 56 78',
  country: 'FR',
  state: 'IDF',
  city: 'Paris',
  zip: '75001',
  address_1: '1 rue de Rivoli',
}
const address = (id: number, overrides: Partial<Address> = {}): Address =>
  ({
    id,
    ...input,
    address_2: null,
    delivery_instruction: null,
    default: 2,
    user_id: null,
    user_token: 'g',
    ...overrides,
  }) as Address

function setup() {
  const client = createClient({ baseURL: api.baseURL, guestToken: () => 'guest' })
  const toast = createToastStore({ t: keyTranslate })
  return { addresses: createAddressesStore({ client, toast, t: keyTranslate }), toast }
}

const list = (addresses: Address[]) =>
  envelope({
    current_page: 1,
    data: addresses,
    last_page: 1,
    per_page: 25,
    total: addresses.length,
    links: [],
  })

describe('address book store', () => {
  it('inserts a new address at the front and says it was added', async () => {
    const { addresses, toast } = setup()
    api.queue({ json: list([address(1)]) }, { json: envelope(address(2), { message: 'Address created' }) })
    await addresses.getState().load()
    const saved = await addresses.getState().save(input)
    expect(saved?.id).toBe(2)
    expect(addresses.getState().list.map((entry) => entry.id)).toEqual([2, 1])
    expect(api.requests[1]?.json).toEqual({ ...input, user_token: 'guest' })
    expect(toast.getState().message).toBe('success.address {"msg":"address.added"}')
  })

  it('replaces an updated address where it was, merging the echoed fields', async () => {
    const { addresses, toast } = setup()
    api.queue({ json: list([address(1), address(2)]) }, { json: envelope({ id: 2, city: 'Lyon' }) })
    await addresses.getState().load()
    await addresses.getState().save({ ...input, id: 2, city: 'Lyon' })
    expect(addresses.getState().list.map((entry) => [entry.id, entry.city])).toEqual([
      [1, 'Paris'],
      [2, 'Lyon'],
    ])
    expect(addresses.getState().list[1]?.address_1).toBe('1 rue de Rivoli')
    expect(toast.getState().message).toBe('success.address {"msg":"address.updated"}')
  })

  it('removes a deleted address', async () => {
    const { addresses } = setup()
    api.queue({ json: list([address(1), address(2)]) }, { json: envelope(address(1)) })
    await addresses.getState().load()
    expect(await addresses.getState().remove(1)).toBe(true)
    expect(api.requests[1]).toMatchObject({
      method: 'DELETE',
      path: '/api/v1/user/address/delete/1',
      query: {},
      headers: expect.objectContaining({ 'user-token': 'guest' }),
    })
    expect(addresses.getState().list.map((entry) => entry.id)).toEqual([2])
  })

  it('shows the first form message as an error toast and keeps the list', async () => {
    const { addresses, toast } = setup()
    api.queue(
      { json: list([address(1)]) },
      {
        json: { data: { form: ['This address is used by an order'] }, status: 201, token: null, message: '' },
      },
    )
    await addresses.getState().load()
    expect(await addresses.getState().remove(1)).toBe(false)
    expect(addresses.getState().list).toHaveLength(1)
    expect(toast.getState()).toMatchObject({ error: true, message: 'This address is used by an order' })
  })
})
