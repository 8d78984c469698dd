import {
  type CancelOrderForm as CancelOrderValues,
  canCancelOrder,
  cx,
  errorText,
  type FormErrors,
  isValid,
  type Order,
  validateCancelOrder,
} from '@souk/core'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { messageText } from '../AddressForm/messageText'
import { Button } from '../Button'
import { Dropdown } from '../Dropdown'
import { useT } from '../hooks/useT'
import { Icon } from '../Icon'

/** The reasons offered, in order (keys under `cancelOrder.reasons`). */
export const CANCEL_REASONS = [
  'changedMind',
  'foundCheaper',
  'wrongItem',
  'deliveryTooLong',
  'wrongAddress',
  'other',
] as const

/** A reason key of `CANCEL_REASONS`. */
export type CancelReason = (typeof CANCEL_REASONS)[number]

/** Props of `CancelOrderForm`. */
export interface CancelOrderFormProps {
  /** The order to cancel; the form is only offered while it is pending (status 1) and not cancelled. */
  order: Pick<Order, 'status' | 'cancelled'>
  /**
   * Sends the cancellation (the page calls `client.orders.cancel`). Resolving (to anything but `false`)
   * shows 'Your order has been cancelled.'; throwing shows the error on the form.
   */
  onSubmit: (input: { title: string; message: string }) => Promise<unknown> | unknown
  /** Shows a 'Keep my order' button that calls this (e.g. to close the dialog). */
  onCancel?: () => void
  /** Extra content after the success text. */
  successActions?: ReactNode
  /** Extra class on the form. */
  className?: string
}

/**
 * The order cancellation form: a reason picked from the catalogue's reasons (a `Dropdown`; its text is the
 * cancellation's title) and a free-text message, both required by core's `validateCancelOrder`; messages
 * show under their fields and focus goes to the first invalid one. Submits through `onSubmit({title,
 * message})`. For an order that is not pending it only says 'Only pending orders can be cancelled.'.
 */
export function CancelOrderForm({
  order,
  onSubmit,
  onCancel,
  successActions,
  className,
}: CancelOrderFormProps) {
  const { t } = useT()
  const id = useId()
  const [reason, setReason] = useState<CancelReason | null>(null)
  const [message, setMessage] = useState('')
  const [errors, setErrors] = useState<FormErrors<keyof CancelOrderValues>>({})
  const [formError, setFormError] = useState('')
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)

  if (!canCancelOrder(order) && !done) {
    return (
      <p className={cx('souk-cancel-order', className)} data-unavailable="">
        {t('cancelOrder.onlyPending')}
      </p>
    )
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    setFormError('')
    const title = reason ? t(`cancelOrder.reasons.${reason}`) : ''
    const found = validateCancelOrder({ title, message })
    setErrors(found)
    if (!isValid(found)) {
      document.getElementById(found.title ? `${id}reason` : `${id}message`)?.focus()
      return
    }
    setBusy(true)
    try {
      const result = await onSubmit({ title, message: message.trim() })
      if (result === false) setFormError(t('errors.somethingWentWrong'))
      else setDone(true)
    } catch (failure) {
      setFormError(errorText(failure, t))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={cx('souk-cancel-order', className)} data-done={done || undefined}>
      <div role="status" className="souk-cancel-order__status">
        {done ? (
          <p className="souk-cancel-order__success">
            <Icon name="check" />
            <span>{t('success.orderCancelled')}</span>
          </p>
        ) : null}
      </div>
      {done ? (
        successActions
      ) : (
        <form className="souk-cancel-order__form" onSubmit={submit} noValidate>
          <Dropdown
            id={`${id}reason`}
            label={t('cancelOrder.reason')}
            placeholder={t('cancelOrder.selectReason')}
            options={CANCEL_REASONS.map((key) => ({ value: key, label: t(`cancelOrder.reasons.${key}`) }))}
            value={reason}
            required
            error={errors.title ? messageText(t, errors.title) : undefined}
            onChange={(value) => {
              setReason(value)
              setErrors((current) => ({ ...current, title: undefined }))
            }}
          />
          <div className="souk-cancel-order__field" data-invalid={errors.message ? '' : undefined}>
            <label htmlFor={`${id}message`} className="souk-cancel-order__label">
              {t('fields.message')}
            </label>
            <textarea
              id={`${id}message`}
              name="message"
              className="souk-cancel-order__input"
              rows={4}
              dir="auto"
              required
              value={message}
              placeholder={t('cancelOrder.messagePlaceholder')}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? `${id}messageError` : undefined}
              onChange={(event) => {
                setMessage(event.target.value)
                if (errors.message) setErrors((current) => ({ ...current, message: undefined }))
              }}
            />
            {errors.message ? (
              <p id={`${id}messageError`} className="souk-cancel-order__error">
                {messageText(t, errors.message)}
              </p>
            ) : null}
          </div>
          <p className="souk-cancel-order__form-error" role="alert">
            {formError}
          </p>
          <div className="souk-cancel-order__actions">
            {onCancel ? (
              <Button variant="ghost" onClick={onCancel}>
                {t('cancelOrder.keep')}
              </Button>
            ) : null}
            <Button type="submit" variant="danger" busy={busy}>
              {t('cancelOrder.confirm')}
            </Button>
          </div>
        </form>
      )}
    </div>
  )
}
