import {
  type AttributeGroup,
  cx,
  findInventory,
  type Inventory,
  type VariantSelection,
  valueAvailability,
  variantParam,
} from '@souk/core'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '../Button'
import { useHydrationEdits } from '../hooks/useEditsKept'
import { useHydrated } from '../hooks/useHydrated'
import { useLocale, useT } from '../hooks/useT'
import { usePart } from '../parts'
import { handleRadioArrows } from './radioKeys'

/** What the picker reads of a product (a `ProductDetail` fits). */
export interface AttributePickerProduct {
  /** The sellable variants, each with its attribute value pairs and stock. */
  inventory: readonly Inventory[]
  /** The attribute groups (e.g. Colour, Size) with the values the variants use. */
  attribute?: readonly AttributeGroup[]
}

/** Props of `AttributePicker`. */
export interface AttributePickerProps {
  /** The product whose variants are picked. */
  product: AttributePickerProduct
  /** The chosen value per attribute group (controlled): attribute id -> attribute value id. */
  value?: VariantSelection
  /** The starting choice when uncontrolled. */
  defaultValue?: VariantSelection
  /** Called with the new choice and the variant it designates (null until every group has a value). */
  onChange?: (selection: VariantSelection, inventory: Inventory | null) => void
  /**
   * The page that shows a choice (the product page's path), for a picker that works without JavaScript: the
   * picker is then a GET form to it whose radios are named by core's `variantParam` (`attr_<groupId>`), with a
   * 'Show this choice' submit button and a 'Clear' link until the page's scripts run; the server renders the
   * variant the address names (core's `selectionFromQuery`). Once the scripts run, the choice is instant, as
   * without `action`.
   */
  action?: string
  /** Extra class on the root. */
  className?: string
}

/**
 * The variant choice of a product page: one APG radio group per attribute group (native radios; arrow keys
 * move and choose, wrapping, and swap in right-to-left text). A value that no in-stock variant carries together
 * with the other choices is disabled (core's `valueAvailability`), so every choice leads to a variant in stock;
 * 'Clear' starts over. `onChange` reports the selection and the variant it designates
 * (core's `findInventory`). A product whose only variant has no attributes shows nothing and reports that
 * variant at once.
 */
export function AttributePicker({
  product,
  value,
  defaultValue,
  onChange,
  action,
  className,
}: AttributePickerProps) {
  const { t } = useT()
  const hydrated = useHydrated()
  // Before and without the page's scripts, a picker with a page to go to is a plain GET form.
  const plain = action !== undefined && !hydrated
  const part = usePart('attribute-picker')
  const { direction } = useLocale()
  const id = useId()
  const [uncontrolled, setUncontrolled] = useState<VariantSelection>(defaultValue ?? {})
  const selection = value ?? uncontrolled
  const groups = (product.attribute ?? []).filter((group) => group.values.length > 0)

  const rootRef = useRef<HTMLDivElement & HTMLFormElement>(null)
  const [refocus, setRefocus] = useState(false)
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  })

  // A product without options has one variant and nothing to pick: it is chosen as soon as the picker shows.
  const [only, ...others] = product.inventory
  const autoInventory = only && others.length === 0 && only.inventory_attributes.length === 0 ? only : null
  useEffect(() => {
    if (autoInventory) onChangeRef.current?.({}, autoInventory)
  }, [autoInventory])

  // 'Clear' disappears once pressed: focus goes to the first value instead of being lost.
  useEffect(() => {
    if (!refocus) return
    setRefocus(false)
    rootRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:not(:disabled)')?.focus()
  }, [refocus])

  const update = (next: VariantSelection) => {
    if (value === undefined) setUncontrolled(next)
    onChange?.(next, findInventory(product, next))
  }
  // Values chosen before the page's scripts ran (React hydrates the radios silently, and the next render would
  // put them back) are chosen once hydrated, every group's together.
  useHydrationEdits(rootRef, () => {
    const next: Record<number, number | null | undefined> = { ...selection }
    for (const radio of rootRef.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked') ??
      []) {
      next[Number(radio.dataset.group)] = Number(radio.value)
    }
    if (groups.some((group) => next[group.id] !== selection[group.id])) update(next)
  })

  if (groups.length === 0) return null

  const choose = (groupId: number, valueId: number) => {
    if (selection[groupId] === valueId) return
    update({ ...selection, [groupId]: valueId })
  }
  const available = valueAvailability(product, selection)
  const hasChoice = Object.values(selection).some((valueId) => typeof valueId === 'number')

  const content = (
    <>
      {groups.map((group) => {
        const labelId = `${id}label${group.id}`
        const chosen = group.values.find((option) => option.attribute_value_id === selection[group.id])
        return (
          <div
            key={group.id}
            role="radiogroup"
            aria-labelledby={labelId}
            aria-required="true"
            className="souk-attribute-picker__group"
            onKeyDown={(event) =>
              handleRadioArrows(event, direction, (radio) => choose(group.id, Number(radio.value)))
            }
          >
            <p className="souk-attribute-picker__heading">
              <span id={labelId} className="souk-attribute-picker__label">
                {group.title}
              </span>
              {chosen ? (
                <span className="souk-attribute-picker__chosen" aria-hidden="true">
                  {chosen.title}
                </span>
              ) : null}
            </p>
            <div className="souk-attribute-picker__options">
              {group.values.map((option) => {
                const valueId = option.attribute_value_id
                const checked = selection[group.id] === valueId
                const disabled = !checked && !available.has(valueId)
                return (
                  <label
                    key={valueId}
                    className="souk-attribute-picker__option"
                    data-checked={checked || undefined}
                    data-disabled={disabled || undefined}
                  >
                    <input
                      type="radio"
                      className="souk-attribute-picker__input"
                      name={action === undefined ? `${id}group${group.id}` : variantParam(group.id)}
                      value={valueId}
                      data-group={group.id}
                      checked={checked}
                      disabled={disabled}
                      onChange={() => choose(group.id, valueId)}
                    />
                    <span className="souk-attribute-picker__text">{option.title}</span>
                  </label>
                )
              })}
            </div>
          </div>
        )
      })}
      {plain ? (
        <Button type="submit" variant="secondary" size="sm" className="souk-attribute-picker__submit">
          {t('product.showChoice')}
        </Button>
      ) : null}
      {hasChoice ? (
        plain ? (
          // Without scripts, 'Clear' is the page without a choice.
          <a
            href={action}
            className="souk-button souk-attribute-picker__clear"
            data-variant="ghost"
            data-size="sm"
          >
            <span className="souk-button__label">{t('common.clear')}</span>
          </a>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            className="souk-attribute-picker__clear"
            onClick={() => {
              update({})
              setRefocus(true)
            }}
          >
            {t('common.clear')}
          </Button>
        )
      ) : null}
    </>
  )
  const classes = cx('souk-attribute-picker', className)
  if (action === undefined) {
    return (
      <div ref={rootRef} className={classes} part={part()}>
        {content}
      </div>
    )
  }
  return (
    <form
      ref={rootRef}
      method="get"
      action={action}
      className={classes}
      part={part()}
      // With the page's scripts, a choice is made at once: the form is never sent.
      onSubmit={(event) => event.preventDefault()}
    >
      {content}
    </form>
  )
}
