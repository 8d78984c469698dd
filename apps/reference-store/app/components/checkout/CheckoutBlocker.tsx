import { cartAwaitingLines, localizePath, routes as paths, selectedLines } from '@souk/core'
import { Button, EmptyState, Shimmer, useCart, useLocale, useSouk, useT } from '@souk/react'
import type { ReactNode } from 'react'

/**
 * What the checkout shows instead of the order form while the cart cannot be ordered: placeholders while it
 * loads, a reload on failure, an empty cart, no line selected, or a selected line without a delivery address.
 * Renders `children` (the form) when the cart can be ordered.
 */
export function CheckoutBlocker({ children }: { children: ReactNode }) {
  const { t } = useT()
  const souk = useSouk()
  const { language } = useLocale()
  const lines = useCart((state) => state.lines)
  const status = useCart((state) => state.status)
  const selected = selectedLines(lines)

  const loading = cartAwaitingLines({ status, lines })
  if (loading) {
    return (
      <div aria-busy="true">
        <Shimmer variant="block" count={3} />
      </div>
    )
  }
  if (status === 'error' && lines.length === 0) {
    return (
      <EmptyState
        title={t('errors.somethingWentWrong')}
        action={<Button onClick={() => void souk.cart.getState().load()}>{t('common.reload')}</Button>}
      />
    )
  }
  if (lines.length === 0) {
    return (
      <EmptyState
        title={t('cart.empty')}
        text={t('cart.emptyHint')}
        action={{ label: t('cart.continueShopping'), href: localizePath('/', language) }}
      />
    )
  }
  if (selected.length === 0) {
    return (
      <EmptyState
        title={t('shipping.noneSelected')}
        action={{ label: t('checkout.backToCart'), href: localizePath(paths.cart, language) }}
      />
    )
  }
  if (selected.some((line) => !line.shipping_place_id)) {
    return (
      <EmptyState
        title={t('shipping.addAddressFirst')}
        action={{ label: t('shipping.title'), href: localizePath(paths.shipping, language) }}
      />
    )
  }
  return children
}
