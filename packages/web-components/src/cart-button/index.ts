export { SoukCartButton, type SoukCartButtonProps } from './SoukCartButton'
