import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { Button } from './Button'

describe('Button', () => {
  it('presses like a button, with the keyboard too', async () => {
    const onClick = vi.fn()
    renderWithSouk(<Button onClick={onClick}>Add to cart</Button>)
    const button = screen.getByRole('button', { name: 'Add to cart' })
    await userEvent.click(button)
    button.focus()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    expect(onClick).toHaveBeenCalledTimes(3)
  })

  it('shows the loading label while busy, stays focusable and ignores presses', async () => {
    const onClick = vi.fn()
    renderWithSouk(
      <Button busy onClick={onClick}>
        Add to cart
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Loading…' })
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).not.toBeDisabled()
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('says "loading" in the shopper’s language', () => {
    renderWithSouk(<Button busy>Ajouter</Button>, { language: 'fr' })
    expect(screen.getByRole('button').textContent).not.toBe('Loading…')
    expect(screen.getByRole('button').textContent?.length).toBeGreaterThan(0)
  })

  it('takes a custom busy label', () => {
    renderWithSouk(
      <Button busy busyLabel="Adding…">
        Add
      </Button>,
    )
    expect(screen.getByRole('button', { name: 'Adding…' })).toBeInTheDocument()
  })

  it('is a plain button by default, so it never submits a form by accident', () => {
    renderWithSouk(<Button>Go</Button>)
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button')
  })
})
