import { type Cancellation, cx, type Flag, ORDER_STEPS, type Order, OrderStatus } from '@souk/core'
import { useId } from 'react'
import { useT } from '../hooks/useT'
import { Icon } from '../Icon'

/** What the tracker reads of an order (an order row, a tracked order or an order detail fits). */
export type TrackableOrder = Pick<Order, 'status' | 'cancelled'> & {
  refunded?: Flag | null
  cancellation?: Pick<Cancellation, 'refunded'> | null
  ordered_products?: readonly { shipping_place?: { day_needed?: number | null } | null }[]
}

/** Props of `OrderTracker`. */
export interface OrderTrackerProps {
  /** The order whose delivery progress is shown. */
  order: TrackableOrder
  /** Heading level of the title. */
  headingLevel?: 2 | 3 | 4
  /** Hides the title visually (it still names the tracker). */
  hideTitle?: boolean
  /** Extra class on the root. */
  className?: string
}

type StepState = 'done' | 'active' | 'upcoming'

/** Whether an order was refunded: its own flag or its cancellation's. */
function isRefunded(order: TrackableOrder): boolean {
  return Number(order.refunded) === 1 || Number(order.cancellation?.refunded) === 1
}

/** The longest delivery estimate of the order's lines, in days (0 when unknown). */
function daysNeeded(order: TrackableOrder): number {
  return Math.max(
    0,
    ...(order.ordered_products ?? []).map((line) => Number(line.shipping_place?.day_needed) || 0),
  )
}

/**
 * The delivery progress of an order (spec §4): pending → confirmed → picked up → on the way → delivered
 * (`ORDER_STEPS`), each step done, active or upcoming (said in words too), the current one marked
 * `aria-current="step"`. A cancelled order shows 'Cancelled' (or 'Refunded') instead of the steps. While it
 * is on its way, the estimate 'within N days' comes from the lines' `shipping_place.day_needed`.
 */
export function OrderTracker({ order, headingLevel = 3, hideTitle = false, className }: OrderTrackerProps) {
  const { t } = useT()
  const id = useId()
  const Heading = `h${headingLevel}` as const
  const cancelled = Number(order.cancelled) === 1
  const refunded = isRefunded(order)
  const status = Number(order.status)
  const days = daysNeeded(order)
  const delivered = status >= OrderStatus.DELIVERED

  const stateOf = (step: number): StepState => {
    if (step < status || (step === status && delivered)) return 'done'
    return step === status ? 'active' : 'upcoming'
  }
  const stateText: Record<StepState, string> = {
    done: t('tracker.done'),
    active: t('tracker.active'),
    upcoming: t('tracker.upcoming'),
  }

  return (
    <section
      className={cx('souk-order-tracker', className)}
      aria-labelledby={`${id}title`}
      data-state={refunded ? 'refunded' : cancelled ? 'cancelled' : undefined}
    >
      <Heading id={`${id}title`} className={hideTitle ? 'souk-visually-hidden' : 'souk-order-tracker__title'}>
        {t('tracker.title')}
      </Heading>
      {cancelled || refunded ? (
        <p className="souk-order-tracker__stopped">
          <Icon name={refunded ? 'refresh' : 'close'} />
          <strong className="souk-order-tracker__stopped-status">
            {refunded ? t('orderStatus.refunded') : t('orderStatus.cancelled')}
          </strong>
          <span>{t('orders.cancelledNotice')}</span>
        </p>
      ) : (
        <>
          <ol className="souk-order-tracker__steps">
            {ORDER_STEPS.map((step) => {
              const state = stateOf(step)
              return (
                <li
                  key={step}
                  className="souk-order-tracker__step"
                  data-state={state}
                  aria-current={step === status ? 'step' : undefined}
                >
                  <span className="souk-order-tracker__marker" aria-hidden="true">
                    {state === 'done' ? <Icon name="check" /> : ORDER_STEPS.indexOf(step) + 1}
                  </span>
                  <span className="souk-order-tracker__label">{t(`orderStatus.${step}`)}</span>
                  <span className="souk-visually-hidden">, {stateText[state]}</span>
                </li>
              )
            })}
          </ol>
          {!delivered && days > 0 ? (
            <p className="souk-order-tracker__estimate">
              {t('trackOrder.estimatedDelivery', { count: days })}
            </p>
          ) : null}
        </>
      )}
    </section>
  )
}
