// The README's React example, as printed there: it compiles under tsc --strict against the built package.
// Hosts that already ship React 19: the variant that uses the page's React instead of preact.
import '@souk/web-components/react/define/souk-product-card'
import '@souk/web-components/react/define/souk-cart-button'
import { configureSouk } from '@souk/web-components/react'

await configureSouk({ apiBase: 'https://shop.example/api/v1/', language: 'fr' })

export function Sidebar() {
  return (
    <aside>
      <souk-cart-button />
      <souk-product-card product-id="24" />
    </aside>
  )
}
