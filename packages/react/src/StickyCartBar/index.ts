export { StickyCartBar, type StickyCartBarProps } from './StickyCartBar'
