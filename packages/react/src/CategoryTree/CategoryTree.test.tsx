import { makeLongFooterCommon } from '@souk/core/testing'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { CategoryTree } from './CategoryTree'

const long = makeLongFooterCommon()

describe('CategoryTree', () => {
  it('lists the shop’s footer categories as nested links (footer variant)', () => {
    renderWithSouk(<CategoryTree />, { language: 'fr' })
    expect(screen.getByRole('link', { name: 'Fashion' })).toHaveAttribute('href', '/fr/all/fashion')
    expect(screen.getByRole('link', { name: 'Women' })).toHaveAttribute('href', '/fr/all/fashion/women')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('nests footer children below their parent, and the legacy sub-categories too', () => {
    renderWithSouk(<CategoryTree categories={long.categories} />)
    const dresses = screen.getByRole('link', { name: 'Dresses' })
    expect(dresses).toHaveAttribute('href', '/all/women/dresses')
    const dressesItem = dresses.closest('li') as HTMLElement
    expect(within(dressesItem).getByRole('link', { name: 'Evening dresses' })).toHaveAttribute(
      'href',
      '/all/dresses/evening-dresses',
    )
    expect(screen.getByRole('link', { name: 'Cookware' })).toHaveAttribute('href', '/all/home/cookware')
  })

  it('is a navigation of disclosure buttons in the menu variant', async () => {
    renderWithSouk(<CategoryTree variant="menu" categories={long.categories} />)
    const nav = screen.getByRole('navigation', { name: 'Categories' })
    const toggle = within(nav).getByRole('button', { name: 'Home and kitchen' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('link', { name: 'Cookware' })).toBeNull()
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement
    expect(within(list).getByRole('link', { name: 'Browse Home and kitchen' })).toHaveAttribute(
      'href',
      '/all/home',
    )
    expect(within(list).getByRole('link', { name: 'Cookware' })).toHaveAttribute('href', '/all/home/cookware')
    expect(screen.getByRole('link', { name: 'Men' })).toHaveAttribute('href', '/all/men')
  })

  it('opens and closes with the keyboard, Escape returning focus to the parent’s button', async () => {
    const user = userEvent.setup()
    renderWithSouk(<CategoryTree variant="menu" categories={long.categories} />)
    const toggle = screen.getByRole('button', { name: /^Women’s fashion/ })
    toggle.focus()
    await user.keyboard('{Enter}')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await user.tab()
    expect(screen.getByRole('link', { name: /^Browse Women’s fashion/ })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(toggle).toHaveFocus()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.keyboard(' ')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const nested = screen.getByRole('button', { name: 'Dresses' })
    await user.click(nested)
    expect(screen.getByRole('link', { name: 'Evening dresses' })).toBeVisible()
  })

  it('renders nothing without categories', () => {
    const { container } = renderWithSouk(<CategoryTree categories={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
