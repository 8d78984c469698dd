export {
  type AttributeType,
  createSoukElement,
  type ElementProps,
  type SoukElementOptions,
} from './createSoukElement'
export { define } from './define'
export { emit } from './emit'
