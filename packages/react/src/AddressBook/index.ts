export { AddressBook, type AddressBookProps } from './AddressBook'
export { AddressCard, type AddressCardProps } from './AddressCard'
