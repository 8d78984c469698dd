import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { Dialog } from './Dialog'

function RemoveAddress({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete address
      </button>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false)
          onClose?.()
        }}
        title="Delete address"
        description="Are you sure you want to delete this address?"
        footer={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="button">Delete</button>
          </>
        }
      >
        <label>
          Reason <input />
        </label>
      </Dialog>
    </>
  )
}

/** A dialog asking for focus on its second button. */
function WithInitialFocus() {
  const [open, setOpen] = useState(false)
  const target = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Pick" initialFocus={target}>
        <button type="button">First</button>
        <button type="button" ref={target}>
          Second
        </button>
      </Dialog>
    </>
  )
}

describe('Dialog (modal)', () => {
  it('opens as a modal named by its title and described, with focus on its first control', async () => {
    renderWithSouk(<RemoveAddress />)
    expect(screen.queryByRole('dialog')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Delete address' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete address' })
    expect(dialog).toHaveAttribute('open')
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this address?')
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus()
  })

  it('keeps Tab and Shift+Tab inside', async () => {
    renderWithSouk(<RemoveAddress />)
    await userEvent.click(screen.getByRole('button', { name: 'Delete address' }))
    await userEvent.tab()
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus()
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Close dialog' })).toHaveFocus()
    await userEvent.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus()
  })

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = vi.fn()
    renderWithSouk(<RemoveAddress onClose={onClose} />)
    const opener = screen.getByRole('button', { name: 'Delete address' })
    await userEvent.click(opener)
    await userEvent.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledOnce()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
  })

  it('closes with the translated close button', async () => {
    const onClose = vi.fn()
    renderWithSouk(<RemoveAddress onClose={onClose} />, { language: 'fr' })
    await userEvent.click(screen.getByRole('button', { name: 'Delete address' }))
    const close = screen.getByRole('button', { name: /fermer/i })
    await userEvent.click(close)
    expect(onClose).toHaveBeenCalledOnce()
    expect(screen.getByRole('button', { name: 'Delete address' })).toHaveFocus()
  })

  it('blocks page scrolling while open', async () => {
    renderWithSouk(<RemoveAddress />)
    await userEvent.click(screen.getByRole('button', { name: 'Delete address' }))
    expect(document.documentElement.style.overflow).toBe('hidden')
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(document.documentElement.style.overflow).toBe('')
  })

  it('focuses the element asked for', async () => {
    renderWithSouk(<WithInitialFocus />)
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus()
  })
})
