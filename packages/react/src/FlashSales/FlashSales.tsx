import { cx, FLASH_SALE_SHIMMER_COUNT, type FlashCard, type FlashSaleWithProducts } from '@souk/core'
import { type ReactNode, useState } from 'react'
import { HomeSection } from '../Collections/HomeSection'
import { Countdown } from '../Countdown/Countdown'
import { useLinks } from '../hooks/useLinks'
import { useT } from '../hooks/useT'
import { ProductGrid } from '../ProductGrid/ProductGrid'
import { Shimmer } from '../Shimmer/Shimmer'

/** A sale's card carrying the sale's end time, so core's price rule shows the flash price. */
export function withSaleEnd(card: FlashCard, sale: Pick<FlashSaleWithProducts, 'end_time'>): FlashCard {
  return { ...card, end_time: card.end_time ?? sale.end_time }
}

/** Props of `FlashSales`. */
export interface FlashSalesProps {
  /** The running sales (the home page's `flash_sales`, or `GET flash-sale`). */
  sales: readonly FlashSaleWithProducts[]
  /** The clock of the first render in epoch ms: pass the server's time so the server and browser countdowns agree. */
  now?: number
  /** Draws the cards of one running sale (each carries the sale's `end_time`), even of one without; default a `ProductGrid`. */
  renderProducts?: (cards: FlashCard[], sale: FlashSaleWithProducts) => ReactNode
  /** Called when a sale's countdown reaches zero (e.g. to reload the home data). */
  onSaleEnd?: (sale: FlashSaleWithProducts) => void
  /** Level of each sale's heading. */
  headingLevel?: 2 | 3 | 4
  /** The sales are loading: `FLASH_SALE_SHIMMER_COUNT` placeholder cards are shown. */
  loading?: boolean
  /** A failure message, shown instead of the sales. */
  error?: ReactNode
  /** Called by the retry button of the error state. */
  onRetry?: () => void
  /** Extra class on the root. */
  className?: string
}

/**
 * The running flash sales: each one a section with its title, a countdown to its end, its products at the flash
 * price and a link to the sale's page (`/flash-sale/{id}`). When a sale's time runs out its products are
 * withdrawn (their flash price no longer holds) and 'This sale has ended.' is shown; `onSaleEnd` lets the host
 * reload. Loading shows 21 placeholder cards (spec §9).
 */
export function FlashSales({
  sales,
  now,
  renderProducts,
  onSaleEnd,
  headingLevel = 2,
  loading = false,
  error,
  onRetry,
  className,
}: FlashSalesProps) {
  const { t } = useT()
  const links = useLinks()
  const [ended, setEnded] = useState<ReadonlySet<number>>(() => new Set())
  const rootClass = cx('souk-flash-sales', className)

  if (loading || error) {
    return (
      <div className={rootClass}>
        <HomeSection
          title={t('home.flashSales')}
          headingLevel={headingLevel}
          loading={loading}
          placeholder={<Shimmer variant="grid" count={FLASH_SALE_SHIMMER_COUNT} />}
          error={error}
          onRetry={onRetry}
        />
      </div>
    )
  }
  if (sales.length === 0) return null

  const end = (sale: FlashSaleWithProducts) => {
    setEnded((current) => (current.has(sale.id) ? current : new Set(current).add(sale.id)))
    onSaleEnd?.(sale)
  }

  return (
    <div className={rootClass}>
      {sales.map((sale) => {
        const over = ended.has(sale.id)
        const cards = sale.public_products.map((card) => withSaleEnd(card, sale))
        return (
          <HomeSection
            key={sale.id}
            className="souk-flash-sales__sale"
            title={sale.title}
            headingLevel={headingLevel}
            link={over ? undefined : { href: links.localize(`/flash-sale/${sale.id}`) }}
            aside={
              <Countdown
                end={sale.end_time}
                now={now}
                label={over ? undefined : t('flashSale.endsIn')}
                endedLabel={t('flashSale.ended')}
                size="sm"
                onEnd={() => end(sale)}
              />
            }
          >
            {over ? null : renderProducts ? (
              // Called for every running sale: the caller may load the cards of one that came without.
              renderProducts(cards, sale)
            ) : cards.length === 0 ? null : (
              <ProductGrid
                products={cards}
                label={sale.title}
                cardProps={{ headingLevel: (headingLevel + 1) as 3 | 4 | 5 }}
              />
            )}
          </HomeSection>
        )
      })}
    </div>
  )
}
