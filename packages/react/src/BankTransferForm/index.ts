export { BankTransferForm, type BankTransferFormProps } from './BankTransferForm'
