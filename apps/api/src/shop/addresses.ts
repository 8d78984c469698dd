/**
 * Saved addresses (contract 5.9): each shopper sees and changes only their own. The rules live here (the first
 * address becomes the default, at most 50, none deleted while an order ships to it, a guest's record takes the
 * contact they typed); the rows are read and written by `addressQueries.ts`.
 */
import type { Address, AddressRow, Flag, Paginator } from '@souk/core'
import { PAGE_SIZES } from '@souk/core'
import { containsPattern } from '../catalog/sqlParts'
import type { Db } from '../db/openDb'
import { ApiError } from '../http/envelope'
import { type PageLocation, paginate } from '../http/paginate'
import { ensureGuest, type Shopper } from '../http/shopper'
import { createdText } from '../http/time'
import {
  addressById,
  addressPage,
  countAddresses,
  countOrdersTo,
  deleteAddressRow,
  insertAddress,
  setDefaultAddressId,
  setGuestContact,
  updateAddress,
} from './addressQueries'
import type { AddressChangeInput, AddressListQuery, NewAddressInput } from './inputs'

/** Most addresses one shopper may keep. */
const MAX_ADDRESSES = 50

/** One of the shopper's addresses. */
export async function addressOf(db: Db, shopper: Shopper, addressId: number): Promise<Address | undefined> {
  return addressById(db, shopper, addressId)
}

/** Makes an address the shopper's default (`onlyIfNone`: only when they have none yet). */
export async function setDefaultAddress(
  db: Db,
  shopper: Shopper,
  address: { id: number },
  onlyIfNone = false,
): Promise<void> {
  await setDefaultAddressId(db, shopper, address.id, onlyIfNone)
}

/** For a guest, the guest record takes the name and e-mail of the address they typed (contract 5.9). */
async function rememberGuestContact(db: Db, shopper: Shopper, name?: string, email?: string) {
  if (shopper.userToken === null || (!name && !email)) return
  await setGuestContact(db, shopper.userToken, name, email)
}

/** POST user/address/action with an `id`: changes the given fields of one of the shopper's addresses. */
export async function changeAddress(db: Db, shopper: Shopper, input: AddressChangeInput): Promise<Address> {
  const { id, user_token: _token, ...changes } = input
  const address = await db.transaction(async (tx) => {
    const updated = await updateAddress(tx, shopper, id, changes)
    if (!updated) throw new ApiError('No address found.')
    await rememberGuestContact(tx, shopper, changes.name, changes.email)
    return addressOf(tx, shopper, id)
  })
  if (!address) throw new ApiError('No address found.')
  return address
}

/** POST user/address/action without an `id`: a new address (the shopper's default when it is their first). */
export async function createAddress(db: Db, shopper: Shopper, input: NewAddressInput): Promise<Address> {
  const { user_token: _token, ...fields } = input
  const address = await db.transaction(async (tx) => {
    if ((await countAddresses(tx, shopper)) >= MAX_ADDRESSES) {
      throw new ApiError(`You can keep at most ${MAX_ADDRESSES} addresses. Please delete one first.`)
    }
    await ensureGuest(tx, shopper)
    const inserted = await insertAddress(tx, shopper, fields)
    if (!inserted) throw new ApiError('The address could not be saved.')
    await setDefaultAddress(tx, shopper, inserted, true)
    await rememberGuestContact(tx, shopper, fields.name, fields.email)
    return addressOf(tx, shopper, inserted.id)
  })
  if (!address) throw new ApiError('The address could not be saved.')
  return address
}

/** DELETE user/address/delete/{id}: refused while an order ships to it. */
export async function deleteAddress(
  db: Db,
  shopper: Shopper,
  addressId: number | undefined,
): Promise<Address> {
  const address = addressId === undefined ? undefined : await addressOf(db, shopper, addressId)
  if (!address) throw new ApiError('No address found.')
  await db.transaction(async (tx) => {
    if ((await countOrdersTo(tx, address.id)) > 0) {
      throw new ApiError('This address is used by an order, so it cannot be deleted.')
    }
    await deleteAddressRow(tx, shopper, address.id)
  })
  return address
}

/** GET user/address/all: the shopper's addresses, newest first unless sorted (both `orderby` and `type`). */
export async function addressList(
  db: Db,
  shopper: Shopper,
  query: AddressListQuery,
  location: PageLocation,
): Promise<Paginator<AddressRow>> {
  const perPage = PAGE_SIZES.frontend
  const { found, total } = await addressPage(db, shopper, {
    pattern: query.q ? containsPattern(query.q) : undefined,
    sort: query.orderby && query.type ? { column: query.orderby, direction: query.type } : undefined,
    limit: perPage,
    offset: (query.page - 1) * perPage,
  })
  const data: AddressRow[] = found.map(
    ({ created_raw, owner_name, owner_email, guest, total_count: _total, ...address }) => {
      const row: AddressRow = { ...address, created: createdText(created_raw, query.time_zone) }
      if (address.user_id !== null) {
        row.user = { id: address.user_id, name: owner_name ?? '', email: owner_email ?? '' }
      } else row.guest_user = guest ? { ...guest, viewed: guest.viewed as Flag } : null
      return row
    },
  )
  return paginate(data, total, query.page, perPage, location)
}
