import { ShippingType } from '../model/enums'
import { lineShippingCost, pickupAvailable, type ShippingPlaceTerms } from './shippingCharges'

/** What a product page lists under its price: the services the product comes with. */
export interface ProductServices {
  refundable: boolean
  warranty: boolean
  /** Change-of-mind returns. */
  mindChange: boolean
  /** A place of its shipping rule is a pickup point. */
  pickup: boolean
  /** Every place of its shipping rule delivers to the address for 0. */
  freeShipping: boolean
}

/** The product fields the service badges read. */
export interface ServiceTerms {
  refundable?: number | string | null
  warranty?: number | string | null
  mind_change?: number | string | null
  shipping_rule?: { shipping_places?: readonly ShippingPlaceTerms[] | null } | null
}

const yes = (flag: number | string | null | undefined) => Number(flag) === 1

/** The services of a product (spec §3 flags, contract 9.4 places): one rule for every badge list. */
export function productServices(product: ServiceTerms): ProductServices {
  const places = product.shipping_rule?.shipping_places ?? []
  return {
    refundable: yes(product.refundable),
    warranty: yes(product.warranty),
    mindChange: yes(product.mind_change),
    pickup: places.some((place) => pickupAvailable(place)),
    freeShipping:
      places.length > 0 && places.every((place) => lineShippingCost(place, ShippingType.LOCATION) === 0),
  }
}
