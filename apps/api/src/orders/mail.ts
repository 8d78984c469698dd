/** GET order/send-order-email/{id} (contract 7.8): the order confirmation, written to the mail outbox. */
import { formatPrice, orderTotals, type PriceFormatSetting, type PriceType } from '@souk/core'
import { type Mail, mailDocument, mailLanguageCode, plainMail, queueMail } from '../auth/mail'
import { rateLimit } from '../auth/rateLimit'
import type { Db } from '../db/openDb'
import { ApiError } from '../http/envelope'
import { escapeHtml } from '../http/html'
import { translatorFor } from '../http/messages'
import type { Shopper } from '../http/shopper'
import { mailLineRows, mailOrderRow, mailSettings, ownOrderId, siteName } from './queries'

/**
 * Renders the confirmation of an order for the shopper in their language (and, per seller, the lines they must
 * ship, in the shop's default language: a seller's own language is not known).
 */
async function confirmation(db: Db, orderId: number, publicUrl: string, lang: string, shopLang: string) {
  const t = translatorFor(lang)
  const order = await mailOrderRow(db, orderId)
  if (!order) throw new ApiError('No order found.')
  const [lines, setting, site] = await Promise.all([
    // The default language's titles are the base columns (no translation row).
    mailLineRows(db, lang === shopLang ? null : lang, orderId),
    mailSettings(db),
    siteName(db),
  ])
  const money = (amount: number) => formatPrice(amount, setting as PriceFormatSetting | undefined)
  const totals = orderTotals({
    ordered_products: lines.map((line) => ({ ...line, product: { store_id: line.store_id } })),
    voucher:
      order.voucher_type === null
        ? null
        : {
            type: order.voucher_type as PriceType,
            price: order.voucher_price,
            capped_price: order.voucher_capped,
            store_id: order.voucher_store,
          },
  })
  const shop = site ?? 'Souk'
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
  const subject = t('mail.orderSubject', { shop, order: order.order })
  const body = `<h1>${escapeHtml(t('success.orderPlaced'))}</h1>
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
      subject,
      text,
      html: mailDocument(lang, subject, body),
    })
  }
  if (setting?.send_seller_email === 1) {
    const ts = translatorFor(shopLang)
    const sellers = new Set(lines.flatMap((line) => (line.seller_email ? [line.seller_email] : [])))
    for (const seller of sellers) {
      const own = lines.filter((line) => line.seller_email === seller)
      mails.push(
        plainMail(shopLang, {
          to: seller,
          kind: 'order_seller',
          subject: ts('mail.sellerOrderSubject', { shop, order: order.order }),
          text: [
            ts('mail.sellerOrderIntro', { order: order.order }),
            '',
            ...own.map((line) => `${line.quantity} × ${line.title}`),
          ].join('\n'),
        }),
      )
    }
  }
  return mails
}

/** Writes the confirmation of one of the shopper's orders to the outbox (at most 5 times an hour per order). */
export async function sendOrderEmail(
  db: Db,
  mail: { publicUrl: string; lang: string | null; shopLang: string },
  shopper: Shopper,
  orderId: number | undefined,
): Promise<true> {
  const owned = orderId === undefined ? undefined : await ownOrderId(db, shopper, orderId)
  if (owned === undefined) throw new ApiError('No order found.')
  await rateLimit(db, `order-mail:${owned}`, 5, 3600)
  const lang = mailLanguageCode(mail.lang ?? mail.shopLang)
  const mails = await confirmation(db, owned, mail.publicUrl, lang, mailLanguageCode(mail.shopLang))
  await db.transaction(async (tx) => {
    for (const each of mails) await queueMail(tx, each)
  })
  return true
}
