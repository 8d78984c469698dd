import {
  type Address,
  type AddressForm as AddressFormValues,
  type AddressInput,
  cx,
  DEFAULT_COUNTRY,
  DEFAULT_REGION,
  type FieldMessage,
  type FormErrors,
  isValid,
  runtimeTimeZone,
  shopperCountry,
  validateAddress,
} from '@souk/core'
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react'
import { Button } from '../Button'
import { Dropdown } from '../Dropdown'
import { useEditsKept } from '../hooks/useEditsKept'
import { useAddresses, useSession, useSettings } from '../hooks/useStores'
import { useT } from '../hooks/useT'
import { useSouk } from '../SoukProvider'
import { messageText } from './messageText'

/** The fields of the form, in the order they are shown and checked. */
const FIELDS = [
  'name',
  'email',
  'phone',
  'country',
  'state',
  'city',
  'zip',
  'address_1',
  'address_2',
  'delivery_instruction',
] as const

type Field = (typeof FIELDS)[number]
type Values = Record<Field, string>

/** Props of `AddressForm`. */
export interface AddressFormProps {
  /** The address to edit; without it the form creates a new one. */
  address?: Address | null
  /** Called with the saved address (created or updated). */
  onSaved?: (address: Address) => void
  /** Shows a Cancel button that calls this. */
  onCancel?: () => void
  /** Text of the submit button; default the translated 'Save address'. */
  submitLabel?: ReactNode
  /** Extra class on the form. */
  className?: string
}

/** Splits a stored phone into the number typed after the country's dial code. */
function localPhone(phone: string | null | undefined, dialCode: string | undefined): string {
  const value = (phone ?? '').trim()
  if (dialCode && value.startsWith(dialCode)) return value.slice(dialCode.length).trim()
  return value
}

/**
 * The address form (contract 5.9), create or edit: name, e-mail, phone (after the dial code of the chosen
 * country), country and state pickers from `countries-phones` (loaded on mount), city, zip, two address lines
 * and a delivery instruction. A new address starts in the shop's `default_country` / `default_state` (the
 * spec's AF / BDS otherwise). On submit core's `validateAddress` checks it (the state is required when the
 * country has states); each message shows under its field (`aria-invalid`, `aria-describedby`) and focus goes
 * to the first invalid field. A valid form is saved through the address book store (`addresses.save`).
 */
