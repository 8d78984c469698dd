import {
  makeCommon,
  makeSetting,
  makeSignedInProfile,
  makeSingleLanguageCommon,
  makeSiteSetting,
} from '@souk/core/testing'
import { act, screen, within } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CategoryDrawer, CategoryMenu, type CategoryMenuProps } from '../CategoryMenu'
import { SearchBox } from '../SearchBox'
import { TopBanner } from '../TopBanner'
import { renderWithSouk } from '../testing/renderWithSouk'
import { AccountMenu, type AccountMenuProps } from './AccountMenu'
import { CartButton } from './CartButton'
import { Header } from './Header'
import { HeaderLayout } from './HeaderLayout'
import { LanguageSelect } from './LanguageSelect'

function signIn(souk: ReturnType<typeof renderWithSouk>['souk']) {
  act(() =>
    souk.session.setState({
      token: 'token',
      signedIn: true,
      profile: makeSignedInProfile(),
      status: 'ready',
    }),
  )
}

/** A part boundary that shows where it is. */
function Part({ children }: { children: ReactNode }) {
  return <div data-testid="part">{children}</div>
}

describe('Header', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('is the banner landmark with the logo linking home, named by the site name', () => {
    renderWithSouk(<Header />)
    const header = screen.getByRole('banner')
    const logo = within(header).getByRole('link', { name: 'Souk' })
    expect(logo).toHaveAttribute('href', '/')
    const image = within(logo).getByRole('img', { name: 'Souk' })
    expect(image).toHaveAttribute('width', '139')
    expect(image).toHaveAttribute('height', '40')
    expect(image).toHaveAttribute('src', '/uploads/logo.png')
  })

  it('wraps each of its parts in the given boundary, so that each can hydrate on its own', () => {
    renderWithSouk(<Header partBoundary={Part} />)
    const parts = screen.getAllByTestId('part')
    const partOf = (element: HTMLElement) => parts.findIndex((part) => part.contains(element))
    const search = partOf(screen.getByRole('search'))
    const cart = partOf(screen.getByRole('link', { name: /in cart/i }))
    const logo = screen.getByRole('link', { name: 'Souk' })
    expect(search).toBeGreaterThanOrEqual(0)
    expect(cart).toBeGreaterThanOrEqual(0)
    expect(cart).not.toBe(search)
    // The logo is a plain link: it belongs to no part.
    expect(partOf(logo)).toBe(-1)
  })

  it('links home in the current language', () => {
    renderWithSouk(<Header />, { language: 'fr' })
    expect(screen.getByRole('link', { name: 'Souk' })).toHaveAttribute('href', '/fr')
  })

  it('shows the mail link and the phone link', () => {
    renderWithSouk(<Header />)
    expect(screen.getByRole('link', { name: 'hello@souk.test' })).toHaveAttribute(
      'href',
      'mailto:hello@souk.test',
    )
    expect(screen.getByRole('link', { name: '+1 555 0100' })).toHaveAttribute('href', 'tel:+15550100')
  })

  it('leaves the phone link out when no phone is set', () => {
    renderWithSouk(<Header />, { initial: { common: makeCommon({ setting: makeSetting({ phone: null }) }) } })
    expect(screen.queryByRole('link', { name: /555/ })).toBeNull()
    expect(screen.getByRole('link', { name: 'hello@souk.test' })).toBeInTheDocument()
  })

  it('offers logged-out visitors the seller sign-up link when vendor registration is on', () => {
    renderWithSouk(<Header />, { initial: { common: makeCommon({ header_links: { left: [], right: [] } }) } })
    expect(screen.getByRole('link', { name: 'Become a seller' })).toHaveAttribute('href', '/seller/register')
  })

  it('hides the seller sign-up link when vendor registration is off', () => {
    const common = makeCommon({
      setting: makeSetting({ vendor_registration: 0 }),
      header_links: { left: [], right: [] },
    })
    renderWithSouk(<Header />, { initial: { common } })
    expect(screen.queryByRole('link', { name: 'Become a seller' })).toBeNull()
  })

  it('hides the seller sign-up link from logged-in customers', () => {
    const common = makeCommon({ header_links: { left: [], right: [] } })
    const { souk } = renderWithSouk(<Header />, { initial: { common } })
    expect(screen.getByRole('link', { name: 'Become a seller' })).toBeInTheDocument()
    signIn(souk)
    expect(screen.queryByRole('link', { name: 'Become a seller' })).toBeNull()
  })

  it('shows login and register links to visitors and the profile link to customers', () => {
    const { souk } = renderWithSouk(<Header />, { language: 'ar' })
    expect(document.querySelector('a[href="/ar/login"]')).toBeInTheDocument()
    expect(document.querySelector('a[href="/ar/register"]')).toBeInTheDocument()
    expect(document.querySelector('a[href="/ar/user/profile"]')).toBeNull()
    signIn(souk)
    expect(document.querySelector('a[href="/ar/login"]')).toBeNull()
    expect(document.querySelector('a[href="/ar/user/profile"]')).toBeInTheDocument()
  })

  it('shows the configurable left and right links', () => {
    renderWithSouk(<Header />, { language: 'fr' })
    expect(screen.getByRole('link', { name: 'Track your order' })).toHaveAttribute('href', '/fr/track-order')
    const right = document.querySelector('.souk-header-links[data-side="right"]')
    expect(right).toHaveTextContent('Become a seller')
  })

  it('shows the language dropdown only when the shop has more than one language', () => {
    const { unmount } = renderWithSouk(<Header />)
    expect(screen.getByRole('combobox', { name: 'Select language' })).toBeInTheDocument()
    unmount()
    renderWithSouk(<Header />, { initial: { common: makeSingleLanguageCommon() } })
    expect(screen.queryByRole('combobox', { name: 'Select language' })).toBeNull()
  })

  it('holds the search box, the account menu and the cart button', () => {
    renderWithSouk(<Header />)
    expect(screen.getByRole('search')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'My account' })).toHaveAttribute('aria-haspopup', 'menu')
    expect(screen.getByRole('link', { name: '0 items in cart' })).toBeInTheDocument()
  })

  it('shows the top banner unless asked not to', () => {
    const { unmount } = renderWithSouk(<Header />)
    expect(screen.getByRole('region', { name: 'Announcement' })).toBeInTheDocument()
    unmount()
    renderWithSouk(<Header showTopBanner={false} />)
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull()
  })

  it('falls back to a translated name for the logo when the shop has no name', () => {
    const common = makeCommon({ site_setting: makeSiteSetting({ site_name: '' }) })
    renderWithSouk(<Header />, { initial: { common } })
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
  })

  it('sticks on small screens once the page scrolls 40 px past it', () => {
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined
    const observe = vi.fn()
    const options: unknown[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report, init: unknown) {
          report = callback
          options.push(init)
        }
        observe = observe
        disconnect = vi.fn()
      },
    )
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 576px)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }))
    renderWithSouk(<Header />)
    const header = screen.getByRole('banner')
    expect(observe).toHaveBeenCalledTimes(1)
    expect(options[0]).toEqual({ rootMargin: '40px' })
    expect(header).not.toHaveAttribute('data-stuck')
    act(() => report?.([{ isIntersecting: false }]))
    expect(header).toHaveAttribute('data-stuck')
    act(() => report?.([{ isIntersecting: true }]))
    expect(header).not.toHaveAttribute('data-stuck')
  })

  it('does not watch the scroll on wide screens', () => {
    const observe = vi.fn()
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe = observe
        disconnect = vi.fn()
      },
    )
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }))
    renderWithSouk(<Header />)
    expect(observe).not.toHaveBeenCalled()
  })
})

