import { fakeFormError } from '@souk/core/testing'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { ContactForm } from './ContactForm'

function setup(route: (request: { body: unknown }) => unknown = () => true, language?: string) {
  const contact = vi.fn(route)
  const onSent = vi.fn()
  renderWithSouk(<ContactForm onSent={onSent} />, { routes: { 'POST contact': contact }, language })
  return { contact, onSent }
}

async function fill(values: Partial<Record<'Name' | 'Email' | 'Subject' | 'Message', string>>) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await userEvent.type(screen.getByLabelText(label), value)
  }
}

describe('ContactForm', () => {
  it('has labelled name, e-mail, subject and message fields and a Send button', () => {
    setup()
    expect(screen.getByLabelText('Name')).toHaveAttribute('autocomplete', 'name')
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Subject')).toBeInTheDocument()
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA')
    expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument()
  })

  it('says which fields are required, focuses the first, and sends nothing', async () => {
    const { contact } = setup()
    await fill({ Name: 'Ada', Email: 'ada@example' })
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }))
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email')
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Subject is required')
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Email')).toHaveFocus()
    expect(contact).not.toHaveBeenCalled()
  })

  it('sends the trimmed message and replaces the form with the shop’s answer', async () => {
    const { contact, onSent } = setup()
    await fill({ Name: ' Ada ', Email: 'ada@example.com', Subject: 'Late parcel', Message: 'Where is it?' })
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }))
    const sent = { name: 'Ada', email: 'ada@example.com', subject: 'Late parcel', message: 'Where is it?' }
    expect(contact.mock.calls[0]?.[0].body).toEqual(sent)
    expect(onSent).toHaveBeenCalledWith(sent)
    expect(await screen.findByRole('status')).toHaveTextContent('We have received your message.')
    expect(screen.getByRole('status')).toHaveFocus()
    expect(screen.queryByRole('textbox')).toBeNull()
  })

  it('shows the server’s form messages and keeps what was typed', async () => {
    setup(() => {
      throw fakeFormError('The message may not be greater than 5000 characters.')
    })
    await fill({ Name: 'Ada', Email: 'ada@example.com', Subject: 'Hi', Message: 'Hello' })
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('may not be greater than 5000 characters')
    expect(screen.getByLabelText('Message')).toHaveValue('Hello')
  })

  it('speaks the shopper’s language', () => {
    setup(undefined, 'ar')
    expect(screen.getByRole('button')).not.toHaveTextContent('Send message')
    expect(screen.getByRole('button').textContent).not.toMatch(/contact\./)
  })
})
