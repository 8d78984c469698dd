import { cx, localizePath } from '@souk/core'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '../Button/Button'
import { Dropdown } from '../Dropdown'
import { useHydrated } from '../hooks/useHydrated'
import { useShopLinks } from '../hooks/useLinks'
import { useSettings } from '../hooks/useStores'
import { useT } from '../hooks/useT'
import { usePagePath, useWidgetSouk } from '../SoukProvider'

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
  const links = useShopLinks()
  const page = usePagePath()
  const hydrated = useHydrated()
  const id = useId()
  const languages = useSettings((state) => state.common?.languages)
  const native = useRef<HTMLSelectElement>(null)
  // Mounted after the page hydrated: the dropdown at once. Hydrating the server's form: the dropdown replaces it
  // once the page's scripts run — but never under the shopper's finger. While its native select has focus (open
  // on a phone) the swap waits for it to lose focus, and once a language was picked in it the form stays as it is:
  // its 'Apply' then sets the language here, without a reload of the form's own.
  const [dropdown, setDropdown] = useState(hydrated)
  useEffect(() => {
    if (!hydrated || dropdown) return
    const select = native.current
    if (select && select.value !== language) return
    if (!select || document.activeElement !== select) {
      setDropdown(true)
      return
    }
    const swap = () => {
      if (select.value === language) setDropdown(true)
    }
    select.addEventListener('blur', swap)
    return () => select.removeEventListener('blur', swap)
  }, [hydrated, dropdown, language])
  if (!languages || languages.length <= 1) return null
  const choose = async (code: string) => {
    await souk.setLanguage(code)
    if (onLanguageChange) onLanguageChange(code)
    else window.location.assign(localizePath(`${window.location.pathname}${window.location.search}`, code))
  }
  // A POST form: before and without JavaScript, a native select and 'Apply' send the language to the store,
  // which sets the language cookie and answers with this page in that language. Once the page's scripts run,
  // the form submits through `choose` (the dropdown has no submit button; the plain form's may still be there).
  return (
    <form
      method="post"
      action={links.languageAction()}
      className="souk-language-form"
      onSubmit={(event) => {
        event.preventDefault()
        const code = native.current?.value
        if (code && code !== language) void choose(code)
      }}
    >
      <input type="hidden" name="redirectTo" value={page} />
      {dropdown ? (
        <Dropdown
          className={cx('souk-language-select', className)}
          label={t('a11y.selectLanguage')}
          hideLabel
          options={languages.map((entry) => ({ value: entry.code, label: entry.name }))}
          value={language}
          onChange={(code) => void choose(code)}
        />
      ) : (
        <span className={cx('souk-language-select', 'souk-language-select--plain', className)}>
          <label htmlFor={id} className="souk-visually-hidden">
            {t('a11y.selectLanguage')}
          </label>
          <select
            ref={native}
            id={id}
            name="language"
            className="souk-sort-select__native"
            defaultValue={language}
          >
            {languages.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.name}
              </option>
            ))}
          </select>
          <Button type="submit" variant="secondary" size="sm">
            {t('common.apply')}
          </Button>
        </span>
      )}
    </form>
  )
}
