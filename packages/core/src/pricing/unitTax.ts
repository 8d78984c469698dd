import { PriceType } from '../model/enums'
import { round2 } from './round2'
import { type NumberInput, toNumber } from './toNumber'

/** The parts of a tax rule the rule reads; `type` 1 is a flat amount, 2 a percent. */
export interface TaxTerms {
  type: PriceType | `${PriceType}`
  price: NumberInput
}

/** Tax per unit (contract 9.5): the flat amount, or the percent of the unit price, rounded to 2 decimals. */
export function unitTax(unitPrice: NumberInput, taxRule: TaxTerms | null | undefined): number {
  if (!taxRule) return 0
  const rate = toNumber(taxRule.price)
  switch (Number(taxRule.type)) {
    case PriceType.FLAT:
      return round2(rate)
    case PriceType.PERCENT:
      return round2((toNumber(unitPrice) * rate) / 100)
    default:
      return 0
  }
}
