import { VOUCHER_MESSAGE_KEYS } from '../pricing/checkVoucher'

/** Every message key the validators answer with (the i18n texts must define each). */
export const VALIDATION_MESSAGE_KEYS = [
  'validation.required',
  'validation.invalidEmail',
  'validation.passwordLength',
  'validation.passwordMismatch',
  'validation.invalidNumber',
  'validation.codeLength',
  'validation.reviewImageType',
  'validation.reviewImageSize',
  'validation.ratingRequired',
  'validation.countryCode',
  'cart.minQuantity',
  'cart.maxQuantity',
  'cart.cannotShip',
  'product.selectAttributes',
  'product.quantityExceedsInventory',
  'product.outOfStock',
  'shipping.addAddressFirst',
  'shipping.unableToShip',
  'shipping.noneSelected',
] as const

/** Every message key of core's rules: the validators' and the voucher check's. */
export const MESSAGE_KEYS = [...VALIDATION_MESSAGE_KEYS, ...VOUCHER_MESSAGE_KEYS] as const

/** A message key of core's rules. */
export type MessageKey = (typeof MESSAGE_KEYS)[number]

/**
 * The field-label keys of the forms the validators check: each is passed as `params.type` of
 * 'validation.required', except 'fields.rating' (a missing rating answers 'validation.ratingRequired').
 */
export const FIELD_KEYS = [
  'fields.name',
  'fields.email',
  'fields.password',
  'fields.confirmPassword',
  'fields.phone',
  'fields.country',
  'fields.state',
  'fields.city',
  'fields.zip',
  'fields.address1',
  'fields.storeName',
  'fields.code',
  'fields.subject',
  'fields.message',
  'fields.reason',
  'fields.currentPassword',
  'fields.newPassword',
  'fields.rating',
] as const

/** A field-label key. */
export type FieldKey = (typeof FIELD_KEYS)[number]
