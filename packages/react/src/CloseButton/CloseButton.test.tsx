import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { CloseButton } from './CloseButton'

describe('CloseButton', () => {
  it('is a button named by its label that presses with the keyboard', async () => {
    const onClick = vi.fn()
    render(<CloseButton label="Close dialog" onClick={onClick} />)
    const button = screen.getByRole('button', { name: 'Close dialog' })
    expect(button).toHaveAttribute('type', 'button')
    button.focus()
    await userEvent.keyboard('{Enter}')
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('keeps a component’s own class beside its own, with the variant as data', () => {
    render(<CloseButton label="Close banner" variant="pill" size="sm" className="souk-banner-block__close" />)
    const button = screen.getByRole('button')
    expect(button).toHaveClass('souk-close-button', 'souk-banner-block__close')
    expect(button).toHaveAttribute('data-variant', 'pill')
    expect(button).toHaveAttribute('data-size', 'sm')
  })
})
