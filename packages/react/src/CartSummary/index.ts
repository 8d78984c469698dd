export { CartAnnouncer, type CartAnnouncerProps } from './CartAnnouncer'
export { CartSummary, type CartSummaryProps } from './CartSummary'
export { PriceBreakdown, type PriceBreakdownProps, type PriceBreakdownRow } from './PriceBreakdown'
