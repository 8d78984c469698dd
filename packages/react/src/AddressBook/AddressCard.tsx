import type { Address } from '@souk/core'
import { addressLines, cx } from '@souk/core'
import { useEffect, useId } from 'react'
import { Button } from '../Button'
import { useSettings } from '../hooks/useStores'
import { useLocale, useT } from '../hooks/useT'
import { Icon } from '../Icon'
import { radioKeyDown } from '../ShippingOptions/radioKeys'
import { useSouk } from '../SoukProvider'

/** Props of `AddressCard`. */
export interface AddressCardProps {
  /** The address shown. */
  address: Address
  /** Shows an Edit button that calls this. */
  onEdit?: (address: Address) => void
  /** Shows a Delete button that calls this. */
  onDelete?: (address: Address) => void
  /**
   * Makes the card a choice of the shipping step: a radio named by the address, grouped with the other cards
   * whose `radioName` is the same (inside one fieldset or radio group).
   */
  radioName?: string
  /** Whether this card's radio is checked. */
  selected?: boolean
  /** Called when the shopper chooses this address. */
  onSelect?: (address: Address) => void
  /** Heading level of the name when the card is not a choice. */
  headingLevel?: 2 | 3 | 4 | 5
  /** Extra class on the root. */
  className?: string
}

/**
 * A saved address: name, address lines, city, state and country names, phone, e-mail and delivery
 * instruction, with optional Edit and Delete buttons (described by the name). With `radioName` it is one
 * choice of an APG radio group ('use this address'); the buttons stay outside the radio's label.
 */
export function AddressCard({
  address,
  onEdit,
  onDelete,
  radioName,
  selected = false,
  onSelect,
  headingLevel = 3,
  className,
}: AddressCardProps) {
  const { t } = useT()
  const { direction } = useLocale()
  const countries = useSettings((state) => state.countries)
  const souk = useSouk()
  useEffect(() => {
    // The names of the country and state (the order page shows a card without the address form's list).
    souk.settings
      .getState()
      .loadCountries()
      .catch(() => undefined)
  }, [souk])
  const id = useId()
  const nameId = `${id}name`
  const detailsId = `${id}details`
  const lines = addressLines(address, countries)
  const Heading = `h${headingLevel}` as const
  const isDefault = Number(address.default) === 1

  const details = (
    <span id={detailsId} className="souk-address-card__details">
      {lines.street.map((line) => (
        <span key={line} className="souk-address-card__line" dir="auto">
          {line}
        </span>
      ))}
      <span className="souk-address-card__line" dir="auto">
        {lines.region}
      </span>
      <span className="souk-address-card__line" dir="auto">
        {lines.country}
      </span>
      <span className="souk-address-card__line souk-address-card__contact" dir="ltr">
        {address.phone}
      </span>
      <span className="souk-address-card__line souk-address-card__contact" dir="ltr">
        {address.email}
      </span>
      {address.delivery_instruction ? (
        <span className="souk-address-card__line souk-address-card__note" dir="auto">
          {address.delivery_instruction}
        </span>
      ) : null}
    </span>
  )

  const badge = isDefault ? <span className="souk-address-card__badge">{t('address.default')}</span> : null

  return (
    <div
      className={cx('souk-address-card', className)}
      data-selected={selected || undefined}
      data-choice={radioName ? '' : undefined}
      data-souk-surface=""
    >
      {radioName ? (
        <label className="souk-address-card__choice">
          <input
            type="radio"
            className="souk-address-card__radio"
            name={radioName}
            value={address.id}
            checked={selected}
            aria-labelledby={nameId}
            aria-describedby={detailsId}
            onChange={() => onSelect?.(address)}
            onKeyDown={radioKeyDown(direction)}
          />
          <span className="souk-address-card__content">
            <span className="souk-address-card__header">
              <span id={nameId} className="souk-address-card__name" dir="auto">
                {address.name}
              </span>
              {badge}
            </span>
            {details}
          </span>
        </label>
      ) : (
        <div className="souk-address-card__content">
          <div className="souk-address-card__header">
            <Heading id={nameId} className="souk-address-card__name" dir="auto">
              {address.name}
            </Heading>
            {badge}
          </div>
          <p className="souk-address-card__text">{details}</p>
        </div>
      )}
      {onEdit || onDelete ? (
        <div className="souk-address-card__actions">
          {onEdit ? (
            <Button variant="ghost" size="sm" aria-describedby={nameId} onClick={() => onEdit(address)}>
              {t('address.edit')}
            </Button>
          ) : null}
          {onDelete ? (
            <Button
              variant="ghost"
              size="sm"
              aria-describedby={nameId}
              icon={<Icon name="trash" />}
              onClick={() => onDelete(address)}
            >
              {t('address.delete')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
