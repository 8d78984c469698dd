import { describe, expect, it } from 'vitest'
import { checkVoucher } from '../pricing/checkVoucher'
import { makeAttributeGroup, makeProductDetail, makeVariant } from '../testing/fixtures'
import {
  validateChangePassword,
  validateResetPassword,
  validateSellerSignUp,
  validateSignIn,
} from './accountForms'
import { FIELD_KEYS, MESSAGE_KEYS } from './messageKeys'
import { validateAddress } from './validateAddress'
import { validateAddToCart } from './validateAddToCart'
import { validateCancelOrder } from './validateCancelOrder'
import { validateContact } from './validateContact'
import { validateQuantity } from './validateQuantity'
import { validateReview } from './validateReview'
import { validateShipping } from './validateShipping'
import type { FieldMessage, ValidationMessage } from './validationMessage'

// Every message the rules can give, gathered from failing inputs.
const variantProduct = makeProductDetail({
  inventory: [makeVariant([1], { quantity: 1 })],
  attribute: [makeAttributeGroup(1, [1])],
})
const produced: ValidationMessage[] = [
  ...Object.values(validateSignIn({ email: 'x', password: '1' })),
  ...Object.values(validateSellerSignUp({})),
  ...Object.values(
    validateSellerSignUp({ name: 'a', email: 'a@b.cd', password: '123456', password_confirmation: '654321' }),
  ),
  ...Object.values(validateResetPassword({})),
  ...Object.values(validateResetPassword({ code: '1' })),
  ...Object.values(validateChangePassword({})),
  ...Object.values(validateAddress({}, { requireState: true })),
  ...Object.values(validateAddress({ country: 'USA', phone: 'x' })),
  ...Object.values(validateContact({})),
  ...Object.values(validateCancelOrder({})),
  ...Object.values(validateReview({ images: [{ type: 'image/gif', size: 1 }] })),
  ...Object.values(validateReview({ rating: 5, images: [{ type: 'image/png', size: 2_000_000 }] })),
  validateQuantity(0),
  validateQuantity(3, 2),
  validateAddToCart(variantProduct, {}, 1),
  validateAddToCart(variantProduct, { 1: 1 }, 2),
  validateAddToCart(makeProductDetail({ inventory: [] }), {}, 1),
  validateShipping([], null),
  validateShipping([{ selected: 1, flash_product: null, shipping_place: null }], null),
  validateShipping([{ selected: 1, flash_product: null, shipping_place: null }], { country: 'US' }),
  validateShipping(
    [
      {
        selected: 1,
        flash_product: {
          shipping_rule: { shipping_places: [{ country: 'ALL', state: 'ALL', price: 0, pickup_price: 0 }] },
        },
        shipping_place: null,
      },
    ],
    { country: 'US' },
  ),
  checkVoucher(null, { base: 0 }),
  checkVoucher({ min_spend: 0, end_time: '2000-01-01 00:00:00' }, { base: 0 }),
  checkVoucher({ min_spend: 0, start_time: '2999-01-01 00:00:00' }, { base: 0 }),
  checkVoucher({ min_spend: 0, usage_limit: 1 }, { base: 0, usedCount: 1 }),
  checkVoucher({ min_spend: 0, limit_per_customer: 1 }, { base: 0, usedByShopper: 1 }),
  checkVoucher({ min_spend: 10 }, { base: 0 }),
]
const messages = produced.filter((entry): entry is FieldMessage => entry !== null && entry !== undefined)

describe('message keys', () => {
  it('lists every key the rules answer with, and no other', () => {
    expect([...new Set(messages.map((m) => m.key))].sort()).toEqual([...MESSAGE_KEYS].sort())
  })

  it('lists every field label the rules name, and no other but the rating label', () => {
    const labels = new Set(
      messages.flatMap((m) => (m.key === 'validation.required' ? [String(m.params?.type)] : [])),
    )
    expect([...labels, 'fields.rating'].sort()).toEqual([...FIELD_KEYS].sort())
  })

  it.each(MESSAGE_KEYS.map((key) => ({ key })))('$key is a dotted i18n key, not a text', ({ key }) => {
    expect(key).toMatch(/^[a-z]+\.[a-zA-Z]+$/)
  })
})
