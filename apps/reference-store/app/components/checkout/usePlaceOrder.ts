import {
  errorText,
  localizePath,
  type MobileWallet,
  type PaymentMethod,
  routes as paths,
  placeOrder,
} from '@souk/core'
import { useCart, useLocale, useSouk, useT } from '@souk/react'
import { useState } from 'react'
import { useNavigate } from 'react-router'

/**
 * The state of 'Place order', without markup: the chosen method (and mobile wallet), whether the shopper tried to
 * order without one, and `place`, which runs core's `placeOrder` with the cart's voucher and goes where it says:
 * a checkout step, or the provider's page (with the provider's name in `redirecting` for the waiting screen).
 * `methodsId` is the element focused when no method is chosen.
 */
export function usePlaceOrder(methodsId: string) {
  const { t } = useT()
  const souk = useSouk()
  const { language } = useLocale()
  const navigate = useNavigate()
  const voucher = useCart((state) => state.voucher)
  const [method, setMethod] = useState<PaymentMethod | null>(null)
  const [wallet, setWallet] = useState<MobileWallet | null>(null)
  const [missingMethod, setMissingMethod] = useState(false)
  const [placing, setPlacing] = useState(false)
  const [redirecting, setRedirecting] = useState<string | null>(null)

  const choose = (chosen: PaymentMethod, chosenWallet?: MobileWallet | null) => {
    setMethod(chosen)
    setWallet(chosenWallet ?? null)
    setMissingMethod(false)
  }

  const place = async () => {
    if (placing) return
    if (!method) {
      setMissingMethod(true)
      document.getElementById(methodsId)?.focus()
      return
    }
    setPlacing(true)
    try {
      const next = await placeOrder(souk, { method, wallet, voucher: voucher?.code })
      if (next.kind === 'gateway') {
        setRedirecting(wallet ? t(`payment.wallets.${wallet}`) : t(`payment.methods.${method}`))
        window.location.assign(next.url)
        return
      }
      navigate(`${localizePath(paths.checkout, language)}?order_id=${next.orderId}&step=${next.step}`, {
        replace: true,
      })
    } catch (error) {
      souk.toast.getState().showError(errorText(error, t))
      setPlacing(false)
    }
  }

  return { method, wallet, missingMethod, placing, redirecting, choose, place }
}
