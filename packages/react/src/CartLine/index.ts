export { CartLine, type CartLineProps, CartLineView, type CartLineViewProps } from './CartLine'
