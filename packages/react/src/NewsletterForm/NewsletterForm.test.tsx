import { fakeApiDown, fakeFormError } from '@souk/core/testing'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { NewsletterForm } from './NewsletterForm'

function setup(route: (request: { body: unknown }) => unknown = () => true, language?: string) {
  const subscribe = vi.fn(route)
  const onSubscribed = vi.fn()
  renderWithSouk(<NewsletterForm onSubscribed={onSubscribed} />, {
    routes: { 'POST email-subscription': subscribe },
    language,
  })
  const field = screen.getByRole('textbox')
  return { subscribe, onSubscribed, field }
}

describe('NewsletterForm', () => {
  it('has a labelled e-mail field and a Subscribe button under its heading', () => {
    const { field } = setup()
    expect(screen.getByRole('region', { name: 'Subscribe to our newsletter' })).toContainElement(field)
    expect(field).toHaveAccessibleName('Email')
    expect(field).toHaveAttribute('type', 'email')
    expect(field).toHaveAttribute('autocomplete', 'email')
  })

  it('says the e-mail is required when the field is empty, and sends nothing', async () => {
    const { subscribe, field } = setup()
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(screen.getByText('Email is required')).toBeInTheDocument()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription('Email is required')
    expect(field).toHaveFocus()
    expect(subscribe).not.toHaveBeenCalled()
  })

  it('says the e-mail is invalid, and sends nothing', async () => {
    const { subscribe, field } = setup()
    await userEvent.type(field, 'ada@example')
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(screen.getByText('Invalid email')).toBeInTheDocument()
    expect(subscribe).not.toHaveBeenCalled()
  })

  it('translates the required message with the field’s name', async () => {
    setup(undefined, 'fr')
    await userEvent.click(screen.getByRole('button'))
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('list')).not.toHaveTextContent('fields.email')
    expect(screen.getByRole('list')).not.toHaveTextContent('{{')
  })

  it('says the API is down when the reply has no status, as add to cart does', async () => {
    const { field } = setup(() => {
      throw fakeApiDown()
    })
    await userEvent.type(field, 'ada@example.com')
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByText('API is down.')).toBeInTheDocument()
    expect(screen.queryByText('Something went wrong')).toBeNull()
  })

  it('subscribes and replaces the form with the success message', async () => {
    const { subscribe, field, onSubscribed } = setup()
    await userEvent.type(field, ' ada@example.com ')
    await userEvent.keyboard('{Enter}')
    expect(subscribe).toHaveBeenCalledTimes(1)
    expect(subscribe.mock.calls[0]?.[0].body).toEqual({ email: 'ada@example.com' })
    expect(screen.queryByRole('textbox')).toBeNull()
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('You have successfully subscribe to our newsletter.')
    expect(status).toHaveFocus()
    expect(onSubscribed).toHaveBeenCalledWith('ada@example.com')
  })

  it('lists the form messages of a failure under the field', async () => {
    const { field } = setup(() => {
      throw fakeFormError('The email has already been taken.', 'Try another address.')
    })
    await userEvent.type(field, 'ada@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    const items = screen.getAllByRole('listitem').map((item) => item.textContent)
    expect(items).toEqual(['The email has already been taken.', 'Try another address.'])
    expect(field).toHaveValue('ada@example.com')
    expect(field).toHaveAttribute('aria-invalid', 'true')
  })

  it('clears the messages once the address is sent again successfully', async () => {
    let fail = true
    const { field } = setup(() => {
      if (fail) throw fakeFormError('Server busy')
      return true
    })
    await userEvent.type(field, 'ada@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(screen.getByText('Server busy')).toBeInTheDocument()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(screen.queryByText('Server busy')).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('You have successfully subscribe to our newsletter.')
  })
})
