export { OrderDetail, type OrderDetailProps } from './OrderDetail'
