export { CompareButton, type CompareButtonProps } from './CompareButton'
