import {
  errorText,
  type GatewayOrder,
  localizePath,
  type MobileWallet,
  PaymentMethod,
  type PlaceOrderResult,
  routes as paths,
} from '@souk/core'
import { useCart, useLocale, useSouk, useT } from '@souk/react'
import { useState } from 'react'
import { useNavigate } from 'react-router'

/** Methods paid offline: the order is placed at once and the shop confirms the payment later. */
const OFFLINE_METHODS: readonly PaymentMethod[] = [
  PaymentMethod.CASH_ON_DELIVERY,
  PaymentMethod.BANK_TRANSFER,
]

/**
 * The state and behaviour of 'Place order' (contract 7.3-7.5), without markup: the chosen method (and mobile
 * wallet), whether the shopper tried to order without one, and `place`, which places the order with the
 * cart's voucher, takes the ordered lines out of the cart and goes on: an offline method confirms and mails the
 * order and shows the placed (or bank verification) step; a gateway goes to the provider's page, with the
 * provider's name in `redirecting` for the waiting screen. `methodsId` is the element focused when no method is
 * chosen.
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
    let result: PlaceOrderResult
    try {
      result = (
        await souk.client.orders.place({
          order_method: method,
          ...(wallet && method === PaymentMethod.MOBILE_TRANSFER ? { wallet } : {}),
          ...(voucher ? { voucher: voucher.code } : {}),
        })
      ).data
    } catch (error) {
      souk.toast.getState().showError(errorText(error, t))
      setPlacing(false)
      return
    }
    // The server took the selected lines out of the cart with the order (spec §4: the count goes down).
    souk.cart.getState().removeOrderedLines()
    if (OFFLINE_METHODS.includes(method)) {
      // The storefront's flow (contract 7.3): confirm the method, then mail the order; the shop confirms payment.
      await souk.client.orders
        .paymentDone({ id: result.id, payment_token: result.id, order_method: method })
        .catch(() => undefined)
      void souk.client.orders.sendEmail(result.id).catch(() => undefined)
      const next = method === PaymentMethod.BANK_TRANSFER ? 'verify' : 'placed'
      navigate(`${localizePath(paths.checkout, language)}?order_id=${result.id}&step=${next}`, {
        replace: true,
      })
      return
    }
    const redirect = (result as GatewayOrder).redirect_url
    if (redirect) {
      setRedirecting(wallet ? t(`payment.wallets.${wallet}`) : t(`payment.methods.${method}`))
      window.location.assign(redirect)
      return
    }
    // A gateway without a page to go to: the order waits unpaid; the shopper can track it.
    navigate(`${localizePath(paths.checkout, language)}?order_id=${result.id}&step=placed`, { replace: true })
  }

  return { method, wallet, missingMethod, placing, redirecting, choose, place }
}
