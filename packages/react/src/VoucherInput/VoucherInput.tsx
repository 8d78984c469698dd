import { CART_FORM, cx } from '@souk/core'
import { type FormEvent, useId, useRef, useState } from 'react'
import { Button } from '../Button'
import { useEditsKept } from '../hooks/useEditsKept'
import { useLinks } from '../hooks/useLinks'
import { usePrice } from '../hooks/usePrice'
import { useCart } from '../hooks/useStores'
import { useT } from '../hooks/useT'
import { Icon } from '../Icon'
import { usePart } from '../parts'
import { useWidgetSouk } from '../SoukProvider'

/** Props of `VoucherInput`. */
export interface VoucherInputProps {
  /** Called after a voucher was accepted, with its code and discount. */
  onApplied?: (voucher: { code: string; discount: number }) => void
  /** Called after the applied voucher was removed. */
  onRemoved?: () => void
  /** Extra class on the root. */
  className?: string
}

/**
 * The voucher field of the cart and checkout, connected to the cart store: a code field and an Apply button
 * (`cart.applyVoucher`, busy while the check runs); a refusal is toasted by the store and also shown under
 * the field (`aria-invalid`, `aria-describedby`). Once accepted, the code and its discount show with a
 * remove button (`cart.removeVoucher`) that gives focus back to the field. The code field is a real form posting
 * to `souk.links.cartAction()` (intent `voucher`): before the page's scripts run, or without them, the store's
 * cart action checks the code and shows the cart with the answer; once hydrated the check runs in the page.
 */
export function VoucherInput({ onApplied, onRemoved, className }: VoucherInputProps) {
  const { t } = useT()
  const part = usePart('voucher-input')
  const souk = useWidgetSouk()
  const links = useLinks()
  const format = usePrice()
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  // A code typed before the page's scripts ran stays in the field.
  useEditsKept(inputRef)
  const voucher = useCart((state) => state.voucher)
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setError('')
    const shown = souk.toast.getState().id
    const done = await souk.cart.getState().applyVoucher(code)
    setBusy(false)
    if (done) {
      const applied = souk.cart.getState().voucher
      setCode('')
      if (applied) onApplied?.(applied)
      return
    }
    // The store toasts the refusal; the same text stays under the field.
    const toast = souk.toast.getState()
    setError(toast.id !== shown && toast.error ? toast.message : t('errors.somethingWentWrong'))
    inputRef.current?.focus()
  }

  const remove = () => {
    souk.cart.getState().removeVoucher()
    onRemoved?.()
    // The remove button disappears with the voucher: focus goes back to the field.
    requestAnimationFrame(() => inputRef.current?.focus())
  }

  return (
    <div
      className={cx('souk-voucher-input', className)}
      part={part()}
      data-applied={voucher ? '' : undefined}
    >
      {voucher ? (
        <div className="souk-voucher-input__applied">
          <Icon name="tag" />
          <p className="souk-voucher-input__summary">
            <span className="souk-voucher-input__label">{t('cart.voucher')}</span>{' '}
            <strong className="souk-voucher-input__code" dir="auto">
              {voucher.code}
            </strong>{' '}
            <span className="souk-voucher-input__discount">{format(-Math.abs(voucher.discount))}</span>
          </p>
          <Button variant="ghost" size="sm" onClick={remove}>
            {t('voucher.remove')}
          </Button>
        </div>
      ) : (
        <form
          method="post"
          action={links.cartAction()}
          className="souk-voucher-input__form"
          onSubmit={apply}
          noValidate
        >
          <input type="hidden" name={CART_FORM.intent} value="voucher" />
          <label htmlFor={`${id}code`} className="souk-voucher-input__field-label">
            {t('voucher.code')}
          </label>
          <div className="souk-voucher-input__row">
            <input
              ref={inputRef}
              id={`${id}code`}
              name={CART_FORM.code}
              className="souk-voucher-input__input"
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={t('voucher.placeholder')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}error` : undefined}
              onChange={(event) => {
                setCode(event.target.value)
                if (error) setError('')
              }}
            />
            <Button type="submit" variant="secondary" busy={busy}>
              {t('voucher.apply')}
            </Button>
          </div>
          <p id={`${id}error`} className="souk-voucher-input__error" aria-live="polite">
            {error}
          </p>
        </form>
      )}
    </div>
  )
}