/** A host's account menu, saying whether the header passed it a handler. */
function MyAccountMenu({ onLoggedOut }: AccountMenuProps) {
  return <p>my account menu {onLoggedOut ? 'with' : 'without'} a handler</p>
}

/** A host's category menu, naming the class the header passed. */
function MyCategoryMenu({ className }: CategoryMenuProps) {
  return <p>my category menu in {className}</p>
}

describe('HeaderLayout', () => {
  const own = { TopBanner, LanguageSelect, CategoryDrawer, SearchBox, AccountMenu, CartButton, CategoryMenu }

  it("with the package's own parts renders what Header renders", () => {
    // Each render has its own ids (React's, and the banner's of the test shop).
    const html = (element: ReactElement) =>
      renderWithSouk(element).container.innerHTML.replace(/_r_\w+?_|banner[-=]\d+/g, '')
    expect(html(<HeaderLayout parts={own} />)).toBe(html(<Header />))
  })

  it('renders the parts the host gives in their places, with the props the header passes', () => {
    renderWithSouk(
      <HeaderLayout
        parts={{
          ...own,
          AccountMenu: MyAccountMenu,
          CategoryMenu: MyCategoryMenu,
        }}
        onLoggedOut={() => {}}
      />,
    )
    const header = screen.getByRole('banner')
    expect(within(header).getByText('my account menu with a handler')).toBeInTheDocument()
    expect(within(header).getByText('my category menu in souk-header__categories')).toBeInTheDocument()
    expect(within(header).queryByRole('button', { name: /account/i })).toBeNull()
  })
})
