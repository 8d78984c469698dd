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
    return { order }
  } catch (error) {
    // The API answers 'No order found' for ids that are not the shopper's: a missing page.
    if (error instanceof Error && 'messages' in error) throw data({ message: error.message }, { status: 404 })
    loaderFailure(error)
  }
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
  const { order } = useLoaderData<typeof loader>()
  const [cancelling, setCancelling] = useState(false)
  const [reviewing, setReviewing] = useState<{ line: Line; initial: Review | null } | null>(null)
  const [emailBusy, setEmailBusy] = useState(false)
  const [failure, setFailure] = useState('')
  const delivered = Number(order.status) === OrderStatus.DELIVERED && Number(order.cancelled) !== 1

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

  const review = async (line: Line) => {
    // The shopper's earlier review of this product, to edit; none is a 201 (no review yet).
    const initial = await souk.client.reviews
      .find(line.product_id)
      .then((reply) => (Number(reply.data.order_id) === order.id ? reply.data : null))
      .catch(() => null)
    setReviewing({ line, initial })
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
                <Button variant="secondary" size="sm" onClick={() => void review(line)}>
                  {t('orders.writeReview')}
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
          reviewing ? `${t('orders.writeReview')}: ${reviewing.line.product.title}` : t('orders.writeReview')
        }
        size="lg"
        closeOnBackdrop={false}
      >
        {reviewing ? (
          <ReviewForm
            productId={reviewing.line.product_id}
            orderId={order.id}
            initial={reviewing.initial ?? undefined}
            headingLevel={3}
            title={reviewing.line.product.title}
            onCancel={() => setReviewing(null)}
            onSaved={() => setReviewing(null)}
          />
        ) : null}
      </Dialog>
    </>
  )
}
