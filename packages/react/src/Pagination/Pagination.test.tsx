import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { Pagination, pageRange } from './Pagination'

describe('pageRange', () => {
  it('lists every page of a short range', () => {
    expect(pageRange(2, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageRange(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('keeps seven slots in a long range, with gaps', () => {
    expect(pageRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20])
    expect(pageRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20])
    expect(pageRange(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20])
    expect(pageRange(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20])
    expect(pageRange(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20])
  })

  it('clamps odd input', () => {
    expect(pageRange(0, 3)).toEqual([1, 2, 3])
    expect(pageRange(9, 0)).toEqual([1])
  })
})

describe('Pagination', () => {
  it('is a navigation named “Pagination” marking the current page', () => {
    renderWithSouk(<Pagination paginator={{ current_page: 3, last_page: 10 }} onPageChange={() => {}} />)
    const nav = screen.getByRole('navigation', { name: 'Pagination' })
    const current = within(nav).getByRole('button', { name: 'Page 3 of 10' })
    expect(current).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('button', { name: 'Page 4 of 10' })).not.toHaveAttribute('aria-current')
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1)
    expect(nav.querySelector('.souk-pagination__gap')).toHaveTextContent('…')
  })

  it('calls onPageChange from the page, previous and next buttons', async () => {
    const onPageChange = vi.fn()
    renderWithSouk(<Pagination paginator={{ current_page: 3, last_page: 10 }} onPageChange={onPageChange} />)
    await userEvent.click(screen.getByRole('button', { name: 'Page 10 of 10' }))
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }))
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await userEvent.click(screen.getByRole('button', { name: 'Page 3 of 10' }))
    expect(onPageChange.mock.calls.map(([page]) => page)).toEqual([10, 2, 4])
  })

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = renderWithSouk(<Pagination paginator={{ current_page: 1, last_page: 4 }} />)
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled()
    rerender(<Pagination paginator={{ current_page: 4, last_page: 4 }} />)
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
  })

  it('renders real links with hrefForPage, and onPageChange takes over plain clicks', () => {
    const onPageChange = vi.fn()
    renderWithSouk(
      <Pagination
        paginator={{ current_page: 2, last_page: 3 }}
        hrefForPage={(page) => `/products?page=${page}`}
        onPageChange={onPageChange}
      />,
    )
    const next = screen.getByRole('link', { name: 'Next' })
    expect(next).toHaveAttribute('href', '/products?page=3')
    expect(screen.getByRole('link', { name: 'Page 2 of 3' })).toHaveAttribute('aria-current', 'page')
    expect(fireEvent.click(next)).toBe(false)
    expect(onPageChange).toHaveBeenCalledWith(3)
    // A modified click (new tab) is left to the browser.
    expect(fireEvent.click(screen.getByRole('link', { name: 'Page 1 of 3' }), { ctrlKey: true })).toBe(true)
    expect(onPageChange).toHaveBeenCalledTimes(1)
  })

  it('marks a disabled link without an address', () => {
    renderWithSouk(
      <Pagination paginator={{ current_page: 1, last_page: 3 }} hrefForPage={(page) => `?page=${page}`} />,
    )
    const previous = screen.getByRole('link', { name: 'Previous' })
    expect(previous).not.toHaveAttribute('href')
    expect(previous).toHaveAttribute('aria-disabled', 'true')
  })

  it('speaks the shopper’s language', () => {
    renderWithSouk(<Pagination paginator={{ current_page: 1, last_page: 2 }} />, { language: 'fr' })
    expect(screen.getByRole('navigation', { name: 'Navigation entre les pages' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Page 2 sur 2' })).toBeInTheDocument()
  })

  it('renders nothing for a single page', () => {
    const { container } = renderWithSouk(<Pagination paginator={{ current_page: 1, last_page: 1 }} />)
    expect(container).toBeEmptyDOMElement()
  })
})
