import { emailField, type FormText } from './accountForms'
import { validatePhone } from './validatePhone'
import { validateRequired } from './validateRequired'
import { type FormErrors, formErrors, message, type ValidationMessage } from './validationMessage'

/** Values of the address form (contract 5.9). */
export interface AddressForm {
  name?: FormText
  email?: FormText
  phone?: FormText
  country?: FormText
  state?: FormText
  city?: FormText
  zip?: FormText
  address_1?: FormText
  address_2?: FormText
  delivery_instruction?: FormText
}

/** Options of `validateAddress`. */
export interface AddressRules {
  /** Require a state (when the chosen country has states to pick from). */
  requireState?: boolean
}

const COUNTRY_CODE = /^[A-Za-z]{2}$/

/** A country must be an ISO-3166 alpha-2 code (two letters). */
export function validateCountryCode(value: FormText): ValidationMessage {
  return COUNTRY_CODE.test((value ?? '').trim()) ? null : message('validation.countryCode')
}

/**
 * Address: name, e-mail, phone (6 to 20 digits), country (two letters), city, zip and first address line are
 * required; the state only when `requireState` is set.
 */
export function validateAddress(
  values: AddressForm,
  rules: AddressRules = {},
): FormErrors<keyof AddressForm> {
  return formErrors<keyof AddressForm>([
    ['name', validateRequired(values.name, 'fields.name')],
    ['email', emailField(values.email)],
    ['phone', validateRequired(values.phone, 'fields.phone') ?? validatePhone(values.phone)],
    ['country', validateRequired(values.country, 'fields.country') ?? validateCountryCode(values.country)],
    ['state', rules.requireState ? validateRequired(values.state, 'fields.state') : null],
    ['city', validateRequired(values.city, 'fields.city')],
    ['zip', validateRequired(values.zip, 'fields.zip')],
    ['address_1', validateRequired(values.address_1, 'fields.address1')],
  ])
}
