import { type CartLine as CartLineModel, CartSelection } from '@souk/core'
import {
  CartLine,
  CartSummary,
  Dialog,
  EmptyState,
  Shimmer,
  useCart,
  usePart,
  useT,
  useWidgetSouk,
  VoucherInput,
} from '@souk/react'
import buttonCss from '@souk/react/styles/Button/Button.css?inline'
import cartLineCss from '@souk/react/styles/CartLine/CartLine.css?inline'
import summaryCss from '@souk/react/styles/CartSummary/CartSummary.css?inline'
import breakdownCss from '@souk/react/styles/CartSummary/PriceBreakdown.css?inline'
import closeCss from '@souk/react/styles/CloseButton/CloseButton.css?inline'
import dialogCss from '@souk/react/styles/Dialog/Dialog.css?inline'
import emptyCss from '@souk/react/styles/EmptyState/EmptyState.css?inline'
import iconCss from '@souk/react/styles/Icon/Icon.css?inline'
import imageCss from '@souk/react/styles/Image/Image.css?inline'
import priceLabelCss from '@souk/react/styles/PriceLabel/PriceLabel.css?inline'
import quantityCss from '@souk/react/styles/QuantityInput/QuantityInput.css?inline'
import shimmerCss from '@souk/react/styles/Shimmer/Shimmer.css?inline'
import voucherCss from '@souk/react/styles/VoucherInput/VoucherInput.css?inline'
import { useEffect, useRef } from 'react'
import {
  createSoukElement,
  type ElementProps,
  type SoukElementClass,
  type SoukElementOf,
} from '../base/createSoukElement'
import { emit } from '../base/emit'
import { handOff } from '../base/handoff'
import type { SoukCartLineDetail } from '../events'
import css from './SoukCart.css?inline'

/** Attribute props of `<souk-cart>`. */
export interface SoukCartProps {
  /** Whether the drawer is open (`open="true"`; or call `show()` / `close()`). */
  open?: boolean
}

/** `<souk-cart>`: its props and its own methods. */
export interface SoukCartElement extends SoukElementOf<SoukCartProps> {
  /** Opens the drawer; focus returns to what had it when the drawer closes. */
  show(): void
  /** Closes the drawer. */
  close(): void
}

function linesOf(lines: readonly CartLineModel[]): SoukCartLineDetail[] {
  return lines.map((line) => ({
    id: line.id,
    productId: line.product_id,
    quantity: line.quantity,
    selected: line.selected === CartSelection.SELECTED,
  }))
}

/** The focused element, looking into open shadow roots (the opener may be inside another widget). */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active instanceof HTMLElement ? active : null
}

/** Dispatches `souk-cart-change` from `host` whenever the loaded cart's lines change (not on its first load). */
function useCartChangeEvents(host: HTMLElement): void {
  const souk = useWidgetSouk()
  useEffect(() => {
    const signature = (lines: readonly CartLineModel[]) =>
      lines.map((line) => `${line.id}:${line.quantity}:${line.selected}`).join()
    const initial = souk.cart.getState()
    let previous = initial.status === 'ready' ? signature(initial.lines) : null
    return souk.cart.subscribe((state) => {
      if (state.status !== 'ready') return
      const next = signature(state.lines)
      if (previous === null || next === previous) {
        previous = next
        return
      }
      previous = next
      emit(host, 'souk-cart-change', { count: state.count, lines: linesOf(state.lines) })
    })
  }, [souk, host])
}

