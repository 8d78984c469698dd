/**
 * Vendor registration (contract 5.8): a vendor account waiting for the e-mailed code, then for the shop to
 * activate it. Closed when `settings.vendor_registration` is off; `store_name` is checked, not stored.
 */
import type { Flag, SellerAccount } from '@souk/core'
import type { Db } from '../db/openDb'
import { ApiError } from '../http/envelope'
import { consumeCode, issueCode } from './codes'
import type { SellerSignUpInput, SellerVerifyInput } from './inputs'
import { codeMail, queueMail } from './mail'
import { hashPassword } from './password'
import {
  accountSettings,
  adminByEmail,
  insertVendor,
  markVendorVerified,
  updateVendor,
  usernamesLike,
} from './queries'
import { rateLimit } from './rateLimit'

const NO_SELLER = 'No seller account uses this e-mail address.'

/** A username from the first word of the name, made unique with a number when taken. */
async function freeUsername(db: Db, name: string, address: string): Promise<string> {
  const base =
    (name.split(/\s+/)[0] ?? '')
      .normalize('NFKD')
      .replace(/[^\p{L}\p{N}]/gu, '')
      .toLowerCase()
      .slice(0, 40) || 'seller'
  const names = new Set(await usernamesLike(db, base, address))
  if (!names.has(base)) return base
  for (let suffix = 2; ; suffix++) if (!names.has(`${base}${suffix}`)) return `${base}${suffix}`
}

/** POST seller/signup: registers (or registers again, before verification) a vendor; returns the address. */
export async function sellerSignUp(db: Db, input: SellerSignUpInput, lang: string | null): Promise<string> {
  const settings = await accountSettings(db)
  if (settings?.vendor_registration !== 1) throw new ApiError('Seller registration is closed at the moment.')
  const address = input.email.toLowerCase()
  await rateLimit(db, `seller-signup:${address}`, 5, 3600)
  const existing = await adminByEmail(db, address)
  if (existing?.verified === 1) throw new ApiError('This e-mail address is already registered.')
  const passwordHash = await hashPassword(input.password)
  await db.transaction(async (tx) => {
    const username = await freeUsername(tx, input.name, address)
    const values = { name: input.name, username, password: passwordHash }
    if (existing) await updateVendor(tx, existing.id, values)
    else await insertVendor(tx, { ...values, email: address })
    const code = await issueCode(tx, 'seller_verify', address)
    await queueMail(tx, codeMail(address, input.name, code, 'seller_verify', lang))
  })
  return address
}

/** POST seller/verify: confirms a vendor's e-mailed code; returns the vendor's account. */
export async function sellerVerify(db: Db, client: string, input: SellerVerifyInput): Promise<SellerAccount> {
  const address = input.email.toLowerCase()
  await rateLimit(db, `seller-verify:${client}`, 30, 900)
  const seller = await adminByEmail(db, address, 'vendor')
  if (!seller) throw new ApiError(NO_SELLER)
  await consumeCode(db, 'seller_verify', address, input.code)
  const account = await markVendorVerified(db, seller.id)
  if (!account) throw new ApiError(NO_SELLER)
  return { ...account, verified: account.verified as Flag }
}
