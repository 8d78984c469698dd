import {
  type Address,
  type CartLine,
  type CountriesPhones,
  cx,
  lineShipping,
  lineShippingCost,
  lineShippingType,
  type ShippingPlace,
  ShippingType,
  selectedLines,
} from '@souk/core'
import { useEffect, useId } from 'react'
import { countryName, stateName } from '../AddressForm/placeNames'
import { usePrice } from '../hooks/usePrice'
import { useCart, useSettings } from '../hooks/useStores'
import { useLocale, useT } from '../hooks/useT'
import { Icon } from '../Icon'
import { Image } from '../Image'
import { Shimmer } from '../Shimmer'
import { useSouk } from '../SoukProvider'
import { radioKeyDown } from './radioKeys'

/** Props of `ShippingOptions`. */
export interface ShippingOptionsProps {
  /** The shipping address; default the cart store's address. */
  address?: Pick<Address, 'country' | 'state'> | null
  /** Heading level of the section title (each line's title is a legend under it). */
  headingLevel?: 2 | 3
  /** Extra class on the root. */
  className?: string
}

/** The pickup address of a place, from its `pickup_*` fields, one line per part. */
function pickupLines(place: ShippingPlace, countries: CountriesPhones | null): string[] {
  const country = place.pickup_country ?? ''
  const region = [place.pickup_city, stateName(countries, country, place.pickup_state), place.pickup_zip]
    .filter(Boolean)
    .join(', ')
  return [
    place.pickup_address_line_1,
    place.pickup_address_line_2,
    region,
    countryName(countries, country),
    place.pickup_phone,
  ].filter((part): part is string => Boolean(part))
}

/** Props of `ShippingLineChoice`. */
interface ShippingLineChoiceProps {
  /** The selected line. */
  line: CartLine
  /** Where it goes. */
  address: Pick<Address, 'country' | 'state'>
  /** Called with the delivery type the shopper picks. */
  onChange: (type: ShippingType) => void
}

/** The delivery choice of one selected line: an APG radio group (delivery vs pickup), or why it cannot ship. */
function ShippingLineChoice({ line, address, onChange }: ShippingLineChoiceProps) {
  const { t } = useT()
  const { direction } = useLocale()
  const format = usePrice()
  const countries = useSettings((state) => state.countries)
  const id = useId()
  const { place, pickup } = lineShipping(line, address)
  const current = pickup ? lineShippingType(line) : ShippingType.LOCATION
  const title = line.flash_product?.title ?? t('product.notFound')
  const cost = (type: ShippingType) => {
    const amount = lineShippingCost(place, type)
    return amount > 0 ? format(amount) : t('common.free')
  }
  const onKeyDown = radioKeyDown(direction)
  const days = Number(place?.day_needed) || 0

  return (
    <fieldset className="souk-shipping-options__line" data-unshippable={place ? undefined : ''}>
      <legend id={`${id}legend`} className="souk-shipping-options__legend">
        <Image src={line.flash_product?.image} thumb width={48} height={48} alt="" />
        <span className="souk-shipping-options__product">{title}</span>
      </legend>
      {place ? (
        <div className="souk-shipping-options__choices" role="radiogroup" aria-labelledby={`${id}legend`}>
          <label
            className="souk-shipping-options__option souk-radio-card"
            data-checked={current === ShippingType.LOCATION || undefined}
          >
            <input
              type="radio"
              name={`${id}type`}
              value={ShippingType.LOCATION}
              checked={current === ShippingType.LOCATION}
              onChange={() => onChange(ShippingType.LOCATION)}
              onKeyDown={onKeyDown}
            />
            <span className="souk-shipping-options__text">
              <span className="souk-shipping-options__name">
                <Icon name="truck" /> {t('shipping.location')}
              </span>
              <span className="souk-shipping-options__cost">{cost(ShippingType.LOCATION)}</span>
              {days > 0 ? (
                <span className="souk-shipping-options__detail">
                  {t('shipping.estimatedDelivery', { count: days })}
                </span>
              ) : null}
            </span>
          </label>
          {pickup ? (
            <label
              className="souk-shipping-options__option souk-radio-card"
              data-checked={current === ShippingType.PICKUP || undefined}
            >
              <input
                type="radio"
                name={`${id}type`}
                value={ShippingType.PICKUP}
                checked={current === ShippingType.PICKUP}
                onChange={() => onChange(ShippingType.PICKUP)}
                onKeyDown={onKeyDown}
              />
              <span className="souk-shipping-options__text">
                <span className="souk-shipping-options__name">
                  <Icon name="pickup" /> {t('shipping.pickup')}
                </span>
                <span className="souk-shipping-options__cost">{cost(ShippingType.PICKUP)}</span>
                <span className="souk-shipping-options__detail">
                  <span className="souk-shipping-options__pickup-title">{t('shipping.pickupPoint')}</span>
                  {pickupLines(place, countries).map((part) => (
                    <span key={part} className="souk-shipping-options__pickup-line" dir="auto">
                      {part}
                    </span>
                  ))}
                </span>
              </span>
            </label>
          ) : null}
        </div>
      ) : (
        <p className="souk-shipping-options__message">
          <Icon name="alert" />
          <span>{t('shipping.unableToShip')}</span>
        </p>
      )}
    </fieldset>
  )
}

/**
 * The shipping step's delivery choices, connected to the cart store: for each selected line, delivery to
 * the address (the place's price) or, when the matching place has a pickup point, pickup (its pickup price
 * and the pickup address) as an APG radio group (arrow keys move and choose, swapped in right-to-left text);
 * a choice calls `cart.setShippingType`. A line with no place for the address says 'Product is unable to be
 * shipped.'; without an address, 'Please add an address first.'. Places come from core's `lineShipping`.
 */
export function ShippingOptions({ address, headingLevel = 2, className }: ShippingOptionsProps) {
  const { t } = useT()
  const souk = useSouk()
  const id = useId()
  const lines = useCart((state) => state.lines)
  const storeAddress = useCart((state) => state.address)
  const loading = useCart((state) => state.status === 'loading')
  const destination = address === undefined ? storeAddress : address
  const selected = selectedLines(lines)
  const Heading = `h${headingLevel}` as const

  // A pickup chosen earlier where the matching place offers none falls back to delivery.
  useEffect(() => {
    if (!destination) return
    for (const line of selected) {
      const { place, pickup } = lineShipping(line, destination)
      if (place && !pickup && lineShippingType(line) === ShippingType.PICKUP) {
        souk.cart.getState().setShippingType(line.id, ShippingType.LOCATION)
      }
    }
  })

  return (
    <section className={cx('souk-shipping-options', className)} aria-labelledby={`${id}title`}>
      <Heading id={`${id}title`} className="souk-shipping-options__title">
        {t('shipping.deliveryMethod')}
      </Heading>
      {loading ? (
        <Shimmer variant="line" count={4} />
      ) : !destination ? (
        <p className="souk-shipping-options__message">{t('shipping.addAddressFirst')}</p>
      ) : selected.length === 0 ? (
        <p className="souk-shipping-options__message">{t('shipping.noneSelected')}</p>
      ) : (
        <ul className="souk-shipping-options__lines">
          {selected.map((line) => (
            <li key={line.id}>
              <ShippingLineChoice
                line={line}
                address={destination}
                onChange={(type) => souk.cart.getState().setShippingType(line.id, type)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