export function AddressForm({ address, onSaved, onCancel, submitLabel, className }: AddressFormProps) {
  const { t, language } = useT()
  const souk = useSouk()
  const id = useId()
  const fieldId = (field: Field) => `${id}${field}`
  const countries = useSettings((state) => state.countries)
  const setting = useSettings((state) => state.common?.setting)
  const profile = useSession((state) => state.profile)
  const pending = useAddresses((state) => state.pending)
  const [countriesFailed, setCountriesFailed] = useState(false)

  const [values, setValues] = useState<Values>(() => {
    const country = address?.country ?? setting?.default_country ?? DEFAULT_COUNTRY
    const dialCode = countries?.phones[country]
    return {
      name: address?.name ?? profile?.name ?? '',
      email: address?.email ?? profile?.email ?? '',
      phone: localPhone(address?.phone, dialCode),
      country,
      state: address ? (address.state ?? '') : (setting?.default_state ?? DEFAULT_REGION),
      city: address?.city ?? '',
      zip: address?.zip ?? '',
      address_1: address?.address_1 ?? '',
      address_2: address?.address_2 ?? '',
      delivery_instruction: address?.delivery_instruction ?? '',
    }
  })
  const [errors, setErrors] = useState<FormErrors<keyof AddressFormValues>>({})
  const [formError, setFormError] = useState('')

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads the country list once.
  useEffect(() => {
    souk.settings
      .getState()
      .loadCountries()
      .catch(() => setCountriesFailed(true))
  }, [])

  // A new address starts on the shopper's country (core's rule: time zone, then language region, then the
  // shop's setting), chosen in the browser once the country list is known, unless the shopper already chose.
  const countryChosen = useRef(Boolean(address))
  // What was typed (or filled in by the browser) before the page's scripts ran stays in the fields.
  const formRef = useRef<HTMLFormElement>(null)
  useEditsKept(formRef)
  useEffect(() => {
    if (countryChosen.current || !countries) return
    countryChosen.current = true
    const country = shopperCountry({
      timeZone: runtimeTimeZone(),
      languages: typeof navigator === 'undefined' ? [] : navigator.languages,
      settingCountry: setting?.default_country,
      shopCountries: Object.keys(countries.countries),
    })
    setValues((current) =>
      current.country === country
        ? current
        : {
            ...current,
            country,
            state: country === setting?.default_country ? (setting?.default_state ?? '') : '',
          },
    )
  }, [countries, setting])

  const countryOptions = useMemo(
    () =>
      Object.values(countries?.countries ?? {})
        .map((country) => ({ value: country.code2, label: country.name }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [countries, language],
  )
  const states = Object.values(countries?.countries[values.country]?.states ?? {})
  const stateOptions = states.map((state) => ({ value: state.code, label: state.name }))
  const dialCode = countries?.phones[values.country]

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }))
  }

  /** The phone as saved: with the country's dial code unless the shopper typed an international number. */
  const fullPhone = () => {
    const typed = values.phone.trim()
    if (!typed || typed.startsWith('+') || !dialCode) return typed
    return `${dialCode} ${typed}`
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    setFormError('')
    const phone = fullPhone()
    const found = validateAddress({ ...values, phone }, { requireState: states.length > 0 })
    setErrors(found)
    if (!isValid(found)) {
      const first = FIELDS.find((field) => field in found && found[field as keyof AddressFormValues])
      if (first) document.getElementById(fieldId(first))?.focus()
      return
    }
    const optional = (text: string) => text.trim() || null
    const input: AddressInput = {
      ...(address ? { id: address.id } : {}),
      name: values.name.trim(),
      email: values.email.trim(),
      phone,
      country: values.country,
      state: states.length > 0 ? values.state : optional(values.state),
      city: values.city.trim(),
      zip: values.zip.trim(),
      address_1: values.address_1.trim(),
      address_2: optional(values.address_2),
      delivery_instruction: optional(values.delivery_instruction),
    }
    const shown = souk.toast.getState().id
    const saved = await souk.addresses.getState().save(input)
    if (saved) {
      onSaved?.(saved)
      return
    }
    // The store toasts the server's message; it stays on the form too.
    const toast = souk.toast.getState()
    setFormError(toast.id !== shown && toast.error ? toast.message : t('errors.somethingWentWrong'))
  }

  const error = (field: Field): FieldMessage | undefined => errors[field as keyof AddressFormValues]

  const text = (
    field: Field,
    label: string,
    options: { type?: string; autoComplete?: string; optional?: boolean; multiline?: boolean } = {},
  ) => {
    const problem = error(field)
    const describedBy = [
      problem ? `${fieldId(field)}error` : '',
      field === 'phone' && dialCode ? `${id}dial` : '',
    ]
      .filter(Boolean)
      .join(' ')
    const common = {
      id: fieldId(field),
      name: field,
      className: 'souk-address-form__input',
      value: values[field],
      required: !options.optional,
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': describedBy || undefined,
    }
    return (
      <div className="souk-address-form__field" data-field={field} data-invalid={problem ? '' : undefined}>
        <label htmlFor={fieldId(field)} className="souk-address-form__label">
          {label}
          {options.optional ? (
            <span className="souk-address-form__optional"> ({t('common.optional')})</span>
          ) : null}
        </label>
        {options.multiline ? (
          <textarea {...common} rows={3} dir="auto" onChange={(event) => set(field, event.target.value)} />
        ) : field === 'phone' ? (
          <div className="souk-address-form__phone">
            {dialCode ? (
              <span id={`${id}dial`} className="souk-address-form__dial">
                <span className="souk-visually-hidden">{t('fields.countryCode')} </span>
                <span dir="ltr">{dialCode}</span>
              </span>
            ) : null}
            <input
              {...common}
              type="tel"
              dir="ltr"
              autoComplete={options.autoComplete}
              onChange={(event) => set(field, event.target.value)}
            />
          </div>
        ) : (
          <input
            {...common}
            type={options.type ?? 'text'}
            dir={options.type === 'email' ? 'ltr' : 'auto'}
            autoComplete={options.autoComplete}
            onChange={(event) => set(field, event.target.value)}
          />
        )}
        {problem ? (
          <p id={`${fieldId(field)}error`} className="souk-address-form__error">
            {messageText(t, problem)}
          </p>
        ) : null}
      </div>
    )
  }

  const countryProblem = error('country')
  const stateProblem = error('state')

  return (
    <form
      ref={formRef}
      className={cx('souk-address-form', className)}
      onSubmit={submit}
      noValidate
      data-mode={address ? 'edit' : 'create'}
    >
      <div className="souk-address-form__grid">
        {text('name', t('fields.name'), { autoComplete: 'name' })}
        {text('email', t('fields.email'), { type: 'email', autoComplete: 'email' })}
        <div
          className="souk-address-form__field"
          data-field="country"
          data-invalid={countryProblem ? '' : undefined}
        >
          <Dropdown
            id={fieldId('country')}
            label={t('fields.country')}
            placeholder={t('address.selectCountry')}
            options={countryOptions}
            value={values.country}
            searchable
            required
            loading={!countries && !countriesFailed}
            error={countryProblem ? messageText(t, countryProblem) : undefined}
            onChange={(country) => {
              countryChosen.current = true
              setValues((current) => ({ ...current, country, state: '' }))
              setErrors((current) => ({ ...current, country: undefined, state: undefined }))
            }}
          />
        </div>
        <div
          className="souk-address-form__field"
          data-field="state"
          data-invalid={stateProblem ? '' : undefined}
        >
          <Dropdown
            id={fieldId('state')}
            label={t('fields.state')}
            placeholder={t('address.selectState')}
            options={stateOptions}
            value={values.state || null}
            searchable={stateOptions.length > 8}
            required={stateOptions.length > 0}
            disabled={stateOptions.length === 0}
            loading={!countries && !countriesFailed}
            error={stateProblem ? messageText(t, stateProblem) : undefined}
            onChange={(state) => set('state', state)}
          />
        </div>
        {text('phone', t('fields.phone'), { autoComplete: 'tel-national' })}
        {text('city', t('fields.city'), { autoComplete: 'address-level2' })}
        {text('zip', t('fields.zip'), { autoComplete: 'postal-code' })}
        {text('address_1', t('fields.address1'), { autoComplete: 'address-line1' })}
        {text('address_2', t('fields.address2'), { autoComplete: 'address-line2', optional: true })}
        {text('delivery_instruction', t('fields.deliveryInstruction'), { optional: true, multiline: true })}
      </div>
      <p className="souk-address-form__form-error" role="alert">
        {formError}
      </p>
      <div className="souk-address-form__actions">
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        ) : null}
        <Button type="submit" busy={pending}>
          {submitLabel ?? t('address.save')}
        </Button>
      </div>
    </form>
  )
}
