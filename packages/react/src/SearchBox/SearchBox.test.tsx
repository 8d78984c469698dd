import { SEARCH_CLOSE_DELAY_MS, SEARCH_DEBOUNCE_MS } from '@souk/core'
import {
  type FakeRoutes,
  fakeApiDown,
  fakeFormError,
  makeEmptySuggestions,
  makeSearchSuggestions,
} from '@souk/core/testing'
import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { SearchBox, type SearchBoxProps } from './SearchBox'

function setup(
  props: Partial<SearchBoxProps> = {},
  options: { language?: string; delayMs?: number; shopUrl?: string; routes?: FakeRoutes } = {},
) {
  const onNavigate = vi.fn()
  const suggest = vi.fn(({ query }: { query: Record<string, string> }) =>
    query.q === 'zzz' ? makeEmptySuggestions() : makeSearchSuggestions(),
  )
  const result = renderWithSouk(<SearchBox onNavigate={onNavigate} {...props} />, {
    routes: { 'GET search': suggest },
    ...options,
  })
  const input = screen.getByRole('combobox')
  const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime })
  return { ...result, input, onNavigate, suggest, user }
}

/** Lets time pass (fake timers) and the fake API answer. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

async function typeText(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } })
  await wait(SEARCH_DEBOUNCE_MS)
  await wait(0)
}

const listbox = () => screen.getByRole('listbox', { name: 'Search suggestions' })
const activeOption = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant')
  return id ? document.getElementById(id) : null
}

describe('SearchBox', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    // Testing Library drains React's work with a timer it only advances when it sees Jest's fake timers.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is an APG combobox that controls a listbox, collapsed at first', () => {
    const { input } = setup()
    expect(input).toHaveAttribute('aria-autocomplete', 'list')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    const controls = input.getAttribute('aria-controls') ?? ''
    expect(document.getElementById(controls)).toHaveAttribute('role', 'listbox')
    expect(input).not.toHaveAttribute('aria-activedescendant')
    expect(screen.getByRole('search')).toContainElement(input)
    expect(input).toHaveAccessibleName('Search')
  })

  it('asks for suggestions 700 ms after the last keystroke, once', async () => {
    const { input, suggest } = setup()
    fireEvent.change(input, { target: { value: 's' } })
    await wait(500)
    fireEvent.change(input, { target: { value: 'sh' } })
    await wait(SEARCH_DEBOUNCE_MS - 1)
    expect(suggest).not.toHaveBeenCalled()
    await wait(1)
    await wait(0)
    expect(suggest).toHaveBeenCalledTimes(1)
    expect(suggest.mock.calls[0]?.[0].query.q).toBe('sh')
    expect(input).toHaveAttribute('aria-expanded', 'true')
  })

  it('does not ask again for the text whose suggestions are shown', async () => {
    const { input, suggest } = setup()
    await typeText(input, 'shirt')
    await typeText(input, 'shirt ')
    expect(suggest).toHaveBeenCalledTimes(1)
  })

  it('shows keywords, categories with images and products with prices and a compare option', async () => {
    const { input } = setup()
    await typeText(input, 'shirt')
    const groups = within(listbox()).getAllByRole('group')
    expect(
      groups.map((group) => group.getAttribute('aria-labelledby') && group.textContent?.slice(0, 10)),
    ).toHaveLength(3)
    const keywords = within(listbox()).getByRole('group', { name: 'Suggested keywords' })
    expect(
      within(keywords)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['shirt', 'shirt dress'])
    const categories = within(listbox()).getByRole('group', { name: 'Categories' })
    expect(within(categories).getAllByRole('option')).toHaveLength(2)
    expect(categories.querySelector('img')).toHaveAttribute('src', '/uploads/thumb-shirts.jpg')
    const products = within(listbox()).getByRole('group', { name: 'Products' })
    const linen = within(products).getByRole('option', { name: /^Linen shirt/ })
    expect(linen.querySelector('img')).toHaveAttribute('src', '/uploads/thumb-linen-shirt.jpg')
    expect(linen).toHaveTextContent('Current price: $80')
    expect(linen.querySelector('del')).toHaveTextContent('$100')
    expect(linen).toHaveTextContent('20% off')
    expect(within(products).getByRole('option', { name: 'Add Linen shirt to compare' })).toBeInTheDocument()
  })

  it('announces the number of suggestions in a polite live region', async () => {
    const { input } = setup()
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('')
    await typeText(input, 'shirt')
    expect(status).toHaveAttribute('aria-live', 'polite')
    expect(status).toHaveTextContent('6 suggestions available')
  })

  it('shows the loading state while suggestions are on their way', async () => {
    const { input } = setup({}, { delayMs: 300 })
    fireEvent.change(input, { target: { value: 'shirt' } })
    await wait(SEARCH_DEBOUNCE_MS)
    expect(screen.getByText('Searching…')).toBeVisible()
    await wait(300)
    await wait(0)
    expect(screen.queryByText('Searching…')).toBeNull()
    expect(listbox()).toBeVisible()
  })

  it('says nothing was found for the text', async () => {
    const { input } = setup()
    await typeText(input, 'zzz')
    const message = screen.getByText(
      (_, element) => element?.tagName === 'P' && element.textContent === 'Nothing found for zzz',
    )
    expect(message.querySelector('q')).toHaveTextContent('zzz')
    expect(screen.getByRole('status')).toHaveTextContent('Nothing found for zzz')
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('says the API is down when the suggestions come back without a status, as add to cart does', async () => {
    const { input } = setup(
      {},
      {
        routes: {
          'GET search': () => {
            throw fakeApiDown()
          },
        },
      },
    )
    await typeText(input, 'shirt')
    expect(screen.getByText('API is down.', { selector: 'p' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('API is down.')
  })

  it('says something went wrong when the suggestions fail otherwise', async () => {
    const { input } = setup(
      {},
      {
        routes: {
          'GET search': () => {
            throw fakeFormError()
          },
        },
      },
    )
    await typeText(input, 'shirt')
    expect(screen.getByRole('status')).toHaveTextContent('Something went wrong')
  })

  it('closes at once when the text is emptied', async () => {
    const { input } = setup()
    await typeText(input, 'shirt')
    fireEvent.change(input, { target: { value: '' } })
    expect(input).toHaveAttribute('aria-expanded', 'false')
  })

  it('moves through the options with Down and Up (wrapping) and jumps with Home and End', async () => {
    const { input, user } = setup()
    await typeText(input, 'shirt')
    input.focus()
    await user.keyboard('{ArrowDown}')
    expect(activeOption(input)).toHaveTextContent('shirt')
    expect(activeOption(input)).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowDown}')
    expect(activeOption(input)).toHaveTextContent('shirt dress')
    await user.keyboard('{End}')
    expect(activeOption(input)).toHaveAccessibleName('Add Oxford shirt to compare')
    await user.keyboard('{ArrowDown}')
    expect(activeOption(input)).toHaveTextContent('shirt')
    await user.keyboard('{ArrowUp}')
    expect(activeOption(input)).toHaveAccessibleName('Add Oxford shirt to compare')
    await user.keyboard('{Home}')
    expect(activeOption(input)?.textContent).toBe('shirt')
    await user.keyboard('{ArrowRight}')
    expect(input).not.toHaveAttribute('aria-activedescendant')
  })

  it('supports right-to-left text: Down and Up move the same way, Left and Right return to editing', async () => {
    const { input, user, onNavigate } = setup({}, { language: 'ar' })
    await typeText(input, 'shirt')
    input.focus()
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(activeOption(input)).toHaveTextContent('shirt dress')
    await user.keyboard('{ArrowLeft}')
    expect(input).not.toHaveAttribute('aria-activedescendant')
    await user.keyboard('{ArrowUp}')
    expect(activeOption(input)).toHaveAccessibleName(/المقارنة/)
    await user.keyboard('{Home}{Enter}')
    expect(onNavigate).toHaveBeenCalledWith('/ar/search?q=shirt')
  })

  it('goes to a product with Enter on its option', async () => {
    const { input, onNavigate, user } = setup()
    await typeText(input, 'shirt')
    input.focus()
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}')
    expect(activeOption(input)).toHaveAccessibleName(/^Linen shirt/)
    await user.keyboard('{Enter}')
    expect(onNavigate).toHaveBeenCalledWith('/linen-shirt/product/501')
    expect(input).toHaveAttribute('aria-expanded', 'false')
  })

  it('goes to a category or a sub-category listing when one is pressed', async () => {
    const { input, onNavigate, user } = setup()
    await typeText(input, 'shirt')
    await user.click(screen.getByRole('option', { name: 'Linen shirts' }))
    expect(onNavigate).toHaveBeenLastCalledWith('/all/shirts/linen-shirts')
    await typeText(input, 'shirts')
    await user.click(screen.getByRole('option', { name: 'Shirts' }))
    expect(onNavigate).toHaveBeenLastCalledWith('/all/shirts')
  })

  it('searches for a picked keyword, with the language prefix', async () => {
    const { input, onNavigate, user } = setup({}, { language: 'fr' })
    await typeText(input, 'shir')
    await user.click(screen.getByRole('option', { name: 'shirt dress' }))
    expect(onNavigate).toHaveBeenCalledWith('/fr/search?q=shirt%20dress')
    expect(input).toHaveValue('shirt dress')
  })

  it('does not search again for a keyword that is the current search', async () => {
    const { input, onNavigate, user } = setup({ onSearchPage: true, query: 'shirt' })
    await typeText(input, 'shirt ')
    await user.click(screen.getByRole('option', { name: 'shirt' }))
    expect(onNavigate).not.toHaveBeenCalled()
    expect(input).toHaveAttribute('aria-expanded', 'false')
  })

  it('toggles a product in the compare list from its compare option, leaving the popup open', async () => {
    const { input, souk, user } = setup()
    const toggle = vi.spyOn(souk.compare.getState(), 'toggle').mockResolvedValue(true)
    await typeText(input, 'shirt')
    await user.click(screen.getByRole('option', { name: 'Add Oxford shirt to compare' }))
    expect(toggle).toHaveBeenCalledWith(502)
    expect(input).toHaveAttribute('aria-expanded', 'true')
  })

  it('labels the compare option of a product already compared', async () => {
    const { input, souk } = setup()
    act(() => souk.compare.getState().mark({ 501: true }))
    await typeText(input, 'shirt')
    expect(screen.getByRole('option', { name: 'Remove Linen shirt from compare' })).toBeInTheDocument()
  })

  it('submits the text to the search page with Enter when no option is active', async () => {
    const { input, onNavigate, user } = setup()
    fireEvent.change(input, { target: { value: 'linen' } })
    input.focus()
    await user.keyboard('{Enter}')
    expect(onNavigate).toHaveBeenCalledWith('/search?q=linen')
  })

  it('submits to the search page on the shop when the Souk has a shopUrl (a page on another site)', async () => {
    const { input, onNavigate, user } = setup({}, { shopUrl: 'https://shop.example/', language: 'fr' })
    fireEvent.change(input, { target: { value: 'linen' } })
    input.focus()
    await user.keyboard('{Enter}')
    expect(onNavigate).toHaveBeenCalledWith('https://shop.example/fr/search?q=linen')
  })

  it('ignores a submit of empty text', async () => {
    const { input, onNavigate, user } = setup()
    fireEvent.change(input, { target: { value: '   ' } })
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(onNavigate).not.toHaveBeenCalled()
  })

  it('ignores a submit of the current search on the search page, but not elsewhere', async () => {
    const { input, onNavigate, user, unmount } = setup({ onSearchPage: true, query: 'linen' })
    expect(input).toHaveValue('linen')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(onNavigate).not.toHaveBeenCalled()
    unmount()
    const other = setup({ onSearchPage: false, query: 'linen' })
    await other.user.click(screen.getByRole('button', { name: 'Search' }))
    expect(other.onNavigate).toHaveBeenCalledWith('/search?q=linen')
  })

  it('closes with Escape, then clears the text with a second Escape', async () => {
    const { input, user } = setup()
    await typeText(input, 'shirt')
    input.focus()
    await user.keyboard('{Escape}')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).toHaveValue('shirt')
    await user.keyboard('{ArrowDown}')
    expect(input).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{Escape}{Escape}')
    expect(input).toHaveValue('')
  })

  it('closes 100 ms after focus leaves, and opens again on focus', async () => {
    const { input } = setup()
    await typeText(input, 'shirt')
    act(() => input.focus())
    act(() => input.blur())
    await wait(SEARCH_CLOSE_DELAY_MS - 1)
    expect(input).toHaveAttribute('aria-expanded', 'true')
    await wait(1)
    expect(input).toHaveAttribute('aria-expanded', 'false')
    act(() => input.focus())
    expect(input).toHaveAttribute('aria-expanded', 'true')
  })

  it('keeps focus in the box when an option is pressed', async () => {
    const { input } = setup()
    await typeText(input, 'shirt')
    act(() => input.focus())
    const option = screen.getByRole('option', { name: 'shirt dress' })
    const event = fireEvent.mouseDown(option)
    expect(event).toBe(false)
  })
})
