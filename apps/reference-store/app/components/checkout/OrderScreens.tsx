import { localizePath, type OrderDetail, routes as paths } from '@souk/core'
import { BankTransferForm, useLocale, useSouk, useT } from '@souk/react'
import { LinkButton } from './LinkButton'
import { OrderPlaced } from './OrderPlaced'

/**
 * The checkout's screens of an order already placed (`?order_id&step=placed|verify`). They show once the
 * shopper's order has loaded, which only a browser does (the server renders their placeholder), so the checkout
 * route loads this module then, beside the order, and its first load leaves it out (issue 17).
 */
export { OrderPlaced }

/** The bank-transfer (or wallet) verification form of a placed order: the account to pay into and the transaction id. */
export function BankVerificationForm({ order }: { order: OrderDetail }) {
  const { t } = useT()
  const souk = useSouk()
  const { language } = useLocale()
  return (
    <>
      <p role="status" className="store-checkout__hint">
        {t('success.orderPlaced')}
      </p>
      <BankTransferForm
        wallet={order.wallet ?? null}
        amount={order.calculated?.total_price ?? order.total_amount}
        orderCode={order.order}
        onSubmit={(transactionId) =>
          souk.client.orders.transaction({ id: order.id, trans_id: transactionId })
        }
        successActions={
          <div className="store-checkout__actions">
            <LinkButton
              href={`${localizePath(paths.checkout, language)}?order_id=${order.id}&step=placed`}
              variant="primary"
            >
              {t('common.continue')}
            </LinkButton>
          </div>
        }
      />
    </>
  )
}
