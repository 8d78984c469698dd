export { SoukCart, type SoukCartElement, type SoukCartProps } from './SoukCart'
