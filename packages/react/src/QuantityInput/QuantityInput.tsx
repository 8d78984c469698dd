import { cx, type FieldMessage, validateQuantity } from '@souk/core'
import { type ChangeEvent, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'
import { replayEdits, useHydrationEdits } from '../hooks/useEditsKept'
import { useT } from '../hooks/useT'

/** Props of `QuantityInput`. */
export interface QuantityInputProps {
  /** The current quantity (controlled). */
  value: number
  /** Units in stock: the maximum; unknown (null or undefined) means no maximum. */
  stock?: number | null
  /** Called with a new quantity, only when it is valid (a whole number from 1 to the stock). */
  onChange: (quantity: number) => void
  /** A request is in flight (e.g. updating the cart line): the buttons ignore presses, the field is read-only. */
  busy?: boolean
  /** The whole control cannot be used. */
  disabled?: boolean
  /** Visible label; default the translated 'Quantity'. */
  label?: ReactNode
  /** Hides the label visually (it still names the field). */
  hideLabel?: boolean
  /** Form field name of the input. */
  name?: string
  /**
   * Inside a form that changes the quantity (a cart line's): the decrease and increase buttons submit it, with
   * this field set to the quantity they make, when the page's scripts have not run (yet). Once hydrated they
   * change the quantity in the page as always and the form is not submitted.
   */
  submitName?: string
  /** Id of the input. */
  id?: string
  /** Extra class on the root. */
  className?: string
}

const PAGE_STEP = 10

/**
 * A quantity field following the APG spinbutton pattern: a text field with `role="spinbutton"`,
 * `aria-valuemin` 1, `aria-valuemax` the stock and `aria-valuenow`; Up/Down add or remove one, PageUp/PageDown
 * ten, Home/End go to 1 and to the stock; a typed
 * quantity is sent on Enter or when leaving the field. Decrease and increase buttons (named 'Decrease quantity' and
 * 'Increase quantity') sit on either side. Every change is checked with core's `validateQuantity`: an invalid
 * one is not sent, and its message ('Must have minimum 1 item.', 'Maximum quantity exceeds.') shows under the
 * field, tied with `aria-describedby` and `aria-invalid`, in a polite live region so the buttons announce it too.
 */
export function QuantityInput({
  value,
  stock,
  onChange,
  busy = false,
  disabled = false,
  label,
  hideLabel = false,
  name,
  submitName,
  id,
  className,
}: QuantityInputProps) {
  const { t } = useT()
  const baseId = useId()
  const inputId = id ?? `${baseId}input`
  const messageId = `${baseId}message`
  const [draft, setDraft] = useState(String(value))
  const [problem, setProblem] = useState<FieldMessage | null>(null)
  const [shownValue, setShownValue] = useState(value)
  const max = typeof stock === 'number' ? stock : undefined
  const locked = busy || disabled

  // A new value from outside (the cart answered) replaces whatever was typed.
  if (value !== shownValue) {
    setShownValue(value)
    setDraft(String(value))
    setProblem(null)
  }

  /** Checks a quantity; sends it when valid and different, shows the message otherwise. */
  const commit = (quantity: number | string) => {
    const failure = validateQuantity(quantity, stock)
    setProblem(failure)
    if (failure) return
    const next = Number(quantity)
    setDraft(String(next))
    if (next !== value) onChange(next)
  }

  const step = (delta: number) => {
    if (locked) return
    const base = Number.isInteger(Number(draft)) && draft.trim() !== '' ? Number(draft) : value
    commit(base + delta)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (locked) return
    const steps: Record<string, number> = {
      ArrowUp: 1,
      ArrowDown: -1,
      PageUp: PAGE_STEP,
      PageDown: -PAGE_STEP,
    }
    const delta = steps[event.key]
    if (delta !== undefined) {
      event.preventDefault()
      step(delta)
    } else if (event.key === 'Home') {
      event.preventDefault()
      commit(1)
    } else if (event.key === 'End' && max !== undefined) {
      event.preventDefault()
      commit(max)
    } else if (event.key === 'Enter') {
      // Enter sends the typed quantity here, never the form around the field (its submission is the page's
      // fallback before hydration).
      event.preventDefault()
      if (draft.trim() !== '') commit(draft.trim())
    }
  }

  // A quantity typed before the page's scripts ran: still in the field, it is typed again (sent on Enter or on
  // leaving it); already left, it is sent, as leaving the field would have.
  const inputRef = useRef<HTMLInputElement>(null)
  useHydrationEdits(inputRef, (fields) => {
    const field = fields[0]
    if (!field || field.ownerDocument.activeElement === field || locked || field.value.trim() === '') {
      replayEdits(fields)
      return
    }
    // The text stays in the field with its message when it is not a quantity.
    setDraft(field.value)
    commit(field.value.trim())
  })

  // Typing is checked as it goes, but sent only on Enter or on leaving the field (one cart update, not one per digit).
  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value
    setDraft(text)
    // An emptied field is being retyped: no message yet (leaving it empty restores the quantity).
    setProblem(text.trim() === '' ? null : validateQuantity(text, stock))
  }

  const onBlur = () => {
    if (draft.trim() === '') {
      setDraft(String(value))
      setProblem(null)
    } else if (!locked && draft.trim() !== String(value)) {
      commit(draft.trim())
    }
  }

  // In a cart line's form the buttons submit the quantity they make (see `submitName`); elsewhere plain buttons.
  const stepButton = (quantity: number) =>
    submitName
      ? ({ type: 'submit', name: submitName, value: String(quantity) } as const)
      : ({ type: 'button' } as const)

  const invalid = problem !== null
  const message = problem ? t(problem.key, problem.params) : ''

  return (
    <div
      className={cx('souk-quantity', className)}
      data-disabled={disabled || undefined}
      data-busy={busy || undefined}
      data-invalid={invalid || undefined}
    >
      <label htmlFor={inputId} className={hideLabel ? 'souk-visually-hidden' : 'souk-quantity__label'}>
        {label ?? t('product.quantity')}
      </label>
      <div className="souk-quantity__control" aria-busy={busy || undefined}>
        <button
          {...stepButton(value - 1)}
          className="souk-quantity__button"
          aria-label={t('a11y.quantityDecrease')}
          aria-controls={inputId}
          aria-disabled={busy || undefined}
          disabled={disabled}
          onClick={(event) => {
            event.preventDefault()
            step(-1)
          }}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M5 12h14" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          role="spinbutton"
          className="souk-quantity__input"
          value={draft}
          aria-valuemin={1}
          aria-valuemax={max}
          aria-valuenow={value}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? messageId : undefined}
          readOnly={busy}
          disabled={disabled}
          onChange={onInput}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
        <button
          {...stepButton(value + 1)}
          className="souk-quantity__button"
          aria-label={t('a11y.quantityIncrease')}
          aria-controls={inputId}
          aria-disabled={busy || undefined}
          disabled={disabled}
          onClick={(event) => {
            event.preventDefault()
            step(1)
          }}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M5 12h14M12 5v14" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <p id={messageId} className="souk-quantity__message" aria-live="polite">
        {message}
      </p>
    </div>
  )
}
