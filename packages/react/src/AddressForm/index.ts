export { AddressForm, type AddressFormProps } from './AddressForm'
