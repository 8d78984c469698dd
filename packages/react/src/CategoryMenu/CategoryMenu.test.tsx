import { makeLongFooterCommon } from '@souk/core/testing'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { CategoryDrawer, CategoryMenu } from './CategoryMenu'

const long = makeLongFooterCommon()

describe('CategoryMenu', () => {
  it('is a navigation of disclosure buttons, one per top category with children, and links for the others', () => {
    renderWithSouk(<CategoryMenu categories={long.categories} />, { language: 'fr' })
    const nav = screen.getByRole('navigation', { name: 'Catégories' })
    const women = within(nav).getByRole('button', { name: /^Women’s fashion/ })
    expect(women).toHaveAttribute('aria-expanded', 'false')
    expect(document.getElementById(women.getAttribute('aria-controls') ?? '')).not.toBeVisible()
    expect(within(nav).getByRole('link', { name: 'Men' })).toHaveAttribute('href', '/fr/all/men')
    expect(within(nav).getByRole('link', { name: 'Toutes les catégories' })).toHaveAttribute(
      'href',
      '/fr/categories',
    )
  })

  it('opens a panel of sub-category links by keyboard, one at a time, and Escape returns focus', async () => {
    renderWithSouk(<CategoryMenu categories={long.categories} />)
    const women = screen.getByRole('button', { name: /^Women’s fashion/ })
    const home = screen.getByRole('button', { name: 'Home and kitchen' })
    women.focus()
    await userEvent.keyboard('{Enter}')
    expect(women).toHaveAttribute('aria-expanded', 'true')
    const panel = document.getElementById(women.getAttribute('aria-controls') ?? '') as HTMLElement
    expect(within(panel).getByRole('link', { name: 'Shoes' })).toHaveAttribute('href', '/all/women/shoes')
    expect(within(panel).getByRole('link', { name: /^Browse Women’s fashion/ })).toHaveAttribute(
      'href',
      '/all/women',
    )
    await userEvent.tab()
    expect(within(panel).getByRole('link', { name: /^Browse/ })).toHaveFocus()
    await userEvent.click(home)
    expect(women).toHaveAttribute('aria-expanded', 'false')
    expect(home).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: 'Cookware' })).toHaveAttribute('href', '/all/home/cookware')
    await userEvent.tab()
    await userEvent.keyboard('{Escape}')
    expect(home).toHaveAttribute('aria-expanded', 'false')
    expect(home).toHaveFocus()
  })

  it('closes its panel when focus leaves the menu', async () => {
    renderWithSouk(
      <>
        <CategoryMenu categories={long.categories} />
        <button type="button">After</button>
      </>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Home and kitchen' }))
    await userEvent.click(screen.getByRole('button', { name: 'After' }))
    expect(screen.getByRole('button', { name: 'Home and kitchen' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('renders every link of the shop’s categories, closed panels included (no fetch for the first paint)', () => {
    const { container } = renderWithSouk(<CategoryMenu />)
    expect(container.querySelector('a[href="/all/fashion"]')).not.toBeNull()
    expect(container.querySelector('a[href="/all/fashion/women"]')).not.toBeNull()
  })
})

describe('CategoryDrawer', () => {
  it('opens a modal menu with the category tree and what the header moved into it', async () => {
    renderWithSouk(
      <CategoryDrawer categories={long.categories}>
        <a href="/track-order">Track order</a>
      </CategoryDrawer>,
    )
    const button = screen.getByRole('button', { name: 'Menu' })
    expect(button).toHaveAttribute('aria-haspopup', 'dialog')
    await userEvent.click(button)
    const dialog = screen.getByRole('dialog', { name: 'Menu' })
    const nav = within(dialog).getByRole('navigation', { name: 'Categories' })
    await userEvent.click(within(nav).getByRole('button', { name: 'Home and kitchen' }))
    expect(within(nav).getByRole('link', { name: 'Cookware' })).toHaveAttribute('href', '/all/home/cookware')
    expect(within(dialog).getByRole('link', { name: 'Track order' })).toBeVisible()
    // Escape first closes the open category (focus is on its button), then the drawer.
    await userEvent.keyboard('{Escape}')
    expect(within(nav).getByRole('button', { name: 'Home and kitchen' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
  })
})
