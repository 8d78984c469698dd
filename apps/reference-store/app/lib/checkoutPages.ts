import { errorText, localizePath, type OrderDetail, routes } from '@souk/core'
import { useSouk } from '@souk/react'
import { useCallback, useEffect, useState } from 'react'
import type { MetaFunction } from 'react-router'
import { privatePageMeta } from './meta'

/**
 * The meta of a checkout page: its translated title with the shop's name, and `noindex` (a shopper's cart,
 * orders and payments are not for search engines).
 */
export function checkoutMeta(titleKey: string): MetaFunction {
  return ({ matches }) => privatePageMeta(matches, titleKey)
}

/** Loads the shopper's cart in the browser (the guest token is in local storage) when the page opens. */
export function useLoadCart() {
  const souk = useSouk()
  useEffect(() => {
    void souk.cart.getState().load()
  }, [souk])
}

/** Loads the shopper's address book in the browser once, when the page opens (it is kept for the visit). */
export function useLoadAddresses() {
  const souk = useSouk()
  useEffect(() => {
    if (souk.addresses.getState().status === 'idle') void souk.addresses.getState().load()
  }, [souk])
}

/** The tracking page of an order code, in a language. */
export function trackOrderHref(code: string, language: string): string {
  return `${localizePath(routes.trackOrder, language)}?code=${encodeURIComponent(code)}`
}

/** An order of the browser's shopper, loaded by id (`order/by-user`), with its loading state. */
export function useShopperOrder(orderId: number | null) {
  const souk = useSouk()
  const [state, setState] = useState<{
    order: OrderDetail | null
    status: 'loading' | 'ready' | 'error'
    error: string | null
  }>({ order: null, status: 'loading', error: null })
  const reload = useCallback(() => {
    if (!orderId) {
      setState({ order: null, status: 'error', error: null })
      return () => undefined
    }
    const controller = new AbortController()
    setState((current) => ({ ...current, status: 'loading' }))
    souk.client.orders.detail(orderId, { signal: controller.signal }).then(
      ({ data }) => setState({ order: data, status: 'ready', error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setState({ order: null, status: 'error', error: errorText(error, souk.t) })
        }
      },
    )
    return () => controller.abort()
  }, [souk, orderId])
  useEffect(() => reload(), [reload])
  return { ...state, reload }
}

/** A positive integer id from a URL part, else null. */
export function positiveId(value: string | null | undefined): number | null {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 ? id : null
}

/** A provider's outcome from a return URL; anything unknown counts as declined (never as paid). */
export function outcomeOf(value: string | null): 'approved' | 'declined' | 'cancelled' {
  return value === 'approved' || value === 'cancelled' ? value : 'declined'
}
