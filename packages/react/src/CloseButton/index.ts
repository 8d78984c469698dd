export { CloseButton, type CloseButtonProps } from './CloseButton'
