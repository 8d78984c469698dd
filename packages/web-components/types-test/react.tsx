// React 19 JSX with the Souk tags (the React entry brings the JSX typings), compiled with `tsc --strict`.
import type { SoukCartAddDetail, SoukCartElement } from '@souk/web-components/react'
import { useRef } from 'react'

export function Shop() {
  const cart = useRef<SoukCartElement>(null)
  return (
    <>
      <souk-config api-base="https://shop.example/api/v1/" language="fr" theme="auto" />
      <souk-product-card
        product-id={7}
        heading-level="2"
        className="featured"
        onsouk-cart-add={(event) => {
          const detail: SoukCartAddDetail = event.detail
          console.log(detail.count)
        }}
        onsouk-error={(event) => console.warn(event.detail.message)}
      />
      <souk-product productId={7} onsouk-checkout={(event) => event.preventDefault()} />
      <souk-product-list category="shoes" sort="price_low_to_high" limit={12} />
      <souk-cart-button onsouk-cart-open={(event) => console.log(event.detail.count)} />
      <souk-cart ref={cart} onsouk-cart-change={(event) => console.log(event.detail.lines.length)} />
      <souk-search label="Search" onsouk-search={(event) => console.log(event.detail.query)} />
      {/* @ts-expect-error an add event's detail has no query */}
      <souk-product-card onsouk-cart-add={(event) => console.log(event.detail.query)} />
      {/* @ts-expect-error the list sorts by the API's keys only */}
      <souk-product-list sort="cheapest" />
      {/* @ts-expect-error a theme is light, dark or auto */}
      <souk-cart-button theme="blue" />
    </>
  )
}