function CartElement({ open, host }: SoukCartProps & ElementProps) {
  const souk = useWidgetSouk()
  const part = usePart('cart')
  const { t } = useT()
  const lines = useCart((state) => state.lines)
  const status = useCart((state) => state.status)
  const opener = useRef<HTMLElement | null>(null)
  const element = host as SoukCartElement
  useCartChangeEvents(host)

  useEffect(() => {
    if (souk.cart.getState().status === 'idle') void souk.cart.getState().load()
  }, [souk])

  // Focus goes back to the opener, which may sit in another widget's shadow root.
  useEffect(() => {
    if (open) {
      opener.current ??= deepActiveElement()
      return
    }
    const target = opener.current
    opener.current = null
    if (target?.isConnected) setTimeout(() => target.focus(), 0)
  }, [open])

  const lineIds = lines.map((line) => line.id)
  const loading = status === 'idle' || (status === 'loading' && lineIds.length === 0)
  return (
    <Dialog
      open={Boolean(open)}
      onClose={() => element.close()}
      // Slots: the host may replace the texts with its own (`<span slot="title">Your basket</span>`).
      title={<slot name="title">{t('cart.title')}</slot>}
      className="souk-cart__drawer"
      part={part('drawer')}
    >
      {loading ? (
        <div aria-busy="true">
          <Shimmer variant="block" count={2} />
        </div>
      ) : lineIds.length === 0 ? (
        <EmptyState title={<slot name="empty">{t('cart.empty')}</slot>} text={t('cart.emptyHint')} />
      ) : (
        <div className="souk-cart__body" part={part('body')}>
          <ul className="souk-cart__lines" part={part('lines')} aria-label={t('cart.title')}>
            {lineIds.map((id) => (
              <li key={id} className="souk-cart__line" part={part('line')}>
                <CartLine lineId={id} headingLevel={3} />
              </li>
            ))}
          </ul>
          <CartSummary headingLevel={3} onCheckout={() => void handOff(host, souk, 'checkout')}>
            <VoucherInput />
          </CartSummary>
        </div>
      )}
    </Dialog>
  )
}

/**
 * @summary The cart as a drawer (a modal `<dialog>`, APG dialog pattern): the lines with selection,
 *   quantities and removal, the voucher, the totals, and the checkout button that hands the same cart to the
 *   shop's cart page (`?souk_handoff=<one-time code>`: the shop moves these lines into its visitor's cart).
 *
 * @tag souk-cart
 * @attr {boolean} open - `true` opens the drawer, `false` closes it (also: `show()`, `close()`).
 * @prop {boolean} open - Whether the drawer is open.
 * @method show - Opens the drawer (`<souk-cart-button>` calls it unless `souk-cart-open` is cancelled).
 * @method close - Closes the drawer; focus returns to the control that opened it.
 * @event {CustomEvent<SoukCartChangeDetail>} souk-cart-change - The cart's lines changed (quantity,
 *   selection, removal, an addition from any widget).
 * @event {CustomEvent<SoukCheckoutDetail>} souk-checkout - The checkout button is about to open the shop's
 *   cart; cancelable (cancel to handle checkout yourself: `detail.url` is the hand-off address, with a
 *   one-time code that works once, for five minutes).
 * @event {CustomEvent<SoukErrorDetail>} souk-error - No hand-off code could be had for the checkout (the shopper
 *   stays; `detail.message` is in the widget's language).
 * @slot title - The drawer's title (default: 'Shopping cart' in the widget's language).
 * @slot empty - The heading shown when the cart is empty (default: 'Your cart is empty.').
 * @cssproperty --souk-surface - The widget's background (default: the theme's surface; `transparent` shows the page).
 * @cssproperty --souk-cart-width - Inline size of the drawer (default min(28rem, 100vw)).
 * @cssproperty --souk-color-primary - Brand colour (and every other `--souk-*` token of `@souk/themes`).
 */
export const SoukCart = /* @__PURE__ */ (() => {
  const Base = createSoukElement<SoukCartProps>(CartElement, {
    block: 'souk-cart',
    attributes: { open: 'boolean' },
    styles: [
      iconCss,
      buttonCss,
      imageCss,
      priceLabelCss,
      quantityCss,
      shimmerCss,
      emptyCss,
      closeCss,
      dialogCss,
      cartLineCss,
      breakdownCss,
      summaryCss,
      voucherCss,
      css,
    ],
  })
  const Cart: SoukElementClass<SoukCartElement> = class SoukCart extends Base {
    show(): void {
      this.open = true
    }

    close(): void {
      this.open = false
    }
  }
  return Cart
})()
