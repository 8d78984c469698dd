import { formatPrice, type PriceSource, priceView } from '@souk/core'
import { useCallback } from 'react'
import { useSettings } from './useStores'

/** Formats money with the shop's currency settings (`formatPrice` of core, bound to `common.setting`). */
export function usePrice(): (amount: number | string | null | undefined) => string {
  const setting = useSettings((state) => state.common?.setting)
  return useCallback((amount) => formatPrice(Number(amount ?? 0), setting), [setting])
}

/** The formatted current price, struck previous price and discount of a product or card. */
export function usePriceView(item: PriceSource): {
  current: string
  previous: string | null
  discount: number | null
} {
  const format = usePrice()
  const view = priceView(item)
  return {
    current: format(view.current),
    previous: view.previous === null ? null : format(view.previous),
    discount: view.discount,
  }
}
