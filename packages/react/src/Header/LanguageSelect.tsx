import { cx, localizePath } from '@souk/core'
import { Dropdown } from '../Dropdown'
import { useSettings } from '../hooks/useStores'
import { useT } from '../hooks/useT'
import { useWidgetSouk } from '../SoukProvider'

/** Props of `LanguageSelect`. */
export interface LanguageSelectProps {
  /**
   * Called with the chosen language code after `souk.setLanguage` wrote the `currentLanguage` cookie; the host
   * reloads or navigates. Default: loads the current page in that language.
   */
  onLanguageChange?: (code: string) => void
  /** Extra class on the root. */
  className?: string
}

/** The language dropdown of the header (spec §2.1, §2.6.2): shown only when the shop has more than one language. */
export function LanguageSelect({ onLanguageChange, className }: LanguageSelectProps) {
  const { t, language } = useT()
  const souk = useWidgetSouk()
  const languages = useSettings((state) => state.common?.languages)
  if (!languages || languages.length <= 1) return null
  const choose = async (code: string) => {
    await souk.setLanguage(code)
    if (onLanguageChange) onLanguageChange(code)
    else window.location.assign(localizePath(`${window.location.pathname}${window.location.search}`, code))
  }
  return (
    <Dropdown
      className={cx('souk-language-select', className)}
      label={t('a11y.selectLanguage')}
      hideLabel
      options={languages.map((entry) => ({ value: entry.code, label: entry.name }))}
      value={language}
      onChange={(code) => void choose(code)}
    />
  )
}
