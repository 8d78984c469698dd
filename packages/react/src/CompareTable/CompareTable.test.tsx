import {
  makeListingCard,
  makeProductDetail,
  makeSellerStore,
  makeTitledAttributeGroup,
  makeVariantProduct,
} from '@souk/core/testing'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { CompareTable, type CompareTableRow } from './CompareTable'

const shirtCard = makeListingCard({ id: 11, title: 'Linen shirt', slug: 'linen-shirt' })
const phoneCard = makeListingCard({ id: 12, title: 'Nordia phone', slug: 'nordia-phone' })
const rows: CompareTableRow[] = [
  { id: 1, product_id: 11, product: shirtCard },
  { id: 2, product_id: 12, product: phoneCard },
]
const shirt = makeVariantProduct({
  id: 11,
  brand: { id: 3, title: 'Atlas Linen' },
  store: makeSellerStore({ name: 'Atlas Crafts', slug: 'atlas-crafts' }),
  in_stock: true,
})
const phone = makeProductDetail({
  id: 12,
  brand: null,
  store: null,
  in_stock: false,
  attribute: [makeTitledAttributeGroup(7, 'Storage', [[71, '128 GB']])],
})

/** The cells of the row a header names, as text. */
const cellsOf = (name: string) =>
  within(screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent)

describe('CompareTable', () => {
  it('heads each product’s column and each row with th scopes', () => {
    renderWithSouk(<CompareTable rows={rows} details={[shirt, phone]} />)
    const columns = screen.getAllByRole('columnheader')
    expect(columns.map((th) => th.getAttribute('scope'))).toEqual(['col', 'col'])
    expect(columns[0]).toHaveTextContent('Linen shirt')
    for (const th of screen.getAllByRole('rowheader')) expect(th).toHaveAttribute('scope', 'row')
  })

  it('shows the brand, the seller, the availability and every attribute, a dash where a product has none', () => {
    renderWithSouk(<CompareTable rows={rows} details={[shirt, phone]} />)
    expect(cellsOf('Brand')).toEqual(['Atlas Linen', '—Not specified'])
    expect(cellsOf('Seller')).toEqual(['Atlas Crafts', '—Not specified'])
    expect(screen.getByRole('link', { name: 'Atlas Crafts' })).toHaveAttribute('href', '/shop/atlas-crafts')
    expect(cellsOf('Availability')).toEqual(['In stock', 'Out of stock'])
    expect(cellsOf('Colour')).toEqual(['Red, Blue', '—Not specified'])
    expect(cellsOf('Size')).toEqual(['S, M, L', '—Not specified'])
    expect(cellsOf('Storage')).toEqual(['—Not specified', '128 GB'])
  })

  it('labels its rows in the shopper’s language', () => {
    renderWithSouk(<CompareTable rows={rows} details={[shirt, phone]} />, { language: 'fr' })
    for (const label of ['Marque', 'Vendeur', 'Disponibilité']) {
      expect(screen.getByRole('rowheader', { name: label })).toBeInTheDocument()
    }
    expect(cellsOf('Disponibilité')).toEqual(['En stock', 'Rupture de stock'])
    expect(cellsOf('Marque')[1]).toBe('—Non précisé')
  })

  it('offers a remove button per product when it may remove', async () => {
    const onRemove = vi.fn()
    renderWithSouk(<CompareTable rows={rows} details={[shirt, null]} onRemove={onRemove} />)
    await userEvent.click(screen.getByRole('button', { name: /Remove from compare\W+Nordia phone/ }))
    expect(onRemove).toHaveBeenCalledWith(12)
    expect(cellsOf('Availability')).toEqual(['In stock', '—Not specified'])
  })
})
