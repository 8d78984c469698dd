/** The sandbox provider's page: plain server-rendered HTML in the shopper's language, usable without JavaScript. */
import { PaymentMethod } from '@souk/core'
import { direction } from '@souk/core/i18n'
import { escapeHtml } from '../http/html'
import { translatorFor } from '../http/messages'

type Texts = {
  title: string
  notice: string
  merchant: string
  order: string
  method: string
  amount: string
  approve: string
  decline: string
  cancel: string
  walletNote: string
  approved: string
  cancelledOrder: string
  missing: string
  back: string
}

const TEXTS: Record<'en' | 'fr' | 'ar' | 'tr' | 'hi', Texts> = {
  en: {
    title: 'Test payment',
    notice: 'This is the sandbox of the Souk reference shop. No real money is moved.',
    merchant: 'Shop',
    order: 'Order',
    method: 'Payment method',
    amount: 'Amount',
    approve: 'Approve payment',
    decline: 'Decline payment',
    cancel: 'Cancel and return to the shop',
    walletNote: 'Approving creates a transaction ID. Type it in the shop to confirm your transfer.',
    approved: 'This payment has been approved.',
    cancelledOrder: 'This order has been cancelled and can no longer be paid.',
    missing: 'This payment does not exist or has expired.',
    back: 'Return to the shop',
  },
  fr: {
    title: 'Paiement de test',
    notice: 'Ceci est le bac à sable de la boutique de référence Souk. Aucun argent réel n’est débité.',
    merchant: 'Boutique',
    order: 'Commande',
    method: 'Moyen de paiement',
    amount: 'Montant',
    approve: 'Approuver le paiement',
    decline: 'Refuser le paiement',
    cancel: 'Annuler et revenir à la boutique',
    walletNote:
      'L’approbation crée un identifiant de transaction. Saisissez-le dans la boutique pour confirmer.',
    approved: 'Ce paiement a été approuvé.',
    cancelledOrder: 'Cette commande a été annulée et ne peut plus être payée.',
    missing: 'Ce paiement n’existe pas ou a expiré.',
    back: 'Revenir à la boutique',
  },
  ar: {
    title: 'دفع تجريبي',
    notice: 'هذه بيئة الاختبار لمتجر Souk المرجعي. لا تُنقل أي أموال حقيقية.',
    merchant: 'المتجر',
    order: 'الطلب',
    method: 'طريقة الدفع',
    amount: 'المبلغ',
    approve: 'الموافقة على الدفع',
    decline: 'رفض الدفع',
    cancel: 'الإلغاء والعودة إلى المتجر',
    walletNote: 'تُنشئ الموافقة رقم معاملة. أدخله في المتجر لتأكيد التحويل.',
    approved: 'تمت الموافقة على هذا الدفع.',
    cancelledOrder: 'تم إلغاء هذا الطلب ولا يمكن دفعه بعد الآن.',
    missing: 'هذا الدفع غير موجود أو انتهت صلاحيته.',
    back: 'العودة إلى المتجر',
  },
  tr: {
    title: 'Test ödemesi',
    notice: 'Bu, Souk referans mağazasının test ortamıdır. Gerçek para aktarılmaz.',
    merchant: 'Mağaza',
    order: 'Sipariş',
    method: 'Ödeme yöntemi',
    amount: 'Tutar',
    approve: 'Ödemeyi onayla',
    decline: 'Ödemeyi reddet',
    cancel: 'İptal et ve mağazaya dön',
    walletNote: 'Onay bir işlem numarası oluşturur. Havaleyi onaylamak için mağazada girin.',
    approved: 'Bu ödeme onaylandı.',
    cancelledOrder: 'Bu sipariş iptal edildi ve artık ödenemez.',
    missing: 'Bu ödeme yok veya süresi doldu.',
    back: 'Mağazaya dön',
  },
  hi: {
    title: 'परीक्षण भुगतान',
    notice: 'यह Souk संदर्भ दुकान का सैंडबॉक्स है। कोई असली पैसा नहीं जाता।',
    merchant: 'दुकान',
    order: 'ऑर्डर',
    method: 'भुगतान का तरीका',
    amount: 'राशि',
    approve: 'भुगतान स्वीकृत करें',
    decline: 'भुगतान अस्वीकार करें',
    cancel: 'रद्द करें और दुकान पर लौटें',
    walletNote: 'स्वीकृति से एक लेन-देन आईडी बनती है। ट्रांसफ़र की पुष्टि के लिए उसे दुकान में लिखें।',
    approved: 'यह भुगतान स्वीकृत हो गया है।',
    cancelledOrder: 'यह ऑर्डर रद्द हो चुका है और अब इसका भुगतान नहीं हो सकता।',
    missing: 'यह भुगतान मौजूद नहीं है या समाप्त हो चुका है।',
    back: 'दुकान पर लौटें',
  },
}

