import { stripLocale } from '@souk/core'
import { useLocale } from '@souk/react'
import { useNavigate } from 'react-router'

/**
 * Goes to a path of the store after a sign-in: a client navigation in the same language; a full load in another
 * (its texts and settings come with the page, as `useClientLinks` does for links).
 */
export function useGoTo(): (target: string) => void {
  const navigate = useNavigate()
  const { language } = useLocale()
  return (target) => {
    const path = new URL(target, 'http://store.invalid').pathname
    if (stripLocale(path).language !== language) window.location.assign(target)
    else navigate(target, { replace: true })
  }
}
