import {
  type Address,
  bundleFullQuantity,
  CART_FORM,
  type CartLine as CartLineData,
  cx,
  lineAmounts,
  lineShipping,
  lineUnitPrice,
} from '@souk/core'
import { useEffect, useId, useRef, useState } from 'react'
import { messageText } from '../AddressForm/messageText'
import { Button } from '../Button'
import { useEditsKept } from '../hooks/useEditsKept'
import { useLinks } from '../hooks/useLinks'
import { usePrice } from '../hooks/usePrice'
import { useCart, useSettings } from '../hooks/useStores'
import { useT } from '../hooks/useT'
import { Icon } from '../Icon'
import { Image } from '../Image'
import { usePart } from '../parts'
import { QuantityInput } from '../QuantityInput'
import { useWidgetSouk } from '../SoukProvider'

/** The destination a line's shippability is judged against. */
type Destination = Pick<Address, 'country' | 'state'>

/** Props of `CartLineView`. */
export interface CartLineViewProps {
  /** The cart line (contract 6.1). */
  line: CartLineData
  /** The chosen shipping address: a line that cannot go there says so. */
  address?: Destination | null
  /** A request about this line is in flight: the quantity and remove controls ignore presses. */
  busy?: boolean
  /** Text announced politely in the line's live region (e.g. the new quantity). */
  announcement?: string
  /** Called when the checkbox is ticked (true) or unticked (false). */
  onSelectedChange?: (selected: boolean) => void
  /**
   * Called with a valid new quantity (1..stock). Resolving to `false` (refused) puts the line's quantity back
   * in the field.
   */
  onQuantityChange?: (quantity: number) => unknown
  /** Called by the remove button. */
  onRemove?: () => void
  /** Heading level of the product title in the page outline. */
  headingLevel?: 2 | 3 | 4
  /** Extra class on the root. */
  className?: string
}

/**
 * One line of the cart, presentational: a checkbox to select it for checkout, image, title linking to the
 * product, variant attributes, unit price, a quantity field (1..stock), a remove button named
 * 'Remove {product}', the bundle-deal note, and the spec's 'This product can not be shipped to …' message
 * for the chosen address (from core's `lineShipping`), tied to the checkbox. A polite live region announces
 * `announcement`.
 *
 * The quantity field and the remove button are real forms posting to `souk.links.cartAction()` (intents
 * `quantity` and `remove`, core's `CART_FORM` fields): before the page's scripts run, or without them, the store's
 * cart action changes the line and shows the cart again. Once hydrated they call the callbacks instead (the
 * submission is prevented).
 */
