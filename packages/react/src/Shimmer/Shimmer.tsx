import { cx, PRODUCT_SHIMMER_COUNT } from '@souk/core'
import { useT } from '../hooks/useT'

/** Props of `Shimmer`. */
export interface ShimmerProps {
  /** `grid`: product-card placeholders; `card`: one card; `line`: lines of text; `block`: one rectangle (an image, a banner). */
  variant?: 'grid' | 'card' | 'line' | 'block'
  /** How many cards or lines; default `PRODUCT_SHIMMER_COUNT` (21) for a grid (use `FLASH_SALE_SHIMMER_COUNT` for flash sales), 3 lines, else 1. */
  count?: number
  /** The text read by assistive technologies once for the whole placeholder; default the translated 'Loading…'. */
  label?: string
  /** Extra class on the root. */
  className?: string
}

const DEFAULT_COUNT = { grid: PRODUCT_SHIMMER_COUNT, card: 1, line: 3, block: 1 } as const

/**
 * Loading placeholders (spec §9: 21 for product and flash-sale grids). The shapes are hidden from assistive
 * technologies, which read one visually hidden loading text instead; the shine stops under
 * `prefers-reduced-motion`.
 */
export function Shimmer({ variant = 'grid', count, label, className }: ShimmerProps) {
  const { t } = useT()
  const total = Math.max(0, Math.floor(count ?? DEFAULT_COUNT[variant]))
  const keys = Array.from({ length: total }, (_, index) => `s${index}`)
  return (
    <div className={cx('souk-shimmer', className)} data-variant={variant}>
      <span className="souk-visually-hidden">{label ?? t('common.loading')}</span>
      <div className="souk-shimmer__shapes" aria-hidden="true">
        {keys.map((key) =>
          variant === 'grid' || variant === 'card' ? (
            <div key={key} className="souk-shimmer__card">
              <div className="souk-shimmer__bone souk-shimmer__image" />
              <div className="souk-shimmer__bone souk-shimmer__line" />
              <div className="souk-shimmer__bone souk-shimmer__line" data-short="" />
              <div className="souk-shimmer__bone souk-shimmer__line" data-price="" />
            </div>
          ) : (
            <div
              key={key}
              className={`souk-shimmer__bone ${variant === 'line' ? 'souk-shimmer__line' : 'souk-shimmer__block'}`}
            />
          ),
        )}
      </div>
    </div>
  )
}
