import { useWidgetSouk } from '@souk/react'
import { type ComponentType, useEffect, useState } from 'react'
import { claimToastHost, releaseToastHost, useIsToastHost } from '../config/pageSouk'
import { emit } from './emit'

/**
 * The page's toasts (cart added, quantity refused, network errors) for the one element that hosts them (the
 * first connected): an error toast also dispatches `souk-error` from that element. The region and its CSS
 * load with the first toast.
 */
export function Toasts({ host }: { host: HTMLElement }) {
  useEffect(() => {
    claimToastHost(host)
    return () => releaseToastHost(host)
  }, [host])
  return useIsToastHost(host) ? <ToastOutlet host={host} /> : null
}

function ToastOutlet({ host }: { host: HTMLElement }) {
  const souk = useWidgetSouk()
  const [Region, setRegion] = useState<ComponentType | null>(null)
  useEffect(() => {
    let loading = false
    return souk.toast.subscribe((state, previous) => {
      if (state.id === previous.id || !state.visible) return
      if (state.error) emit(host, 'souk-error', { error: null, code: 'failed', message: state.message })
      if (loading) return
      loading = true
      void import('./toastRegion.lazy').then(({ ToastRegion, adoptToastStyles }) => {
        const root = host.shadowRoot
        if (root) adoptToastStyles(root)
        setRegion(() => ToastRegion)
      })
    })
  }, [souk, host])
  return Region ? <Region /> : null
}
