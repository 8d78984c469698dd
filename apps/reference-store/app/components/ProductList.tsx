import type { ListingCard } from '@souk/core'
import { Image, PriceLabel, Rating, useLinks } from '@souk/react'

/** A plain list of product cards (replaced by @souk/react's ProductGrid when it lands). */
export function ProductList({ products, label }: { products: ListingCard[]; label: string }) {
  const links = useLinks()
  return (
    <ul className="store-products" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id} className="store-products__item">
          <Image src={product.image} thumb alt="" width={240} height={240} priority={index < 4} />
          <a href={links.product(product.slug, product.id)}>{product.title}</a>
          <PriceLabel item={product} />
          <Rating value={product.rating} count={product.review_count} size="sm" />
        </li>
      ))}
    </ul>
  )
}
