import { validatePriceRange } from '@souk/core'
import { makeSidebarLists } from '@souk/core/testing'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { EMPTY_FILTERS, Filters, type FiltersValue } from './Filters'

/** Makes `(max-width: …)` queries match, as on a phone. */
function narrowScreen() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  )
}

/** The filters with their value held in state, as a listing page holds them; every change is reported. */
function Harness({
  initial = EMPTY_FILTERS,
  onChange,
}: {
  initial?: FiltersValue
  onChange: (value: FiltersValue) => void
}) {
  const [value, setValue] = useState(initial)
  return (
    <Filters
      {...makeSidebarLists()}
      value={value}
      onChange={(next) => {
        setValue(next)
        onChange(next)
      }}
    />
  )
}

describe('Filters', () => {
  it('calls onChange with the checked brand ids as boxes are ticked and unticked', async () => {
    const onChange = vi.fn()
    renderWithSouk(<Harness onChange={onChange} />)
    await userEvent.click(screen.getByRole('checkbox', { name: 'Nordwind' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cedar & Co' }))
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, brand: [1, 3] })
    await userEvent.click(screen.getByRole('checkbox', { name: 'Nordwind' }))
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, brand: [3] })
    expect(screen.getByRole('checkbox', { name: 'Cedar & Co' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Nordwind' })).not.toBeChecked()
  })

  it('keeps collections and delivery options in their own lists of ids', async () => {
    const onChange = vi.fn()
    renderWithSouk(<Harness onChange={onChange} />)
    await userEvent.click(screen.getByRole('checkbox', { name: 'New arrivals' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Express delivery' }))
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, collection: [2], shipping: [2] })
    expect(screen.getByRole('group', { name: 'Delivery' })).toContainElement(
      screen.getByRole('checkbox', { name: 'Express delivery' }),
    )
  })

  it('leaves out the groups the listing has no list for', () => {
    renderWithSouk(
      <Filters value={EMPTY_FILTERS} onChange={() => {}} brands={null} collections={[]} shipping={null} />,
    )
    expect(screen.queryByRole('button', { name: 'Brands' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Collections' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Customer rating' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Price' })).toBeInTheDocument()
  })

  it('opens and closes each group as a disclosure', async () => {
    renderWithSouk(<Filters {...makeSidebarLists()} value={EMPTY_FILTERS} onChange={() => {}} />)
    const toggle = screen.getByRole('button', { name: 'Brands' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(panel).toContainElement(screen.getByRole('checkbox', { name: 'Atlas' }))
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(panel).not.toBeVisible()
    expect(screen.queryByRole('checkbox', { name: 'Atlas' })).not.toBeInTheDocument()
    toggle.focus()
    await userEvent.keyboard('{Enter}')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('checkbox', { name: 'Atlas' })).toBeVisible()
  })

  it('starts with only the groups asked for open', () => {
    renderWithSouk(
      <Filters
        {...makeSidebarLists()}
        value={EMPTY_FILTERS}
        onChange={() => {}}
        defaultExpanded={['price']}
      />,
    )
    expect(screen.getByRole('button', { name: 'Brands' })).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('button', { name: 'Price' })).toHaveAttribute('aria-expanded', 'true')
  })

  it('moves through the ratings with the arrow keys, choosing as it goes', async () => {
    const onChange = vi.fn()
    renderWithSouk(<Harness initial={{ ...EMPTY_FILTERS, rating: 3 }} onChange={onChange} />)
    const group = screen.getByRole('group', { name: 'Customer rating' })
    const three = within(group).getByRole('radio', { name: '3 stars & up' })
    expect(three).toBeChecked()
    three.focus()
    await userEvent.keyboard('{ArrowDown}')
    expect(within(group).getByRole('radio', { name: '2 stars & up' })).toHaveFocus()
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, rating: 2 })
    await userEvent.keyboard('{ArrowRight}')
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, rating: 1 })
    await userEvent.keyboard('{ArrowRight}')
    expect(within(group).getByRole('radio', { name: 'All' })).toBeChecked()
    await userEvent.keyboard('{ArrowRight}')
    expect(within(group).getByRole('radio', { name: '4 stars & up' })).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    expect(onChange).toHaveBeenLastCalledWith(EMPTY_FILTERS)
    await userEvent.keyboard('{ArrowUp}')
    expect(within(group).getByRole('radio', { name: '1 star & up' })).toBeChecked()
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, rating: 1 })
  })

  it('swaps Left and Right in right-to-left languages', async () => {
    const onChange = vi.fn()
    renderWithSouk(<Harness initial={{ ...EMPTY_FILTERS, rating: 3 }} onChange={onChange} />, {
      language: 'ar',
    })
    const radios = screen.getAllByRole('radio')
    expect(radios[1]).toBeChecked()
    radios[1]?.focus()
    await userEvent.keyboard('{ArrowLeft}')
    expect(radios[2]).toHaveFocus()
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, rating: 2 })
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    expect(radios[0]).toHaveFocus()
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, rating: 4 })
  })

  it('refuses a minimum above the maximum, explains why, and applies a valid range', async () => {
    const onChange = vi.fn()
    renderWithSouk(<Harness onChange={onChange} />)
    const min = screen.getByRole('spinbutton', { name: 'Min' })
    const max = screen.getByRole('spinbutton', { name: 'Max' })
    await userEvent.type(min, '50')
    await userEvent.type(max, '20')
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(onChange).not.toHaveBeenCalled()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The minimum price cannot be higher than the maximum price.',
    )
    expect(max).toHaveAttribute('aria-invalid', 'true')
    expect(max).toHaveAccessibleDescription('The minimum price cannot be higher than the maximum price.')
    await userEvent.clear(max)
    await userEvent.type(max, '80{Enter}')
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, min: 50, max: 80 })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(max).not.toHaveAttribute('aria-invalid')
  })

  it('applies an open-ended range and drops a cleared one', async () => {
    const onChange = vi.fn()
    renderWithSouk(<Harness initial={{ ...EMPTY_FILTERS, min: 10, max: 90 }} onChange={onChange} />)
    const max = screen.getByRole('spinbutton', { name: 'Max' })
    expect(max).toHaveValue(90)
    await userEvent.clear(max)
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, min: 10 })
    expect(onChange.mock.lastCall?.[0]).not.toHaveProperty('max')
  })

  it('checks a price range like core’s validators, with i18n keys', () => {
    expect(validatePriceRange('', '')).toBeNull()
    expect(validatePriceRange('5', '5')).toBeNull()
    expect(validatePriceRange('-1', '')).toEqual({
      field: 'min',
      message: { key: 'validation.invalidNumber' },
    })
    expect(validatePriceRange('', 'abc')).toEqual({
      field: 'max',
      message: { key: 'validation.invalidNumber' },
    })
    expect(validatePriceRange('9', '3')).toEqual({ field: 'max', message: { key: 'validation.priceRange' } })
  })

  it('clears every filter at once, and cannot be pressed with nothing set', async () => {
    const onChange = vi.fn()
    renderWithSouk(
      <Harness
        initial={{ brand: [1], collection: [2], shipping: [3], rating: 4, min: 5 }}
        onChange={onChange}
      />,
    )
    expect(screen.getByRole('spinbutton', { name: 'Min' })).toHaveValue(5)
    await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }))
    expect(onChange).toHaveBeenLastCalledWith(EMPTY_FILTERS)
    expect(screen.getByRole('spinbutton', { name: 'Min' })).toHaveValue(null)
    expect(screen.getByRole('button', { name: 'Clear all filters' })).toBeDisabled()
  })

  it('shows a long list in part, with a button for the rest', async () => {
    const brands = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, title: `Brand ${index + 1}` }))
    renderWithSouk(<Filters brands={brands} value={EMPTY_FILTERS} onChange={() => {}} />)
    expect(screen.queryByRole('checkbox', { name: 'Brand 12' })).not.toBeInTheDocument()
    const more = screen.getByRole('button', { name: 'Show more' })
    expect(more).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(more)
    expect(screen.getByRole('checkbox', { name: 'Brand 12' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true')
  })

  it('opens in a drawer from a Filters button on small screens', async () => {
    narrowScreen()
    const onChange = vi.fn()
    renderWithSouk(<Harness initial={{ ...EMPTY_FILTERS, brand: [2] }} onChange={onChange} />)
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
    const open = screen.getByRole('button', { name: 'Filters 1' })
    expect(open).toHaveAttribute('aria-haspopup', 'dialog')
    await userEvent.click(open)
    const drawer = screen.getByRole('dialog', { name: 'Filters' })
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Lumen' }))
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, brand: [2, 4] })
    await userEvent.click(within(drawer).getByRole('button', { name: 'Show results' }))
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Filters 2' })).toHaveFocus()
  })

  it('stays in the page on wide screens', () => {
    renderWithSouk(<Filters {...makeSidebarLists()} value={EMPTY_FILTERS} onChange={() => {}} />)
    expect(screen.getByRole('region', { name: 'Filters' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getAllByRole('checkbox')).toHaveLength(9)
  })

  it('renders the Filters button beside the panel until the screen is known, for the stylesheet to choose', () => {
    renderWithSouk(<Filters {...makeSidebarLists()} value={EMPTY_FILTERS} onChange={() => {}} />)
    const open = screen.getByRole('button', { name: 'Filters' })
    expect(open).toHaveClass('souk-filters__open')
    expect(open.parentElement).toHaveClass('souk-filters--auto')
    expect(screen.getByRole('region', { name: 'Filters' })).toHaveClass('souk-filters__inline')
  })

  it('keeps the hydrated Filters button where the server put it when a phone swaps the panel for the drawer', () => {
    const { container, rerender } = renderWithSouk(
      <Filters {...makeSidebarLists()} value={EMPTY_FILTERS} onChange={() => {}} />,
    )
    const before = container.querySelector('.souk-filters__open')
    narrowScreen()
    rerender(<Filters {...makeSidebarLists()} value={EMPTY_FILTERS} onChange={() => {}} />)
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument()
    expect(container.querySelector('.souk-filters__open')).toBe(before)
  })

  it('has no Filters button with a fixed panel layout', () => {
    renderWithSouk(
      <Filters {...makeSidebarLists()} value={EMPTY_FILTERS} onChange={() => {}} layout="panel" />,
    )
    expect(screen.queryByRole('button', { name: 'Filters' })).not.toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Filters' })).toHaveClass('souk-filters')
  })

  it('shows placeholders while the lists load and an announced error when they fail', async () => {
    const onRetry = vi.fn()
    const { rerender } = renderWithSouk(<Filters value={EMPTY_FILTERS} onChange={() => {}} loading />)
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    rerender(
      <Filters
        value={EMPTY_FILTERS}
        onChange={() => {}}
        error="Could not load the filters."
        onRetry={onRetry}
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the filters.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })
})
