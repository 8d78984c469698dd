export { FlashSales, type FlashSalesProps, withSaleEnd } from './FlashSales'
