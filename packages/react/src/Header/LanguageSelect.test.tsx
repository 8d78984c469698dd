import { LANGUAGE_COOKIE } from '@souk/core'
import { makeSingleLanguageCommon } from '@souk/core/testing'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { LanguageSelect } from './LanguageSelect'

describe('LanguageSelect', () => {
  it('lists the shop’s languages with the current one chosen', async () => {
    renderWithSouk(<LanguageSelect onLanguageChange={vi.fn()} />, { language: 'fr' })
    const field = screen.getByRole('combobox')
    expect(field).toHaveTextContent('Français')
    await userEvent.click(field)
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English',
      'Français',
      'العربية',
      'Türkçe',
      'हिन्दी',
    ])
  })

  it('is not shown when the shop has only one language', () => {
    const { container } = renderWithSouk(<LanguageSelect />, {
      initial: { common: makeSingleLanguageCommon() },
    })
    expect(container).toBeEmptyDOMElement()
  })

  it('sets the language (cookie and texts) before telling the host, which reloads', async () => {
    const seen: (string | null | undefined)[] = []
    const onLanguageChange = vi.fn()
    const { souk } = renderWithSouk(<LanguageSelect onLanguageChange={onLanguageChange} />)
    const setLanguage = vi.spyOn(souk, 'setLanguage')
    onLanguageChange.mockImplementation(() => seen.push(souk.storage.getCookie(LANGUAGE_COOKIE)))
    await userEvent.click(screen.getByRole('combobox', { name: 'Select language' }))
    await userEvent.click(screen.getByRole('option', { name: 'العربية' }))
    expect(setLanguage).toHaveBeenCalledWith('ar')
    expect(onLanguageChange).toHaveBeenCalledWith('ar')
    expect(seen).toEqual(['ar'])
    expect(souk.i18n.language).toBe('ar')
  })
})
