export { OrderCard, type OrderCardOrder, type OrderCardProps } from './OrderCard'
