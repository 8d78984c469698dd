import type { AddressInput } from '@souk/core'
import { fakeFormError, makeAddress, makeCommon, makeCountriesPhones, makeSetting } from '@souk/core/testing'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { AddressForm } from './AddressForm'

const countriesRoute = { 'GET countries-phones': makeCountriesPhones() }

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) })

async function fillRequired() {
  await userEvent.type(field('Name'), 'Ada Lovelace')
  await userEvent.type(field('Email'), 'ada@example.com')
  await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '700 123 456')
  await userEvent.type(field('City'), 'Fayzabad')
  await userEvent.type(field('ZIP'), '3701')
  await userEvent.type(field('Address line 1'), '1 Bazaar Road')
}

/** The browser's languages while a test runs (none by default: nothing to guess the shopper's country from). */
let browserLanguages: string[] = []

describe('AddressForm', () => {
  beforeEach(() => {
    browserLanguages = []
    Object.defineProperty(navigator, 'languages', { configurable: true, get: () => browserLanguages })
  })
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'languages')
  })

  it('starts a new address in the shopper’s country, from the browser’s language region, not Afghanistan', async () => {
    browserLanguages = ['fr-FR', 'en-US']
    renderWithSouk(<AddressForm />, { routes: countriesRoute })
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country' })).toHaveTextContent('France'))
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('Country code +33')
  })

  it('keeps the country of an address being edited', async () => {
    browserLanguages = ['fr-FR']
    renderWithSouk(<AddressForm address={makeAddress({ country: 'US', state: 'CA' })} />, {
      routes: countriesRoute,
    })
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Country' })).toHaveTextContent('United States'),
    )
  })

  it('starts in the spec default country and state, with its dial code', async () => {
    renderWithSouk(<AddressForm />, { routes: countriesRoute })
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Afghanistan'),
    )
    expect(screen.getByRole('combobox', { name: 'State / Region' })).toHaveTextContent('Badakhshan')
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('Country code +93')
  })

  it("starts in the shop's own default country and state", async () => {
    const common = makeCommon({ setting: makeSetting({ default_country: 'FR', default_state: 'ARA' }) })
    renderWithSouk(<AddressForm />, { routes: countriesRoute, initial: { common } })
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country' })).toHaveTextContent('France'))
    expect(screen.getByRole('combobox', { name: 'State / Region' })).toHaveTextContent('Auvergne-Rhône-Alpes')
  })

  it('shows each message under its field and focuses the first invalid one', async () => {
    const save = vi.fn()
    renderWithSouk(<AddressForm />, { routes: { ...countriesRoute, 'POST user/address/action': save } })
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Afghanistan'),
    )
    await userEvent.type(field('Email'), 'not-an-email')
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '12')
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }))
    expect(field('Name')).toHaveFocus()
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true')
    expect(field('Name')).toHaveAccessibleDescription('Name is required')
    expect(field('Email')).toHaveAccessibleDescription('Invalid email')
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'Invalid number Country code +93',
    )
    expect(field('City')).toHaveAccessibleDescription('City is required')
    expect(field('ZIP')).toHaveAccessibleDescription('ZIP / Postal code is required')
    expect(field('Address line 1')).toHaveAccessibleDescription('Address line 1 is required')
    expect(field('Address line 2')).not.toHaveAttribute('aria-invalid')
    expect(save).not.toHaveBeenCalled()
    await userEvent.type(field('Name'), 'A')
    expect(field('Name')).not.toHaveAttribute('aria-invalid')
  })

  it('requires a state when the chosen country has states, and focuses it', async () => {
    renderWithSouk(<AddressForm />, { routes: countriesRoute })
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Afghanistan'),
    )
    await fillRequired()
    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }))
    await userEvent.click(screen.getByRole('option', { name: 'United States' }))
    const state = screen.getByRole('combobox', { name: 'State / Region' })
    expect(state).toHaveTextContent('Select a state')
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }))
    expect(state).toHaveFocus()
    expect(state).toHaveAttribute('aria-invalid', 'true')
    expect(state).toHaveAccessibleDescription('State / Region is required')
  })

  it('creates an address through user/address/action with the dial code', async () => {
    const bodies: AddressInput[] = []
    const onSaved = vi.fn()
    const { souk } = renderWithSouk(<AddressForm onSaved={onSaved} />, {
      routes: {
        ...countriesRoute,
        'POST user/address/action': ({ body }) => {
          bodies.push(body as AddressInput)
          return { ...makeAddress({ id: 77 }), ...(body as AddressInput) }
        },
      },
    })
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Afghanistan'),
    )
    await fillRequired()
    await userEvent.type(field('Delivery instructions'), 'Ring twice')
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce())
    expect(bodies[0]).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+93 700 123 456',
      country: 'AF',
      state: 'BDS',
      city: 'Fayzabad',
      zip: '3701',
      address_1: '1 Bazaar Road',
      address_2: null,
      delivery_instruction: 'Ring twice',
    })
    expect(bodies[0]).not.toHaveProperty('id')
    expect(souk.addresses.getState().list[0]?.id).toBe(77)
    expect(souk.toast.getState().message).toBe('Address added successfully.')
  })

  it('updates an address by id, keeping an international phone as typed', async () => {
    const address = makeAddress({ id: 5, phone: '+1 408 555 0100' })
    const bodies: AddressInput[] = []
    const { souk } = renderWithSouk(<AddressForm address={address} />, {
      routes: {
        ...countriesRoute,
        'POST user/address/action': ({ body }) => {
          bodies.push(body as AddressInput)
          return body
        },
      },
    })
    souk.addresses.setState({ list: [address] })
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Country' })).toHaveTextContent('United States'),
    )
    expect(screen.getByRole('combobox', { name: 'State / Region' })).toHaveTextContent('California')
    await userEvent.clear(field('City'))
    await userEvent.type(field('City'), 'Oakland')
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ id: 5, city: 'Oakland', phone: '+1 408 555 0100', state: 'CA' })
    await waitFor(() => expect(souk.addresses.getState().list[0]?.city).toBe('Oakland'))
    expect(souk.toast.getState().message).toBe('Address updated successfully.')
  })

  it("shows the server's refusal on the form", async () => {
    renderWithSouk(<AddressForm />, {
      routes: {
        ...countriesRoute,
        'POST user/address/action': () => {
          throw fakeFormError('The phone has already been taken.')
        },
      },
    })
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Afghanistan'),
    )
    await fillRequired()
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }))
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The phone has already been taken.'),
    )
  })

  it('offers a cancel button', async () => {
    const onCancel = vi.fn()
    renderWithSouk(<AddressForm onCancel={onCancel} />, { routes: countriesRoute })
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalledOnce()
  })
})
