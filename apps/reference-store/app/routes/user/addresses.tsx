import { AddressBook } from '@souk/react'
import type { MetaFunction } from 'react-router'
import { privatePageMeta } from '../../lib/meta'

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, 'address.title')

/**
 * The address book (contract 5.9): the customer's addresses with add, edit and delete in dialogs; countries and
 * states come from the API, the phone rule and the other checks from core (inside `AddressBook`).
 */
export default function Addresses() {
  return <AddressBook headingLevel={1} />
}