/** The page's language: one of the five, English otherwise. */
export function pageLanguage(lang: string | null | undefined): keyof typeof TEXTS {
  return lang && Object.hasOwn(TEXTS, lang) ? (lang as keyof typeof TEXTS) : 'en'
}

/** What the page shows. */
export interface SandboxView {
  lang: string | null
  shopName: string
  orderCode: string
  /** Payment method code (and wallet under 50). */
  method: number
  wallet: string | null
  /** The amount, formatted for the shop. */
  amount: string
  /** `pending`, `approved`, `declined`, `cancelled`; `missing` when unknown; `closed` when the order is cancelled. */
  state: 'pending' | 'approved' | 'declined' | 'cancelled' | 'missing' | 'closed'
  /** Where the form posts. */
  action: string
  /** Where "return to the shop" leads. */
  shopUrl: string
}

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
  body { margin: 0; padding: 2rem 1rem; background: Canvas; color: CanvasText; }
  main { max-width: 30rem; margin-inline: auto; border: 1px solid GrayText; border-radius: 0.75rem; padding: 1.5rem; }
  .notice { border-inline-start: 4px solid #b45309; padding-inline-start: 0.75rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; } dd { margin: 0; }
  .actions { display: flex; flex-direction: column; gap: 0.75rem; margin-block-start: 1.5rem; }
  button { font: inherit; padding: 0.75rem 1rem; border-radius: 0.5rem; border: 2px solid transparent; cursor: pointer; }
  button[value=approve] { background: #0f766e; color: #fff; }
  button[value=decline] { background: #b91c1c; color: #fff; }
  button[value=cancel] { background: transparent; color: CanvasText; border-color: GrayText; }
  button:focus-visible, a:focus-visible { outline: 3px solid Highlight; outline-offset: 2px; }
  @media (forced-colors: active) { button { border-color: ButtonText; } }
`

/** Renders the sandbox page. */
export function renderSandboxPage(view: SandboxView): string {
  const code = pageLanguage(view.lang)
  const texts = TEXTS[code]
  const t = translatorFor(code)
  const methodName =
    view.method === PaymentMethod.MOBILE_TRANSFER && view.wallet
      ? `${t('payment.methods.50')} · ${t(`payment.wallets.${view.wallet}`)}`
      : t(`payment.methods.${view.method}`)
  const status =
    view.state === 'approved'
      ? texts.approved
      : view.state === 'closed'
        ? texts.cancelledOrder
        : view.state === 'declined'
          ? t('payment.verifyFailed')
          : view.state === 'cancelled'
            ? t('payment.cancelled')
            : ''
  const body =
    view.state === 'missing'
      ? `<p role="alert">${escapeHtml(texts.missing)}</p>`
      : `<p class="notice">${escapeHtml(texts.notice)}</p>
    <dl>
      <dt>${escapeHtml(texts.merchant)}</dt><dd>${escapeHtml(view.shopName)}</dd>
      <dt>${escapeHtml(texts.order)}</dt><dd>${escapeHtml(view.orderCode)}</dd>
      <dt>${escapeHtml(texts.method)}</dt><dd>${escapeHtml(methodName)}</dd>
      <dt>${escapeHtml(texts.amount)}</dt><dd><strong>${escapeHtml(view.amount)}</strong></dd>
    </dl>
    ${status ? `<p role="status">${escapeHtml(status)}</p>` : ''}
    ${
      view.state === 'approved' || view.state === 'closed'
        ? ''
        : `${view.method === PaymentMethod.MOBILE_TRANSFER ? `<p>${escapeHtml(texts.walletNote)}</p>` : ''}
    <form method="post" action="${escapeHtml(view.action)}" class="actions">
      <button type="submit" name="outcome" value="approve">${escapeHtml(texts.approve)}</button>
      <button type="submit" name="outcome" value="decline">${escapeHtml(texts.decline)}</button>
      <button type="submit" name="outcome" value="cancel">${escapeHtml(texts.cancel)}</button>
    </form>`
    }`
  return `<!doctype html>
<html lang="${code}" dir="${direction(code)}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${escapeHtml(texts.title)} · ${escapeHtml(view.shopName)}</title>
  <style>${STYLE}</style>
</head>
<body>
  <main>
    <h1>${escapeHtml(texts.title)}</h1>
    ${body}
    <p><a href="${escapeHtml(view.shopUrl)}">${escapeHtml(texts.back)}</a></p>
  </main>
</body>
</html>`
}
