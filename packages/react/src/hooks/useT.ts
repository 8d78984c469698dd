import { type Direction, direction as directionOf, type Translate } from '@souk/core'
import { useCallback, useSyncExternalStore } from 'react'
import { useWidgetSouk } from '../SoukProvider/SoukProvider'

/** Texts of the current language: `t`, the language code and its direction. Re-renders on a language change. */
export interface LocaleTexts {
  t: Translate
  language: string
  direction: Direction
}

/** The translator of the Souk, bound to the current language. */
export function useT(): LocaleTexts {
  const souk = useWidgetSouk()
  const subscribe = useCallback(
    (notify: () => void) => {
      souk.i18n.on('languageChanged', notify)
      return () => souk.i18n.off('languageChanged', notify)
    },
    [souk],
  )
  const language = useSyncExternalStore(
    subscribe,
    () => souk.i18n.language,
    () => souk.i18n.language,
  )
  return { t: souk.t, language, direction: directionOf(language) }
}

/** The current language and its direction (for `dir` attributes and arrow-key swapping). */
export function useLocale(): Omit<LocaleTexts, 't'> {
  const { language, direction } = useT()
  return { language, direction }
}
