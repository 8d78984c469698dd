import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { Dropdown, type DropdownOption } from './Dropdown'

const countries: DropdownOption[] = [
  { value: 'fr', label: 'France' },
  { value: 'de', label: 'Germany' },
  { value: 'gh', label: 'Ghana' },
  { value: 'gr', label: 'Greece', disabled: true },
  { value: 'in', label: 'India' },
  { value: 'tr', label: 'Türkiye' },
]

/** A dropdown holding its own value, reporting every change. */
function Country(props: {
  onChange?: (value: string) => void
  searchable?: boolean
  initial?: string | null
}) {
  const [value, setValue] = useState<string | null>(props.initial ?? null)
  return (
    <Dropdown
      label="Country"
      options={countries}
      value={value}
      searchable={props.searchable}
      onChange={(next) => {
        setValue(next)
        props.onChange?.(next)
      }}
    />
  )
}

const activeOption = () => {
  const combobox = screen
    .getAllByRole('combobox')
    .find((element) => element.getAttribute('aria-activedescendant'))
  const id = combobox?.getAttribute('aria-activedescendant')
  return id ? document.getElementById(id) : null
}

describe('Dropdown (select-only combobox)', () => {
  it('is a collapsed combobox named by its label showing the translated placeholder', () => {
    renderWithSouk(<Country />, { language: 'fr' })
    const combobox = screen.getByRole('combobox', { name: 'Country' })
    expect(combobox).toHaveAttribute('aria-expanded', 'false')
    expect(combobox).toHaveAttribute('aria-haspopup', 'listbox')
    expect(combobox).toHaveTextContent('Choisir')
    expect(combobox).toHaveAttribute('aria-controls', screen.getByRole('listbox', { hidden: true }).id)
  })

  it('opens with Down Arrow, moves with the arrows, and Enter selects', async () => {
    const onChange = vi.fn()
    renderWithSouk(<Country onChange={onChange} />)
    const combobox = screen.getByRole('combobox', { name: 'Country' })
    combobox.focus()
    await userEvent.keyboard('{ArrowDown}')
    expect(combobox).toHaveAttribute('aria-expanded', 'true')
    expect(activeOption()).toHaveTextContent('France')
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    expect(activeOption()).toHaveTextContent('Ghana')
    // Greece is disabled: skipped.
    await userEvent.keyboard('{ArrowDown}')
    expect(activeOption()).toHaveTextContent('India')
    await userEvent.keyboard('{ArrowUp}')
    expect(activeOption()).toHaveTextContent('Ghana')
    await userEvent.keyboard('{Enter}')
    expect(onChange).toHaveBeenCalledWith('gh')
    expect(combobox).toHaveAttribute('aria-expanded', 'false')
    expect(combobox).toHaveTextContent('Ghana')
    expect(combobox).toHaveFocus()
  })

  it('goes to the first and last option with Home and End, and Escape closes without choosing', async () => {
    const onChange = vi.fn()
    renderWithSouk(<Country onChange={onChange} />)
    const combobox = screen.getByRole('combobox', { name: 'Country' })
    combobox.focus()
    await userEvent.keyboard('{End}')
    expect(combobox).toHaveAttribute('aria-expanded', 'true')
    expect(activeOption()).toHaveTextContent('Türkiye')
    await userEvent.keyboard('{Home}')
    expect(activeOption()).toHaveTextContent('France')
    await userEvent.keyboard('{Escape}')
    expect(combobox).toHaveAttribute('aria-expanded', 'false')
    expect(onChange).not.toHaveBeenCalled()
  })

  it('opens on the selected option, marked aria-selected', async () => {
    renderWithSouk(<Country initial="in" />)
    const combobox = screen.getByRole('combobox', { name: 'Country' })
    combobox.focus()
    await userEvent.keyboard('{Enter}')
    expect(activeOption()).toHaveTextContent('India')
    expect(screen.getByRole('option', { name: 'India' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('option', { name: 'France' })).toHaveAttribute('aria-selected', 'false')
  })

  it('jumps by typeahead, cycling through options with the same first letter', async () => {
    renderWithSouk(<Country />)
    const combobox = screen.getByRole('combobox', { name: 'Country' })
    combobox.focus()
    await userEvent.keyboard('g')
    expect(combobox).toHaveAttribute('aria-expanded', 'true')
    expect(activeOption()).toHaveTextContent('Germany')
    await userEvent.keyboard('g')
    expect(activeOption()).toHaveTextContent('Ghana')
  })

  it('chooses with a click and closes on a press outside', async () => {
    const onChange = vi.fn()
    renderWithSouk(
      <>
        <Country onChange={onChange} />
        <button type="button">Outside</button>
      </>,
    )
    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }))
    await userEvent.click(screen.getByRole('option', { name: 'India' }))
    expect(onChange).toHaveBeenCalledWith('in')
    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }))
    expect(screen.getByRole('listbox')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Outside' }))
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('ignores disabled options', async () => {
    const onChange = vi.fn()
    renderWithSouk(<Country onChange={onChange} />)
    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }))
    const greece = screen.getByRole('option', { name: 'Greece' })
    expect(greece).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(greece)
    expect(onChange).not.toHaveBeenCalled()
  })

  it('with a search box: focus moves into it, typing filters (case and accent blind) and Enter picks the first match', async () => {
    const onChange = vi.fn()
    renderWithSouk(<Country searchable onChange={onChange} />)
    const field = screen.getByRole('combobox', { name: 'Country' })
    await userEvent.click(field)
    const search = screen.getByRole('combobox', { name: 'Search' })
    expect(search).toHaveFocus()
    expect(search).toHaveAttribute('placeholder', 'Type to search…')
    await userEvent.type(search, 'TURK')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Türkiye'])
    expect(activeOption()).toHaveTextContent('Türkiye')
    await userEvent.keyboard('{Enter}')
    expect(onChange).toHaveBeenCalledWith('tr')
    expect(field).toHaveFocus()
    expect(field).toHaveAttribute('aria-expanded', 'false')
  })

  it('says when nothing matches, and Escape in the search box returns to the field', async () => {
    renderWithSouk(<Country searchable />)
    const field = screen.getByRole('combobox', { name: 'Country' })
    field.focus()
    await userEvent.keyboard('{ArrowDown}')
    await userEvent.type(screen.getByRole('combobox', { name: 'Search' }), 'zzz')
    expect(screen.getByRole('status')).toHaveTextContent('No matches')
    expect(screen.queryAllByRole('option')).toHaveLength(0)
    await userEvent.keyboard('{Escape}')
    expect(field).toHaveFocus()
    expect(field).toHaveAttribute('aria-expanded', 'false')
  })

  it('at 768 px or narrower opens as a layer over the page', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(max-width: 768px)',
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    )
    const { container } = renderWithSouk(<Country />)
    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }))
    expect(container.querySelector('.souk-dropdown')).toHaveAttribute('data-layer')
    const overlay = container.querySelector<HTMLElement>('.souk-dropdown__overlay')
    expect(overlay).not.toBeNull()
    expect(document.documentElement.style.overflow).toBe('hidden')
    if (overlay) await userEvent.click(overlay)
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAttribute('aria-expanded', 'false')
    expect(document.documentElement.style.overflow).toBe('')
  })

  it('limits the list to the spec’s 400 px', () => {
    renderWithSouk(<Country />)
    expect(screen.getByRole('listbox', { hidden: true }).style.maxBlockSize).toBe('400px')
  })

  it('shows an error tied to the field, and a disabled field does not open', async () => {
    renderWithSouk(
      <Dropdown
        label="State"
        options={countries}
        value={null}
        onChange={() => {}}
        error="Select a state"
        disabled
      />,
    )
    const combobox = screen.getByRole('combobox', { name: 'State' })
    expect(combobox).toHaveAttribute('aria-invalid', 'true')
    expect(combobox).toHaveAccessibleDescription('Select a state')
    expect(combobox).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(combobox)
    expect(combobox).toHaveAttribute('aria-expanded', 'false')
  })
})
