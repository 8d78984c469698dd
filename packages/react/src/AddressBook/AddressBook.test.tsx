import type { Address, AddressInput } from '@souk/core'
import { makeAddress, makeAddresses, makeAddressPage, makeCountriesPhones } from '@souk/core/testing'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { AddressBook } from './AddressBook'
import { AddressCard } from './AddressCard'

const base = (addresses: Address[]) => ({
  'GET countries-phones': makeCountriesPhones(),
  'GET user/address/all': makeAddressPage(addresses),
})

function Choosing({ onSelect }: { onSelect: (address: Address) => void }) {
  const [value, setValue] = useState<number | null>(null)
  return (
    <AddressBook
      value={value}
      onSelect={(address) => {
        setValue(address.id)
        onSelect(address)
      }}
    />
  )
}

describe('AddressCard', () => {
  it('shows the address with country and state names, and its actions', async () => {
    const address = makeAddress()
    const onEdit = vi.fn()
    const onDelete = vi.fn()
    const { souk } = renderWithSouk(<AddressCard address={address} onEdit={onEdit} onDelete={onDelete} />)
    souk.settings.setState({ countries: makeCountriesPhones() })
    await waitFor(() => expect(screen.getByText('San Jose, California, 95112')).toBeInTheDocument())
    expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument()
    expect(screen.getByText('United States')).toBeInTheDocument()
    expect(screen.getByText('Default')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Edit address' }))
    await userEvent.click(screen.getByRole('button', { name: 'Delete address' }))
    expect(onEdit).toHaveBeenCalledWith(address)
    expect(onDelete).toHaveBeenCalledWith(address)
    expect(screen.getByRole('button', { name: 'Edit address' })).toHaveAccessibleDescription('Ada Lovelace')
  })
})

describe('AddressBook', () => {
  // A new address starts on the shop's country: no browser language region to guess the shopper's from.
  beforeEach(() => {
    Object.defineProperty(navigator, 'languages', { configurable: true, get: () => [] })
  })
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'languages')
  })

  it('lists the addresses from user/address/all', async () => {
    renderWithSouk(<AddressBook />, { routes: base(makeAddresses()) })
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3))
    expect(screen.getByRole('heading', { name: 'Address book' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Camille Martin' })).toBeInTheDocument()
    expect(screen.getByText('Paris, Île-de-France, 75011')).toBeInTheDocument()
  })

  it('is the page heading at level 1, with the cards at level 2, when it is the whole page', async () => {
    renderWithSouk(<AddressBook headingLevel={1} />, { routes: base(makeAddresses()) })
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3))
    expect(screen.getByRole('heading', { level: 1, name: 'Address book' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Camille Martin' })).toBeInTheDocument()
  })

  it('says No address found when the book is empty', async () => {
    renderWithSouk(<AddressBook />, { routes: base([]) })
    await waitFor(() => expect(screen.getByRole('heading', { name: 'No address found' })).toBeInTheDocument())
  })

  it('offers a retry when the list cannot be loaded', async () => {
    renderWithSouk(<AddressBook />, { routes: { 'GET countries-phones': makeCountriesPhones() } })
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong'))
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('adds an address in a dialog and puts it first', async () => {
    const bodies: AddressInput[] = []
    const { souk } = renderWithSouk(<AddressBook />, {
      routes: {
        ...base([makeAddress({ id: 1 })]),
        'POST user/address/action': ({ body }) => {
          bodies.push(body as AddressInput)
          return { ...makeAddress({ id: 99 }), ...(body as AddressInput) }
        },
      },
    })
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1))
    await userEvent.click(screen.getByRole('button', { name: 'Add a new address' }))
    const dialog = screen.getByRole('dialog', { name: 'Add a new address' })
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus())
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Grace Hopper')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'grace@example.com')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '700111222')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'City' }), 'Kabul')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'ZIP / Postal code' }), '1001')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Address line 1' }), '2 Flower Street')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(bodies[0]).not.toHaveProperty('id')
    expect(souk.addresses.getState().list.map((address) => address.id)).toEqual([99, 1])
    expect(screen.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Grace Hopper')
  })

  it('edits an address by id in a dialog', async () => {
    const bodies: AddressInput[] = []
    renderWithSouk(<AddressBook />, {
      routes: {
        ...base([makeAddress({ id: 1 }), makeAddress({ id: 2, name: 'Camille Martin', default: 0 })]),
        'POST user/address/action': ({ body }) => {
          bodies.push(body as AddressInput)
          return body
        },
      },
    })
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2))
    const camille = screen.getAllByRole('listitem')[1] as HTMLElement
    await userEvent.click(within(camille).getByRole('button', { name: 'Edit address' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit address' })
    const city = within(dialog).getByRole('textbox', { name: 'City' })
    expect(city).toHaveValue('San Jose')
    await userEvent.clear(city)
    await userEvent.type(city, 'Lyon')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(bodies[0]).toMatchObject({ id: 2, name: 'Camille Martin', city: 'Lyon' })
    expect(within(screen.getAllByRole('listitem')[1] as HTMLElement).getByText(/^Lyon/)).toBeInTheDocument()
  })

  it('deletes an address after asking', async () => {
    const deleted: string[] = []
    const { souk } = renderWithSouk(<AddressBook />, {
      routes: {
        ...base([makeAddress({ id: 1 }), makeAddress({ id: 2, name: 'Camille Martin' })]),
        'DELETE user/address/delete/:id': ({ params }) => {
          deleted.push(params.id ?? '')
          return makeAddress({ id: 2 })
        },
      },
    })
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2))
    await userEvent.click(
      within(screen.getAllByRole('listitem')[1] as HTMLElement).getByRole('button', {
        name: 'Delete address',
      }),
    )
    const dialog = screen.getByRole('dialog', { name: 'Delete address' })
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this address?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1))
    expect(deleted).toEqual(['2'])
    expect(souk.toast.getState().message).toBe('Address deleted.')
  })

  it('chooses where the order goes with radios and arrow keys', async () => {
    const onSelect = vi.fn()
    const addresses = makeAddresses()
    renderWithSouk(<Choosing onSelect={onSelect} />, { routes: base(addresses) })
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(3))
    expect(screen.getByRole('heading', { name: 'Ship to' })).toBeInTheDocument()
    const [ada, camille] = screen.getAllByRole('radio') as [HTMLElement, HTMLElement]
    expect(ada).toHaveAccessibleName('Ada Lovelace')
    await userEvent.click(ada)
    expect(ada).toBeChecked()
    expect(onSelect).toHaveBeenLastCalledWith(addresses[0])
    fireEvent.keyDown(ada, { key: 'ArrowDown' })
    expect(camille).toHaveFocus()
    expect(camille).toBeChecked()
    expect(onSelect).toHaveBeenLastCalledWith(addresses[1])
  })
})
