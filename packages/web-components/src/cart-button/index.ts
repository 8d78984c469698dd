export { SoukCartButton, type SoukCartButtonElement, type SoukCartButtonProps } from './SoukCartButton'
