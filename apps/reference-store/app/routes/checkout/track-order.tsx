import { deliveryStatusKey, errorText, isFormError, isSoukError, type TrackedOrder } from '@souk/core'
import { Button, Image, OrderTracker, usePrice, useT } from '@souk/react'
import { useEffect, useId, useRef } from 'react'
import { Form, type LoaderFunctionArgs, useLoaderData, useNavigation } from 'react-router'
import { checkoutMeta } from '../../lib/checkoutPages'
import { stylesheetsHandle } from '../../lib/pageStylesheets'
import { soukForRequest } from '../../souk.server'

/** The stylesheets this page needs besides `root.css` (`lib/pageStylesheets.tsx`). */
export const handle = stylesheetsHandle('account', 'checkoutPages')

export const meta = checkoutMeta('trackOrder.title')

/** Longest code the form sends (the API's codes are about 20 characters). */
const MAX_CODE = 64

type TrackResult =
  | { code: ''; state: 'empty' }
  | { code: string; state: 'found'; order: TrackedOrder }
  | { code: string; state: 'notFound' }
  | { code: string; state: 'error'; message: string }

/**
 * `GET track-order` by the code in `?code=` (contract 4.15): no sign-in is needed, so the server renders the
 * result. An unknown code is a not-found state, not an error page; a failing API shows its message.
 */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<TrackResult> {
  const code = (new URL(request.url).searchParams.get('code') ?? '').trim().slice(0, MAX_CODE)
  if (!code) return { code: '', state: 'empty' }
  const { souk } = soukForRequest(request, context)
  try {
    const { data } = await souk.client.orders.track(code)
    return { code, state: 'found', order: data }
  } catch (error) {
    if (isFormError(error) || (isSoukError(error) && error.code === 'errors.notFound')) {
      return { code, state: 'notFound' }
    }
    return { code, state: 'error', message: errorText(error, souk.t) }
  }
}

/**
 * Track order (spec §1, §2.2, §4): a guest types the order code and sees the delivery steps (done / active), the
 * payment status and the ordered lines; 'We could not find an order with this code.' otherwise. The form is a
 * plain GET form, so it works before the page's script has loaded.
 */
export default function TrackOrder() {
  const { t } = useT()
  const result = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const busy = navigation.state !== 'idle' && navigation.location?.search.includes('code=')
  const failed = result.state === 'notFound' || result.state === 'error'

  useEffect(() => {
    if (failed) inputRef.current?.focus()
  }, [failed])

  return (
    <div className="store-page">
      <div className="store-track">
        <h1>{t('trackOrder.title')}</h1>
        <p id={`${id}hint`}>{t('trackOrder.description')}</p>
        <Form method="get" className="store-track__form" role="search" aria-label={t('trackOrder.title')}>
          <div className="store-track__field">
            <label htmlFor={`${id}code`}>{t('trackOrder.placeholder')}</label>
            <input
              ref={inputRef}
              id={`${id}code`}
              name="code"
              required
              maxLength={MAX_CODE}
              autoComplete="off"
              spellCheck={false}
              dir="ltr"
              defaultValue={result.code}
              key={result.code}
              aria-invalid={failed || undefined}
              aria-describedby={failed ? `${id}hint ${id}error` : `${id}hint`}
            />
          </div>
          <Button type="submit" busy={busy}>
            {t('trackOrder.submit')}
          </Button>
        </Form>
        {result.state === 'notFound' ? (
          <p id={`${id}error`} className="store-checkout__error" role="alert">
            {t('trackOrder.notFound')}
          </p>
        ) : result.state === 'error' ? (
          <p id={`${id}error`} className="store-checkout__error" role="alert">
            {result.message}
          </p>
        ) : result.state === 'found' ? (
          <TrackedOrderView order={result.order} />
        ) : null}
      </div>
    </div>
  )
}

/** The tracked order: code, facts, the tracker and the lines. */
function TrackedOrderView({ order }: { order: TrackedOrder }) {
  const { t, language } = useT()
  const format = usePrice()
  const id = useId()
  const paid = Number(order.payment_done) === 1
  const date = new Date(order.created_at)
  return (
    <section className="store-track__result" aria-labelledby={`${id}title`} data-souk-surface="">
      <h2 id={`${id}title`} dir="auto">
        {t('orders.order', { order: order.order })}
      </h2>
      <dl className="store-track__facts">
        {Number.isNaN(date.getTime()) ? null : (
          <>
            <dt>{t('orders.orderDate')}</dt>
            <dd>
              <time dateTime={order.created_at}>
                {/* UTC: the server's render and the browser's agree, whatever their time zones. */}
                {new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date)}
              </time>
            </dd>
          </>
        )}
        <dt>{t('orders.orderMethod')}</dt>
        <dd>
          {order.wallet ? t(`payment.wallets.${order.wallet}`) : t(`payment.methods.${order.order_method}`)}
        </dd>
        <dt>{t('orders.paymentStatus')}</dt>
        <dd data-payment-status={paid ? 'paid' : 'unpaid'}>{t(`paymentStatus.${paid ? 1 : 0}`)}</dd>
        <dt>{t('orders.deliveryStatus')}</dt>
        <dd>{t(deliveryStatusKey(order))}</dd>
        <dt>{t('orders.orderAmount')}</dt>
        <dd>{format(order.total_amount)}</dd>
      </dl>
      <OrderTracker order={order} headingLevel={3} />
      <h3>{t('orders.items')}</h3>
      <ul className="store-track__lines">
        {order.ordered_products.map((line) => (
          <li key={`${line.product_id}-${line.inventory_id}`} className="store-track__line">
            <Image src={line.product?.image} thumb width={48} height={48} alt="" />
            <span className="store-track__line-title" dir="auto">
              {line.product?.title}
            </span>
            <span>{t('orders.quantity', { quantity: line.quantity })}</span>
            <span>{format(Number(line.selling) * Number(line.quantity))}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
