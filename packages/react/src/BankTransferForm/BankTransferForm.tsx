import { cx, errorText, type MobileWallet, type PaymentGateway, validateRequired } from '@souk/core'
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useStore } from 'zustand'
import { messageText } from '../AddressForm/messageText'
import { Button } from '../Button'
import { useEditsKept } from '../hooks/useEditsKept'
import { usePrice } from '../hooks/usePrice'
import { useT } from '../hooks/useT'
import { Icon } from '../Icon'
import { Shimmer } from '../Shimmer'
import { useSouk } from '../SoukProvider'

/** Props of `BankTransferForm`. */
export interface BankTransferFormProps {
  /**
   * Sends the transaction id (the page calls `client.orders.transaction`). Resolving (to anything but
   * `false`) shows the success text; throwing shows the error under the field.
   */
  onSubmit: (transactionId: string) => Promise<unknown> | unknown
  /** A mobile-transfer wallet (method 50): its account is shown instead of the bank's. */
  wallet?: MobileWallet | null
  /** The gateway with the bank details and wallet accounts; default the settings store's (loaded when missing). */
  gateway?: PaymentGateway | null
  /** The amount to transfer, shown as 'Amount due'. */
  amount?: number | null
  /** The order's public code, shown with the amount. */
  orderCode?: string | null
  /** Heading level of the title. */
  headingLevel?: 2 | 3
  /** Extra content after the success text (e.g. a 'View order' link). */
  successActions?: ReactNode
  /** Extra class on the root. */
  className?: string
}

/**
 * The payment-verification screen of a bank transfer (method 7), reused for the mobile-transfer wallets
 * (method 50): the account to pay into (bank name, account holder, account number, branch; or the wallet's
 * account), the amount due, and a required transaction-id field checked with core's `validateRequired`.
 * On success it shows 'Payment data submitted successfully' in a live region.
 */
export function BankTransferForm({
  onSubmit,
  wallet,
  gateway,
  amount,
  orderCode,
  headingLevel = 2,
  successActions,
  className,
}: BankTransferFormProps) {
  const { t } = useT()
  const souk = useSouk()
  const format = usePrice()
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  // A transaction id typed before the page's scripts ran stays in the field.
  useEditsKept(inputRef)
  const stored = useStore(souk.settings, (state) => state.paymentGateway)
  const details = gateway === undefined ? stored : gateway
  const [value, setValue] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const [loadFailed, setLoadFailed] = useState(false)
  const Heading = `h${headingLevel}` as const

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once when the details are missing.
  useEffect(() => {
    if (gateway !== undefined || souk.settings.getState().paymentGateway) return
    souk.settings
      .getState()
      .loadPaymentGateway()
      .catch(() => setLoadFailed(true))
  }, [])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const problem = validateRequired(value, 'fields.transactionId')
    if (problem) {
      setError(messageText(t, problem))
      inputRef.current?.focus()
      return
    }
    setBusy(true)
    setError('')
    try {
      const result = await onSubmit(value.trim())
      if (result === false) setError(t('errors.somethingWentWrong'))
      else setDone(true)
    } catch (failure) {
      setError(errorText(failure, t))
      inputRef.current?.focus()
    } finally {
      setBusy(false)
    }
  }

  const walletName = wallet ? t(`payment.wallets.${wallet}`) : ''
  const rows: { id: string; label: string; value: string | null | undefined }[] = wallet
    ? [
        { id: 'wallet', label: t('payment.methods.50'), value: walletName },
        { id: 'account', label: t('payment.bank.accountNumber'), value: details?.[`${wallet}_account`] },
      ]
    : [
        { id: 'bank', label: t('payment.bank.bankName'), value: details?.bank_name },
        { id: 'holder', label: t('payment.bank.accountHolder'), value: details?.account_name },
        { id: 'account', label: t('payment.bank.accountNumber'), value: details?.account_number },
        { id: 'branch', label: t('payment.bank.branchName'), value: details?.branch_name },
      ]

  return (
    <section
      className={cx('souk-bank-transfer', className)}
      aria-labelledby={`${id}title`}
      data-done={done || undefined}
      data-souk-surface=""
    >
      <Heading id={`${id}title`} className="souk-bank-transfer__title">
        {wallet ? t('payment.verifyTitle') : t('payment.bank.title')}
      </Heading>
      <p className="souk-bank-transfer__instructions">
        {wallet ? t('payment.mobileInstructions', { wallet: walletName }) : t('payment.bank.instructions')}
      </p>
      {details ? (
        <dl className="souk-bank-transfer__details">
          {amount !== undefined && amount !== null ? (
            <div className="souk-bank-transfer__row" data-row="amount">
              <dt>{t('payment.amountDue')}</dt>
              <dd>
                <strong>{format(amount)}</strong>
                {orderCode ? (
                  <span className="souk-bank-transfer__order" dir="auto">
                    {' '}
                    {t('success.orderNumber', { order: orderCode })}
                  </span>
                ) : null}
              </dd>
            </div>
          ) : null}
          {rows.map((row) => (
            <div key={row.id} className="souk-bank-transfer__row" data-row={row.id}>
              <dt>{row.label}</dt>
              <dd dir="auto">{row.value || '—'}</dd>
            </div>
          ))}
        </dl>
      ) : loadFailed ? (
        <p className="souk-bank-transfer__error">{t('errors.somethingWentWrong')}</p>
      ) : (
        <Shimmer variant="line" count={4} />
      )}
      <div role="status" className="souk-bank-transfer__status">
        {done ? (
          <p className="souk-bank-transfer__success">
            <Icon name="check" />
            <span>{t('payment.submitted')}</span>
          </p>
        ) : null}
      </div>
      {done ? (
        successActions
      ) : (
        <form className="souk-bank-transfer__form" onSubmit={submit} noValidate>
          <label htmlFor={`${id}trans`} className="souk-bank-transfer__label">
            {t('payment.bank.transactionId')}
          </label>
          <input
            ref={inputRef}
            id={`${id}trans`}
            name="trans_id"
            className="souk-bank-transfer__input"
            value={value}
            required
            autoComplete="off"
            spellCheck={false}
            dir="auto"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}error` : undefined}
            onChange={(event) => {
              setValue(event.target.value)
              if (error) setError('')
            }}
          />
          <p id={`${id}error`} className="souk-bank-transfer__error" aria-live="polite">
            {error}
          </p>
          <Button type="submit" busy={busy}>
            {t('payment.submitForVerification')}
          </Button>
        </form>
      )}
    </section>
  )
}
