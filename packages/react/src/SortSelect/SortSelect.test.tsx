import { SortBy } from '@souk/core'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { SortSelect } from './SortSelect'

function Harness({ onChange }: { onChange: (value: SortBy) => void }) {
  const [value, setValue] = useState<SortBy>(SortBy.FEATURED)
  return (
    <SortSelect
      value={value}
      onChange={(next) => {
        setValue(next)
        onChange(next)
      }}
    />
  )
}

describe('SortSelect', () => {
  it('is a combobox named “Sort by” showing the chosen order', () => {
    renderWithSouk(<SortSelect value={SortBy.AVG_CUSTOMER_REVIEW} onChange={() => {}} />)
    const combobox = screen.getByRole('combobox', { name: 'Sort by' })
    expect(combobox).toHaveTextContent('Average customer review')
    expect(combobox).toHaveAttribute('aria-expanded', 'false')
  })

  it('offers the four orders of the listings, in order', async () => {
    renderWithSouk(<SortSelect value={null} onChange={() => {}} />)
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }))
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Featured',
      'Price: low to high',
      'Price: high to low',
      'Average customer review',
    ])
  })

  it('is worked with the keyboard: Down opens and moves, Enter picks, Escape leaves it unchanged', async () => {
    const onChange = vi.fn()
    renderWithSouk(<Harness onChange={onChange} />)
    const combobox = screen.getByRole('combobox', { name: 'Sort by' })
    combobox.focus()
    await userEvent.keyboard('{ArrowDown}')
    expect(combobox).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('option', { name: 'Featured' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenLastCalledWith('price_high_to_low')
    expect(combobox).toHaveTextContent('Price: high to low')
    expect(combobox).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}{End}{Escape}')
    expect(combobox).toHaveAttribute('aria-expanded', 'false')
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('says the orders in the shopper’s language', () => {
    renderWithSouk(<SortSelect value={SortBy.PRICE_LOW_TO_HIGH} onChange={() => {}} />, { language: 'fr' })
    const combobox = screen.getByRole('combobox')
    expect(combobox).not.toHaveTextContent('Price: low to high')
    expect(combobox.textContent?.length).toBeGreaterThan(0)
  })

  it('shows an error under the field and cannot be used while disabled', () => {
    renderWithSouk(<SortSelect value={null} onChange={() => {}} disabled error="Sorting is not available." />)
    const combobox = screen.getByRole('combobox', { name: 'Sort by' })
    expect(combobox).toHaveAttribute('aria-disabled', 'true')
    expect(combobox).toHaveAccessibleDescription('Sorting is not available.')
  })
})
