import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { type TabItem, Tabs } from './Tabs'

const items: TabItem[] = [
  { id: 'description', label: 'Description', content: <p>Hand-made kettle.</p> },
  { id: 'specs', label: 'Specifications', content: <p>1.5 litres.</p> },
  { id: 'video', label: 'Video', content: <p>Soon.</p>, disabled: true },
  { id: 'reviews', label: 'Reviews', content: <p>No reviews yet.</p> },
]

describe('Tabs (automatic activation)', () => {
  it('renders a named tab list with one tab stop and the selected panel', () => {
    renderWithSouk(<Tabs label="Product information" items={items} />)
    expect(screen.getByRole('tablist', { name: 'Product information' })).toBeInTheDocument()
    const [description, specs] = screen.getAllByRole('tab')
    expect(description).toHaveAttribute('aria-selected', 'true')
    expect(description).toHaveAttribute('tabindex', '0')
    expect(specs).toHaveAttribute('aria-selected', 'false')
    expect(specs).toHaveAttribute('tabindex', '-1')
    const panel = screen.getByRole('tabpanel', { name: 'Description' })
    expect(panel).toHaveTextContent('Hand-made kettle.')
    expect(description).toHaveAttribute('aria-controls', panel.id)
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1)
  })

  it('selects with Right/Left arrows (skipping disabled tabs, wrapping), Home and End', async () => {
    const onChange = vi.fn()
    renderWithSouk(<Tabs label="Product information" items={items} onChange={onChange} />)
    await userEvent.click(screen.getByRole('tab', { name: 'Description' }))
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Specifications' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: 'Specifications' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('1.5 litres.')
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveFocus()
    await userEvent.keyboard('{Home}')
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true')
    expect(onChange.mock.calls.map(([id]) => id)).toEqual([
      'specs',
      'reviews',
      'description',
      'reviews',
      'description',
      'reviews',
    ])
  })

  it('swaps the arrow keys in right-to-left languages', async () => {
    renderWithSouk(
      <div dir="rtl">
        <Tabs label="معلومات المنتج" items={items} />
      </div>,
      { language: 'ar' },
    )
    await userEvent.click(screen.getByRole('tab', { name: 'Description' }))
    await userEvent.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Specifications' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: 'Specifications' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true')
  })

  it('moves from the tab list to the panel with Tab', async () => {
    renderWithSouk(<Tabs label="Product information" items={items} defaultValue="specs" />)
    await userEvent.tab()
    expect(screen.getByRole('tab', { name: 'Specifications' })).toHaveFocus()
    await userEvent.tab()
    expect(screen.getByRole('tabpanel', { name: 'Specifications' })).toHaveFocus()
  })

  it('follows a controlled value', async () => {
    const onChange = vi.fn()
    renderWithSouk(<Tabs label="Product information" items={items} value="reviews" onChange={onChange} />)
    await userEvent.click(screen.getByRole('tab', { name: 'Description' }))
    expect(onChange).toHaveBeenCalledWith('description')
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true')
  })

  it('renders nothing without tabs', () => {
    const { container } = renderWithSouk(<Tabs label="Empty" items={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
