import { cx, errorTexts, type FieldMessage, type FormErrors, type Translate } from '@souk/core'
import { useEditsKept, useT } from '@souk/react'
import { type InputHTMLAttributes, useId, useRef } from 'react'

/** The text of a core validation message: its `type` parameter is itself a field-label key, translated first. */
export function fieldText(t: Translate, problem: FieldMessage | null | undefined): string {
  if (!problem) return ''
  const params: Record<string, unknown> = { ...problem.params }
  if (typeof params.type === 'string') params.type = t(params.type)
  return t(problem.key, params)
}

/** The messages to show for a failed call: core's rule (the API's form messages, 'API is down.', …), joined. */
export function failureText(t: Translate, error: unknown): string {
  return errorTexts(error, t).join(' ')
}

/** Focuses the first invalid field of a form (the order of `fields`). */
export function focusFirstInvalid<F extends string>(
  form: HTMLFormElement,
  fields: F[],
  errors: FormErrors<F>,
) {
  const first = fields.find((field) => errors[field])
  if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus()
}

/** Props of `Field`. */
export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  /** The input's name (also the field key of the validator). */
  name: string
  /** The visible label. */
  label: string
  /** The current value. */
  value: string
  /** Called with the typed value. */
  onValue: (value: string) => void
  /** The validator's message for this field. */
  problem?: FieldMessage | null
  /** A hint under the field. */
  hint?: string
}

/** A labelled text input with its validation message (`aria-invalid`, `aria-describedby`). */
export function Field({ name, label, value, onValue, problem, hint, type = 'text', ...rest }: FieldProps) {
  const { t } = useT()
  const id = useId()
  // What was typed (or filled in by the browser: e-mail, password) before the page's scripts ran stays typed.
  const inputRef = useRef<HTMLInputElement>(null)
  useEditsKept(inputRef)
  const describedBy = cx(problem ? `${id}-error` : '', hint ? `${id}-hint` : '')
  return (
    <div className="store-form__field" data-invalid={problem ? '' : undefined}>
      <label htmlFor={id} className="store-form__label">
        {label}
      </label>
      <input
        {...rest}
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        className="store-form__input"
        value={value}
        dir={type === 'email' || type === 'password' ? 'ltr' : 'auto'}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onValue(event.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="store-form__hint">
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-error`} className="store-form__error">
          {fieldText(t, problem)}
        </p>
      ) : null}
    </div>
  )
}

/** A form-level message (the API's answer), announced when it appears. */
export function FormAlert({ message, tone = 'error' }: { message: string; tone?: 'error' | 'success' }) {
  if (!message) return null
  return (
    <p className="store-form__alert" data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {message}
    </p>
  )
}
