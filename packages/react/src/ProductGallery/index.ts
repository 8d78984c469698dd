export { ProductGallery, type ProductGalleryProduct, type ProductGalleryProps } from './ProductGallery'
