export { AddToCart, type AddToCartProps } from './AddToCart'
export { BuyNow, type BuyNowProps } from './BuyNow'
export type { PurchaseDetail, PurchaseProduct } from './usePurchase'
