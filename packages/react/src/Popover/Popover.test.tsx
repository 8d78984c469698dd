import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { Popover } from './Popover'

/** Makes `(max-width: …)` queries match, as on a narrow screen. */
function narrowScreen() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  )
}

const cartPopover = (
  <>
    <Popover trigger="Cart" title="Your cart" footer={<a href="/cart">View cart</a>}>
      <a href="/p/1">Blue kettle</a>
      <a href="/p/2">Red mug</a>
    </Popover>
    <button type="button">Elsewhere</button>
  </>
)

describe('Popover', () => {
  it('opens a dialog named by its title and moves focus into it', async () => {
    renderWithSouk(cartPopover)
    const trigger = screen.getByRole('button', { name: 'Cart' })
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog')
    await userEvent.click(trigger)
    const dialog = screen.getByRole('dialog', { name: 'Your cart' })
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    expect(trigger).toHaveAttribute('aria-controls', dialog.id)
    expect(dialog).not.toHaveAttribute('aria-modal')
    expect(screen.getByRole('link', { name: 'Blue kettle' })).toHaveFocus()
  })

  it('closes on Escape and gives focus back to the trigger', async () => {
    renderWithSouk(cartPopover)
    await userEvent.click(screen.getByRole('button', { name: 'Cart' }))
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Cart' })).toHaveFocus()
  })

  it('closes with its translated close button, focus back on the trigger', async () => {
    renderWithSouk(cartPopover, { language: 'fr' })
    await userEvent.click(screen.getByRole('button', { name: 'Cart' }))
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Cart' })).toHaveFocus()
  })

  it('closes on a press outside and when focus leaves it', async () => {
    renderWithSouk(cartPopover)
    await userEvent.click(screen.getByRole('button', { name: 'Cart' }))
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(screen.queryByRole('dialog')).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Cart' }))
    screen.getByRole('link', { name: 'View cart' }).focus()
    await userEvent.tab()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('limits its content to the spec’s 500 px (then scrolls) and shows the footer', async () => {
    renderWithSouk(cartPopover)
    await userEvent.click(screen.getByRole('button', { name: 'Cart' }))
    const body = screen.getByRole('link', { name: 'Blue kettle' }).parentElement
    expect(body?.style.maxBlockSize).toBe('500px')
    expect(screen.getByRole('link', { name: 'View cart' })).toBeVisible()
  })

  it('below 992 px is a modal layer that blocks page scrolling and keeps focus inside', async () => {
    narrowScreen()
    document.documentElement.style.overflow = 'scroll'
    renderWithSouk(cartPopover)
    await userEvent.click(screen.getByRole('button', { name: 'Cart' }))
    const dialog = screen.getByRole('dialog', { name: 'Your cart' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(document.documentElement.style.overflow).toBe('hidden')

    // Tab from the last control wraps to the first (the close button), Shift+Tab back to the last.
    screen.getByRole('link', { name: 'View cart' }).focus()
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    await userEvent.tab({ shift: true })
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveFocus()

    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.documentElement.style.overflow).toBe('scroll')
    document.documentElement.style.overflow = ''
  })

  it('renders a custom trigger from the given props, controlled', async () => {
    const onOpenChange = vi.fn()
    const { rerender } = renderWithSouk(
      <Popover
        open={false}
        onOpenChange={onOpenChange}
        title="Account"
        trigger={(props) => (
          <button {...props} className="mine">
            Me
          </button>
        )}
      >
        <p>Hello</p>
      </Popover>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Me' }))
    expect(onOpenChange).toHaveBeenCalledWith(true)
    expect(screen.queryByRole('dialog')).toBeNull()
    rerender(
      <Popover
        open
        onOpenChange={onOpenChange}
        title="Account"
        trigger={(props) => <button {...props}>Me</button>}
      >
        <p>Hello</p>
      </Popover>,
    )
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Account' })).toHaveFocus())
    expect(screen.getByRole('button', { name: 'Me' })).toHaveAttribute('aria-expanded', 'true')
  })
})
