import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { Breadcrumb } from './Breadcrumb'

const trail = [
  { label: 'Home', href: '/' },
  { label: 'Kitchen', href: '/category/kitchen' },
  { label: 'Blue kettle', href: '/product/blue-kettle' },
]

describe('Breadcrumb', () => {
  it('is a navigation named “Breadcrumb” with an ordered list of links', () => {
    renderWithSouk(<Breadcrumb items={trail} />)
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' })
    const list = within(nav).getByRole('list')
    expect(list.tagName).toBe('OL')
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    expect(within(nav).getByRole('link', { name: 'Kitchen' })).toHaveAttribute('href', '/category/kitchen')
  })

  it('marks only the last item as the current page', () => {
    renderWithSouk(<Breadcrumb items={trail} />)
    expect(screen.getByRole('link', { name: 'Blue kettle' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
    expect(screen.getByRole('link', { name: 'Kitchen' })).not.toHaveAttribute('aria-current')
  })

  it('shows a current page without an address as text', () => {
    renderWithSouk(<Breadcrumb items={[trail[0] ?? { label: 'Home' }, { label: 'Search results' }]} />)
    expect(screen.getByText('Search results')).toHaveAttribute('aria-current', 'page')
    expect(screen.queryByRole('link', { name: 'Search results' })).toBeNull()
  })

  it('renders links through a router’s link component', () => {
    renderWithSouk(
      <Breadcrumb
        items={trail}
        renderLink={({ href, ...props }) => <a {...props} href={`/fr${href}`} data-router="" />}
      />,
      { language: 'fr' },
    )
    expect(screen.getByRole('navigation', { name: 'Fil d’Ariane' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Kitchen' })).toHaveAttribute('href', '/fr/category/kitchen')
    expect(screen.getByRole('link', { name: 'Blue kettle' })).toHaveAttribute('aria-current', 'page')
  })

  it('renders nothing without items', () => {
    const { container } = renderWithSouk(<Breadcrumb items={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
