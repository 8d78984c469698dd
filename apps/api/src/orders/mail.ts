/** GET order/send-order-email/{id} (contract 7.8): the order confirmation, written to the mail outbox. */
import { formatPrice, orderTotals, type PriceFormatSetting } from '@souk/core'
import { sql } from 'drizzle-orm'
import { type Mail, queueMail } from '../auth/mail'
import { rateLimit } from '../auth/rateLimit'
import { type Db, firstRow, rows } from '../db/openDb'
import type { ApiContext } from '../http/context'
import { ApiError } from '../http/envelope'
import { escapeHtml } from '../http/html'
import { translatorFor } from '../http/messages'
import { ownedBy, shopperOf } from '../http/shopper'

interface MailOrder {
  id: number
  order: string
  order_method: number
  total_amount: number
  user_id: number | null
  customer_email: string | null
  customer_name: string | null
  address_email: string | null
  address_name: string | null
  voucher_type: 1 | 2 | null
  voucher_price: number | null
  voucher_capped: number | null
  voucher_store: number | null
}

interface MailLine {
  title: string
  quantity: number
  selling: number
  shipping_price: number
  tax_price: number
  bundle_offer: number
  store_id: number | null
  seller_email: string | null
}

/** Renders the confirmation of an order for the shopper (and, per seller, the lines they must ship). */
async function confirmation(db: Db, orderId: number, publicUrl: string, lang: string | null) {
  const t = translatorFor(lang)
  const order = await firstRow<MailOrder>(
    db,
    sql`SELECT o.id, o."order", o.order_method, o.total_amount::float8 AS total_amount, o.user_id,
        u.email AS customer_email, u.name AS customer_name, a.email AS address_email, a.name AS address_name,
        v.type AS voucher_type, v.price::float8 AS voucher_price, v.capped_price::float8 AS voucher_capped,
        v.store_id AS voucher_store
        FROM orders o LEFT JOIN users u ON u.id = o.user_id LEFT JOIN user_addresses a ON a.id = o.user_address_id
        LEFT JOIN vouchers v ON v.id = o.voucher_id WHERE o.id = ${orderId}`,
  )
  if (!order) throw new ApiError('No order found.')
  const [lines, setting, site] = await Promise.all([
    rows<MailLine>(
      db,
      sql`SELECT coalesce(pl.title, p.title, '') AS title, op.quantity, op.selling::float8 AS selling,
          op.shipping_price::float8 AS shipping_price, op.tax_price::float8 AS tax_price, op.bundle_offer,
          st.id AS store_id, ad.email AS seller_email
          FROM ordered_products op LEFT JOIN products p ON p.id = op.product_id
          LEFT JOIN product_langs pl ON pl.product_id = p.id AND pl.lang = ${lang ?? ''}
          LEFT JOIN stores st ON st.admin_id = p.admin_id LEFT JOIN admins ad ON ad.id = p.admin_id
          WHERE op.order_id = ${orderId} ORDER BY op.id`,
    ),
    firstRow<PriceFormatSetting & { send_seller_email: number }>(
      db,
      sql`SELECT currency_icon, currency_position, decimal_format, send_seller_email FROM settings ORDER BY id LIMIT 1`,
    ),
    firstRow<{ site_name: string }>(db, sql`SELECT site_name FROM site_settings ORDER BY id LIMIT 1`),
  ])
  const money = (amount: number) => formatPrice(amount, setting)
  const totals = orderTotals({
    ordered_products: lines.map((line) => ({ ...line, product: { store_id: line.store_id } })),
    voucher:
      order.voucher_type === null
        ? null
        : {
            type: order.voucher_type,
            price: order.voucher_price,
            capped_price: order.voucher_capped,
            store_id: order.voucher_store,
          },
  })
  const shop = site?.site_name ?? 'Souk'
  const name = order.customer_name ?? order.address_name ?? ''
  const trackUrl = `${publicUrl}/track-order?tracking_id=${encodeURIComponent(order.order)}`
  const rows_ = lines.map(
    (line) => `${line.quantity} × ${line.title} — ${money(line.selling * line.quantity)}`,
  )
  const summary = [
    [t('orders.subtotal'), money(totals.subtotal)],
    ...(totals.bundle_offer > 0 ? [[t('cart.bundleDiscount'), `-${money(totals.bundle_offer)}`]] : []),
    [t('orders.shippingCost'), money(totals.shipping_price)],
    [t('cart.tax'), money(totals.tax)],
    ...(totals.voucher_price > 0 ? [[t('cart.voucherDiscount'), `-${money(totals.voucher_price)}`]] : []),
    [t('cart.total'), money(order.total_amount)],
  ]
  const method = t(`payment.methods.${order.order_method}`)
  const text = [
    `${name ? `${name}, ` : ''}${t('success.orderPlaced')}`,
    t('success.orderNumber', { order: order.order }),
    '',
    ...rows_,
    '',
    ...summary.map(([label, value]) => `${label}: ${value}`),
    `${t('orders.orderMethod')}: ${method}`,
    '',
    `${t('trackOrder.title')}: ${trackUrl}`,
  ].join('\n')
  const html = `<h1>${escapeHtml(t('success.orderPlaced'))}</h1>
<p>${escapeHtml(t('success.orderNumber', { order: order.order }))}</p>
<table>${lines
    .map(
      (line) =>
        `<tr><td>${line.quantity} ×</td><td>${escapeHtml(line.title)}</td><td>${escapeHtml(money(line.selling * line.quantity))}</td></tr>`,
    )
    .join('')}</table>
<table>${summary.map(([label, value]) => `<tr><th scope="row">${escapeHtml(label ?? '')}</th><td>${escapeHtml(value ?? '')}</td></tr>`).join('')}</table>
<p>${escapeHtml(t('orders.orderMethod'))}: ${escapeHtml(method)}</p>
<p><a href="${escapeHtml(trackUrl)}">${escapeHtml(t('trackOrder.title'))}</a></p>`
  const to = order.customer_email ?? order.address_email
  const mails: Mail[] = []
  if (to) {
    mails.push({
      to,
      kind: 'order_confirmation',
      subject: `${shop}: ${t('orders.order', { order: order.order })}`,
      text,
      html,
    })
  }
  if (setting?.send_seller_email === 1) {
    const sellers = new Set(lines.flatMap((line) => (line.seller_email ? [line.seller_email] : [])))
    for (const seller of sellers) {
      const own = lines.filter((line) => line.seller_email === seller)
      mails.push({
        to: seller,
        kind: 'order_seller',
        subject: `${shop}: new order ${order.order}`,
        text: [
          `Order ${order.order} has items for you to ship:`,
          '',
          ...own.map((line) => `${line.quantity} × ${line.title}`),
        ].join('\n'),
      })
    }
  }
  return mails
}

/** Writes the confirmation of one of the shopper's orders to the outbox (at most 5 times an hour per order). */
export async function sendOrderEmail(c: ApiContext, orderId: number | undefined): Promise<true> {
  const shopper = shopperOf(c)
  const { db, config } = c.var.services
  const order =
    orderId === undefined
      ? undefined
      : await firstRow<{ id: number }>(
          db,
          sql`SELECT o.id FROM orders o WHERE o.id = ${orderId} AND ${ownedBy(shopper, 'o')}`,
        )
  if (!order) throw new ApiError('No order found.')
  await rateLimit(db, `order-mail:${order.id}`, 5, 3600)
  const mails = await confirmation(db, order.id, config.publicUrl, c.var.lang)
  await db.transaction(async (tx) => {
    for (const mail of mails) await queueMail(tx, mail)
  })
  return true
}