export function CartLineView({
  line,
  address,
  busy = false,
  announcement = '',
  onSelectedChange,
  onQuantityChange,
  onRemove,
  headingLevel = 3,
  className,
}: CartLineViewProps) {
  const { t } = useT()
  const links = useLinks()
  const format = usePrice()
  const countries = useSettings((state) => state.countries)
  const id = useId()
  const titleId = `${id}title`
  const messageId = `${id}message`
  const product = line.flash_product
  const title = product?.title ?? t('product.notFound')
  const selected = Number(line.selected) === 1
  const stock = line.updated_inventory?.quantity ?? 0
  const amounts = lineAmounts(line)
  const Heading = `h${headingLevel}` as const
  const actionsRef = useRef<HTMLDivElement>(null)
  const checkboxRef = useRef<HTMLInputElement>(null)
  // A box ticked or unticked before the page's scripts ran is told to the cart once they run.
  useEditsKept(checkboxRef)
  // A refused change remounts the quantity field with the line's quantity, keeping focus on the same control.
  const [revision, setRevision] = useState({ count: 0, focus: -1 })

  useEffect(() => {
    if (revision.count === 0 || revision.focus < 0) return
    const controls = actionsRef.current?.querySelectorAll<HTMLElement>('button, input')
    controls?.[revision.focus]?.focus()
  }, [revision])

  const changeQuantity = async (quantity: number) => {
    const result = await onQuantityChange?.(quantity)
    if (result !== false) return
    const controls = [...(actionsRef.current?.querySelectorAll<HTMLElement>('button, input') ?? [])]
    const focused = controls.indexOf(actionsRef.current?.ownerDocument.activeElement as HTMLElement)
    setRevision((current) => ({ count: current.count + 1, focus: focused }))
  }

  let problem = ''
  if (!product) problem = t('product.notFound')
  else if (stock < 1) problem = t('product.outOfStock')
  else if (address) problem = messageText(t, lineShipping(line, address).message, countries)

  const attributes = line.updated_inventory?.inventory_attributes ?? []
  const bundle = product?.bundle_deal
  const part = usePart('cart-line')

  return (
    <article
      className={cx('souk-cart-line', className)}
      part={part()}
      aria-labelledby={titleId}
      data-selected={selected || undefined}
      data-busy={busy || undefined}
      data-problem={problem ? '' : undefined}
    >
      <div className="souk-cart-line__select">
        <input
          ref={checkboxRef}
          id={`${id}select`}
          type="checkbox"
          // A box a browser restored by its place in the page (a reload) would be told to the cart as ticked now.
          autoComplete="off"
          className="souk-cart-line__checkbox"
          checked={selected}
          aria-describedby={problem ? messageId : undefined}
          onChange={(event) => onSelectedChange?.(event.target.checked)}
        />
        <label htmlFor={`${id}select`} className="souk-visually-hidden">
          {t('a11y.selectItem', { product: title })}
        </label>
      </div>
      <div className="souk-cart-line__media">
        <Image src={product?.image} thumb width={96} height={96} alt="" className="souk-cart-line__image" />
      </div>
      <div className="souk-cart-line__body">
        <Heading id={titleId} className="souk-cart-line__title" part={part('title')}>
          {product ? <a href={links.product(product.slug, product.id)}>{title}</a> : title}
        </Heading>
        {attributes.length > 0 ? (
          <dl className="souk-cart-line__attributes">
            {attributes.map((pair) => (
              <div key={pair.attribute_value_id} className="souk-cart-line__attribute">
                <dt>{pair.attribute_value.attribute.title}</dt>
                <dd>{pair.attribute_value.title}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {product ? (
          <dl className="souk-cart-line__price">
            <div className="souk-cart-line__attribute">
              <dt>{t('cart.unitPrice')}</dt>
              <dd className="souk-cart-line__amount">{format(lineUnitPrice(line))}</dd>
            </div>
          </dl>
        ) : null}
        {bundle ? (
          <p className="souk-cart-line__bundle">
            <Icon name="gift" />
            <span>
              {amounts.freeUnits > 0
                ? t('product.bundleDeal', { buy: bundle.buy, free: bundle.free })
                : t('product.bundleDealHint', {
                    buy: bundle.buy,
                    free: bundle.free,
                    total: bundleFullQuantity(bundle),
                  })}
              {amounts.freeUnits > 0 ? (
                <strong className="souk-cart-line__free">
                  {' '}
                  {t('cart.freeItems', { count: amounts.freeUnits })}
                </strong>
              ) : null}
            </span>
          </p>
        ) : null}
        {problem ? (
          <p id={messageId} className="souk-cart-line__message">
            <Icon name="alert" />
            <span>{problem}</span>
          </p>
        ) : null}
      </div>
      <div ref={actionsRef} className="souk-cart-line__actions">
        {product && stock > 0 ? (
          <form
            method="post"
            action={links.cartAction()}
            className="souk-cart-line__form"
            onSubmit={(event) => event.preventDefault()}
          >
            <input type="hidden" name={CART_FORM.intent} value="quantity" />
            <input type="hidden" name={CART_FORM.line} value={line.id} />
            {/* The form's default button: Enter in the field (before hydration) sends the typed quantity. */}
            <button type="submit" className="souk-visually-hidden" tabIndex={-1} aria-hidden="true" />
            <QuantityInput
              key={revision.count}
              value={line.quantity}
              stock={stock}
              busy={busy}
              hideLabel
              label={t('a11y.quantityOf', { product: title })}
              name={CART_FORM.quantity}
              submitName={CART_FORM.setQuantity}
              onChange={(quantity) => void changeQuantity(quantity)}
            />
          </form>
        ) : null}
        <form
          method="post"
          action={links.cartAction()}
          className="souk-cart-line__form"
          onSubmit={(event) => {
            event.preventDefault()
            onRemove?.()
          }}
        >
          <input type="hidden" name={CART_FORM.intent} value="remove" />
          <input type="hidden" name={CART_FORM.line} value={line.id} />
          <Button
            type="submit"
            variant="ghost"
            size="sm"
            className="souk-cart-line__remove"
            aria-label={t('a11y.removeItem', { product: title })}
            busy={busy}
            busyLabel={<span className="souk-visually-hidden">{t('common.loading')}</span>}
            icon={<Icon name="trash" />}
            onClick={(event) => {
              event.preventDefault()
              onRemove?.()
            }}
          />
        </form>
      </div>
      <p className="souk-visually-hidden" role="status">
        {announcement}
      </p>
    </article>
  )
}

/** Props of `CartLine`. */
export interface CartLineProps {
  /** Id of the cart line in the cart store. */
  lineId: number
  /** The shipping address; default the cart store's address. */
  address?: Destination | null
  /** Heading level of the product title in the page outline. */
  headingLevel?: 2 | 3 | 4
  /** Extra class on the root. */
  className?: string
}

/**
 * A cart line connected to the cart store by its id: ticking calls `setSelected`, the quantity field
 * `setQuantity`, the remove button `remove`; busy while the store has a request in flight for it; a changed
 * quantity is announced. Renders nothing once the line is gone (`CartAnnouncer` announces the removal).
 */
export function CartLine({ lineId, address, headingLevel, className }: CartLineProps) {
  const { t } = useT()
  const souk = useWidgetSouk()
  const line = useCart((state) => state.lines.find((candidate) => candidate.id === lineId))
  const busy = useCart((state) => state.pending.includes(lineId))
  const storeAddress = useCart((state) => state.address)
  const [announcement, setAnnouncement] = useState('')
  if (!line) return null
  const title = line.flash_product?.title ?? t('product.notFound')
  return (
    <CartLineView
      line={line}
      address={address === undefined ? storeAddress : address}
      busy={busy}
      announcement={announcement}
      headingLevel={headingLevel}
      className={className}
      onSelectedChange={(selected) => void souk.cart.getState().setSelected([lineId], selected)}
      onQuantityChange={async (quantity) => {
        const done = await souk.cart.getState().setQuantity(lineId, quantity)
        if (done) setAnnouncement(t('a11y.cartQuantityChanged', { product: title, quantity }))
        return done
      }}
      onRemove={() => void souk.cart.getState().remove(lineId)}
    />
  )
}
