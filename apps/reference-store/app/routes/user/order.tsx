import { canCancelOrder, canReviewOrder, type Review, type ReviewRow } from '@souk/core'
import { Button, CancelOrderForm, Dialog, OrderDetail, ReviewForm, useSouk, useT } from '@souk/react'
import { useState } from 'react'
import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useLoaderData,
  useRevalidator,
} from 'react-router'
import { FormAlert, failureText } from '../../components/account/Field'
import { PaymentReturn } from '../../components/checkout/PaymentReturn'
import { accountSouk, loaderFailure } from '../../lib/account.server'
import { privatePageMeta } from '../../lib/meta'
import { stylesheetsHandle } from '../../lib/pageStylesheets'
import { type PaymentReturnQuery, paymentReturnOf } from '../../lib/paymentReturn'

/** The stylesheets this page needs besides `root.css` (`lib/pageStylesheets.tsx`). */
export const handle = stylesheetsHandle('product', 'checkoutPages')

/** One order of the customer (contract 7.6); without an id, the list; another shopper's or none: 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  // A gateway sends the shopper back here (`?payment=approved|declined`, guests too): the page confirms it.
  const payment = paymentReturnOf(request, params.id)
  if (payment) return { payment, order: null, reviews: {} as Record<number, Review> }
  const { souk, language } = accountSouk(request, context)
  if (!params.id) throw redirect(language === 'en' ? '/user/orders' : `/${language}/user/orders`)
  const id = Number(params.id)
  if (!Number.isInteger(id) || id <= 0) throw data({ message: null }, { status: 404 })
  try {
    const { data: order } = await souk.client.orders.detail(id)
    // The shopper's reviews of a delivered order's products, so each line offers 'Edit review' or 'Write a review'.
    const reviews: Record<number, Review> = {}
    if (canReviewOrder(order)) {
      await Promise.all(
        order.ordered_products.map((line) =>
          souk.client.reviews
            .find(line.product_id)
            .then((reply) => {
              if (Number(reply.data.order_id) === order.id) reviews[line.product_id] = reply.data
            })
            // None yet is a 201: the line offers 'Write a review'.
            .catch(() => undefined),
        ),
      )
    }
    return { payment: null, order, reviews }
  } catch (error) {
    // The API answers 'No order found' for ids that are not the shopper's: a missing page.
    if (error instanceof Error && 'messages' in error) throw data({ message: error.message }, { status: 404 })
    loaderFailure(error)
  }
}

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, 'orders.detailTitle')

type Line = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['order']>['ordered_products'][number]

/**
 * The order in full (`OrderDetail`: lines, tracker, address, totals), with its actions: cancel with a reason
 * while pending, e-mail a copy, and a review per delivered product (rating, text, photos).
 */
export default function Order() {
  const loaded = useLoaderData<typeof loader>()
  if (loaded.payment) return <OrderPaymentReturn payment={loaded.payment} />
  // Another order starts afresh (the reviews saved on this one are this one's).
  return <OrderView key={loaded.order.id} order={loaded.order} reviews={loaded.reviews} />
}

/** Where Stripe, PayPal, Flutterwave, Iyzico and the wallets send the shopper back (apps/api README). */
function OrderPaymentReturn({ payment }: { payment: PaymentReturnQuery }) {
  const { t } = useT()
  return (
    <div className="store-checkout">
      <h1>{t('checkout.title')}</h1>
      <PaymentReturn
        orderId={payment.orderId}
        method={payment.method}
        outcome={payment.outcome}
        paymentToken={payment.paymentToken}
        transactionId={payment.transactionId}
      />
    </div>
  )
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>

function OrderView({
  order,
  reviews: loadedReviews,
}: {
  order: NonNullable<Loaded['order']>
  reviews: Loaded['reviews']
}) {
  const { t } = useT()
  // A review just saved counts at once (its line offers to edit it, from what was saved) while the page's data
  // is fetched again.
  const [saved, setSaved] = useState<Record<number, ReviewRow>>({})
  const reviews: Record<number, Review | ReviewRow> = { ...loadedReviews, ...saved }
  const souk = useSouk()
  const revalidator = useRevalidator()
  const [cancelling, setCancelling] = useState(false)
  const [reviewing, setReviewing] = useState<Line | null>(null)
  const [emailBusy, setEmailBusy] = useState(false)
  const [failure, setFailure] = useState('')
  const delivered = canReviewOrder(order)

  const sendEmail = async () => {
    setEmailBusy(true)
    setFailure('')
    try {
      await souk.client.orders.sendEmail(order.id)
      souk.toast.getState().show(t('success.orderEmailSent'))
    } catch (error) {
      setFailure(failureText(t, error))
    } finally {
      setEmailBusy(false)
    }
  }

  return (
    <>
      <OrderDetail
        order={order}
        headingLevel={1}
        actions={
          <div className="store-order-actions">
            {canCancelOrder(order) ? (
              <Button variant="danger" onClick={() => setCancelling(true)}>
                {t('orders.cancel')}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={sendEmail} busy={emailBusy} busyLabel={t('common.loading')}>
              {t('orders.sendEmail')}
            </Button>
            <FormAlert message={failure} />
          </div>
        }
        lineActions={
          delivered
            ? (line) => (
                <Button variant="secondary" size="sm" onClick={() => setReviewing(line)}>
                  {reviews[line.product_id] ? t('orders.editReview') : t('orders.writeReview')}
                  <span className="souk-visually-hidden">: {line.product.title}</span>
                </Button>
              )
            : undefined
        }
      />
      <Dialog open={cancelling} onClose={() => setCancelling(false)} title={t('cancelOrder.title')} size="md">
        <CancelOrderForm
          order={order}
          onCancel={() => setCancelling(false)}
          onSubmit={async ({ title, message }) => {
            await souk.client.orders.cancel({ order_id: order.id, title, message })
            souk.toast.getState().show(t('success.orderCancelled'))
            setCancelling(false)
            await revalidator.revalidate()
          }}
        />
      </Dialog>
      <Dialog
        open={reviewing !== null}
        onClose={() => setReviewing(null)}
        title={
          reviewing
            ? `${reviews[reviewing.product_id] ? t('orders.editReview') : t('orders.writeReview')}: ${reviewing.product.title}`
            : t('orders.writeReview')
        }
        size="lg"
        closeOnBackdrop={false}
      >
        {reviewing ? (
          <ReviewForm
            productId={reviewing.product_id}
            orderId={order.id}
            initial={reviews[reviewing.product_id]}
            headingLevel={3}
            title={reviewing.product.title}
            onCancel={() => setReviewing(null)}
            onSaved={(review) => {
              setSaved((current) => ({ ...current, [review.product_id]: review }))
              setReviewing(null)
              void revalidator.revalidate()
            }}
          />
        ) : null}
      </Dialog>
    </>
  )
}
