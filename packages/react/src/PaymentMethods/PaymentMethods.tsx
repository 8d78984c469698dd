import { cx, type MobileWallet, type PaymentGateway, PaymentMethod, paymentChoices } from '@souk/core'
import { useEffect, useId, useState } from 'react'
import { useStore } from 'zustand'
import { Button } from '../Button'
import { useLocale, useT } from '../hooks/useT'
import { Shimmer } from '../Shimmer'
import { radioKeyDown } from '../ShippingOptions/radioKeys'
import { useSouk } from '../SoukProvider'

/** Props of `PaymentMethods`. */
export interface PaymentMethodsProps {
  /** The chosen method (controlled); null while none is chosen. */
  value: PaymentMethod | null | undefined
  /** The chosen wallet when the method is 50 (mobile transfer). */
  wallet?: MobileWallet | null
  /** Called with the method the shopper picks, and the wallet for a mobile transfer. */
  onChange: (method: PaymentMethod, wallet?: MobileWallet) => void
  /** The gateway flags (null: still loading); default the settings store's, loaded on mount when missing. */
  gateway?: PaymentGateway | null
  /** Extra class on the root. */
  className?: string
}

/**
 * The payment step's method list: an APG radio group (arrow keys move and choose, swapped in right-to-left
 * text) of the methods `payment-gateway` enables, named from `payment.methods.<code>`, the mobile-transfer
 * wallets (Enzona, Transfermovil) each as their own choice under code 50. Disabled methods are not shown;
 * with none, 'No payment method currently available'.
 */
export function PaymentMethods({ value, wallet, onChange, gateway, className }: PaymentMethodsProps) {
  const { t } = useT()
  const { direction } = useLocale()
  const souk = useSouk()
  const id = useId()
  const stored = useStore(souk.settings, (state) => state.paymentGateway)
  const flags = gateway === undefined ? stored : gateway
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle')

  const load = () => {
    setStatus('loading')
    souk.settings
      .getState()
      .loadPaymentGateway()
      .then(
        () => setStatus('idle'),
        () => setStatus('error'),
      )
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once when the flags are missing.
  useEffect(() => {
    if (gateway === undefined && !souk.settings.getState().paymentGateway) load()
  }, [])

  const choices = paymentChoices(flags)
  const onKeyDown = radioKeyDown(direction)
  const loading = !flags && status !== 'error'

  return (
    <fieldset className={cx('souk-payment-methods', className)} aria-busy={loading || undefined}>
      <legend id={`${id}legend`} className="souk-payment-methods__legend">
        {t('checkout.paymentMethod')}
      </legend>
      {loading ? (
        <Shimmer variant="line" count={4} />
      ) : !flags ? (
        <div className="souk-payment-methods__error" role="alert">
          <p>{t('errors.somethingWentWrong')}</p>
          <Button variant="secondary" size="sm" onClick={load}>
            {t('common.retry')}
          </Button>
        </div>
      ) : choices.length === 0 ? (
        <p className="souk-payment-methods__none">{t('payment.noneAvailable')}</p>
      ) : (
        <div className="souk-payment-methods__list" role="radiogroup" aria-labelledby={`${id}legend`}>
          {choices.map((choice) => {
            const checked =
              value === choice.method &&
              (choice.wallet === undefined || choice.wallet === (wallet ?? undefined))
            const key = choice.wallet ? `${choice.method}-${choice.wallet}` : String(choice.method)
            return (
              <label
                key={key}
                className="souk-payment-methods__option souk-radio-card"
                data-method={choice.method}
                data-checked={checked || undefined}
              >
                <input
                  type="radio"
                  name={`${id}method`}
                  value={key}
                  checked={checked}
                  onChange={() => onChange(choice.method, choice.wallet)}
                  onKeyDown={onKeyDown}
                />
                <span className="souk-payment-methods__text">
                  <span className="souk-payment-methods__name">
                    {choice.wallet
                      ? t(`payment.wallets.${choice.wallet}`)
                      : t(`payment.methods.${choice.method}`)}
                  </span>
                  {choice.wallet ? (
                    <span className="souk-payment-methods__hint">
                      {t(`payment.methods.${choice.method}`)}
                    </span>
                  ) : choice.method === PaymentMethod.CASH_ON_DELIVERY ? (
                    <span className="souk-payment-methods__hint">{t('payment.cashOnDeliveryNote')}</span>
                  ) : null}
                </span>
              </label>
            )
          })}
        </div>
      )}
    </fieldset>
  )
}
