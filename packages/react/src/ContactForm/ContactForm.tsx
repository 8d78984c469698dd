import {
  type ContactForm as ContactValues,
  cx,
  errorTexts,
  type FieldMessage,
  validateContact,
} from '@souk/core'
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react'
import { Button } from '../Button'
import { useEditsKept } from '../hooks/useEditsKept'
import { useT } from '../hooks/useT'
import { useSouk } from '../SoukProvider'

/** Props of `ContactForm`. */
export interface ContactFormProps {
  /** Called after the message was sent. */
  onSent?: (values: Record<keyof ContactValues, string>) => void
  /** Extra class on the root. */
  className?: string
}

type Field = keyof ContactValues
const FIELDS: { name: Field; label: string; autoComplete?: string; type?: string; multiline?: boolean }[] = [
  { name: 'name', label: 'fields.name', autoComplete: 'name' },
  { name: 'email', label: 'fields.email', autoComplete: 'email', type: 'email' },
  { name: 'subject', label: 'fields.subject' },
  { name: 'message', label: 'fields.message', multiline: true },
]

type State = {
  phase: 'idle' | 'busy' | 'done'
  fieldErrors: Partial<Record<Field, FieldMessage>>
  errors: string[]
}

/**
 * The 'Contact us' form (spec §2.6): name, e-mail, subject and message, checked by core's `validateContact`
 * (each message under its field, focus on the first wrong one) and sent with `client.content.contact`. The
 * shop's answer replaces the form ('We have received your message…', announced and focused); the API's form
 * messages show above the button.
 */
export function ContactForm({ onSent, className }: ContactFormProps) {
  const { t } = useT()
  const souk = useSouk()
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  // What was typed before the page's scripts ran stays in the fields.
  useEditsKept(formRef)
  const doneRef = useRef<HTMLParagraphElement>(null)
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    email: '',
    subject: '',
    message: '',
  })
  const [state, setState] = useState<State>({ phase: 'idle', fieldErrors: {}, errors: [] })

  // Focus moves to the answer in the same commit that removes the form (and its focused button).
  useLayoutEffect(() => {
    if (state.phase === 'done') doneRef.current?.focus()
  }, [state.phase])

  const text = (message: FieldMessage) => {
    const params: Record<string, unknown> = { ...message.params }
    if (typeof params.type === 'string') params.type = t(params.type)
    return t(message.key, params)
  }

  const focusField = (name: Field) => formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus()

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (state.phase === 'busy') return
    const fieldErrors = validateContact(values)
    const first = FIELDS.find((field) => fieldErrors[field.name])
    if (first) {
      setState({ phase: 'idle', fieldErrors, errors: [] })
      focusField(first.name)
      return
    }
    setState({ phase: 'busy', fieldErrors: {}, errors: [] })
    const sent = {
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
    }
    try {
      await souk.client.content.contact(sent)
      setState({ phase: 'done', fieldErrors: {}, errors: [] })
      onSent?.(sent)
    } catch (error) {
      const errors = errorTexts(error, t)
      setState({ phase: 'idle', fieldErrors: {}, errors })
    }
  }

  const root = cx('souk-contact-form', className)
  if (state.phase === 'done') {
    return (
      <div className={root}>
        <p ref={doneRef} className="souk-contact-form__done" role="status" tabIndex={-1}>
          {t('success.contact')}
        </p>
      </div>
    )
  }
  return (
    <form ref={formRef} className={root} noValidate onSubmit={(event) => void onSubmit(event)}>
      {FIELDS.map((field) => {
        const error = state.fieldErrors[field.name]
        const fieldId = `${id}${field.name}`
        const props = {
          id: fieldId,
          name: field.name,
          className: 'souk-contact-form__input',
          required: true,
          autoComplete: field.autoComplete,
          value: values[field.name] ?? '',
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${fieldId}-error` : undefined,
          onChange: (event: { target: { value: string } }) =>
            setValues((current) => ({ ...current, [field.name]: event.target.value })),
        }
        return (
          <div key={field.name} className="souk-contact-form__field" data-field={field.name}>
            <label className="souk-contact-form__label" htmlFor={fieldId}>
              {t(field.label)}
            </label>
            {field.multiline ? (
              <textarea rows={6} {...props} />
            ) : (
              <input type={field.type ?? 'text'} {...props} />
            )}
            {error ? (
              <p id={`${fieldId}-error`} className="souk-contact-form__error">
                {text(error)}
              </p>
            ) : null}
          </div>
        )
      })}
      {state.errors.length ? (
        <div className="souk-contact-form__errors" role="alert">
          <ul>
            {state.errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="souk-contact-form__actions">
        <Button type="submit" busy={state.phase === 'busy'}>
          {t('contact.submit')}
        </Button>
      </div>
    </form>
  )
}
