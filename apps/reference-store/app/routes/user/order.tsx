import { canCancelOrder, OrderStatus, type Review } from '@souk/core'
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
import { accountSouk, loaderFailure } from '../../lib/account.server'
import { privatePageMeta } from '../../lib/pageMeta'

/** One order of the customer (contract 7.6); without an id, the list; another shopper's or none: 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { souk, language } = accountSouk(request, context)
  if (!params.id) throw redirect(language === 'en' ? '/user/orders' : `/${language}/user/orders`)
  const id = Number(params.id)
  if (!Number.isInteger(id) || id <= 0) throw data({ message: null }, { status: 404 })
  try {
    const { data: order } = await souk.client.orders.detail(id)
    // The shopper's reviews of a delivered order's products, so each line offers 'Edit review' or 'Write a review'.
    const reviews: Record<number, Review> = {}
    if (canReview(order)) {
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
    return { order, reviews }
  } catch (error) {
    // The API answers 'No order found' for ids that are not the shopper's: a missing page.
    if (error instanceof Error && 'messages' in error) throw data({ message: error.message }, { status: 404 })
    loaderFailure(error)
  }
}

/** Reviews are taken for delivered orders that were not cancelled (contract 7.10). */
function canReview(order: { status: number | string; cancelled?: number | string | null }): boolean {
  return Number(order.status) === OrderStatus.DELIVERED && Number(order.cancelled) !== 1
}

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, 'orders.detailTitle')

type Line = ReturnType<typeof useLoaderData<typeof loader>>['order']['ordered_products'][number]

/**
 * The order in full (`OrderDetail`: lines, tracker, address, totals), with its actions: cancel with a reason
 * while pending, e-mail a copy, and a review per delivered product (rating, text, photos).
 */
export default function Order() {
  const { t } = useT()
  const souk = useSouk()
  const revalidator = useRevalidator()
  const { order, reviews } = useLoaderData<typeof loader>()
  const [cancelling, setCancelling] = useState(false)
  const [reviewing, setReviewing] = useState<Line | null>(null)
  const [emailBusy, setEmailBusy] = useState(false)
  const [failure, setFailure] = useState('')
  const delivered = canReview(order)

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
      <h1>{t('orders.order', { order: order.order })}</h1>
      <OrderDetail
        order={order}
        headingLevel={2}
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
            onSaved={() => {
              setReviewing(null)
              void revalidator.revalidate()
            }}
          />
        ) : null}
      </Dialog>
    </>
  )
}
