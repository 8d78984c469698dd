import { LANGUAGE_COOKIE } from '@souk/core'
import { createFakeSouk, makeCommon, makeSingleLanguageCommon } from '@souk/core/testing'
import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SoukProvider } from '../SoukProvider'
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

  describe('hydrating the server’s plain form (a native select and Apply)', () => {
    afterEach(() => {
      document.body.innerHTML = ''
    })

    /** The server's HTML in the page, its native select as `prepare` leaves it, then hydrated. */
    async function hydrateServerForm(prepare: (select: HTMLSelectElement) => void) {
      const onLanguageChange = vi.fn()
      const ui = <LanguageSelect onLanguageChange={onLanguageChange} />
      const server = createFakeSouk({ initial: { common: makeCommon() } })
      const container = document.createElement('div')
      container.innerHTML = renderToString(<SoukProvider souk={server}>{ui}</SoukProvider>)
      document.body.append(container)
      const select = container.querySelector('select') as HTMLSelectElement
      prepare(select)
      const rendered = renderWithSouk(ui, { render: { container, hydrate: true } })
      await act(async () => {})
      return { ...rendered, select, onLanguageChange }
    }

    it('becomes the dropdown once the page’s scripts run', async () => {
      const { container } = await hydrateServerForm(() => {})
      expect(container.querySelector('select')).toBeNull()
      expect(screen.getByRole('combobox', { name: 'Select language' })).toHaveTextContent('English')
    })

    it('is not replaced while its select has focus, and becomes the dropdown when the shopper leaves it', async () => {
      const { select } = await hydrateServerForm((field) => field.focus())
      expect(select.isConnected).toBe(true)
      expect(document.activeElement).toBe(select)
      act(() => select.blur())
      expect(select.isConnected).toBe(false)
      expect(screen.getByRole('combobox', { name: 'Select language' })).toHaveTextContent('English')
    })

    it('keeps a language picked in it before the scripts ran, and Apply then sets that language', async () => {
      const { select, souk, onLanguageChange } = await hydrateServerForm((field) => {
        field.focus()
        field.value = 'tr'
      })
      act(() => select.blur())
      expect(select.isConnected).toBe(true)
      const setLanguage = vi.spyOn(souk, 'setLanguage')
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
      })
      expect(setLanguage).toHaveBeenCalledWith('tr')
      expect(onLanguageChange).toHaveBeenCalledWith('tr')
    })
  })
})
