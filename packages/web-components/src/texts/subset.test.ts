import { describe, expect, it } from 'vitest'
import { flattenKeys, pickTexts, usedKeys } from './subset'

const english = {
  cart: { title: 'Cart', items_one: '{{count}} item', items_other: '{{count}} items', empty: 'Empty' },
  listing: { sort: { newest: 'Newest', price: 'Price' }, title: 'Products' },
  account: { orders: 'Orders' },
}
const arabic = {
  cart: {
    title: 'السلة',
    items_zero: 'لا عناصر',
    items_one: 'عنصر',
    items_few: 'عناصر',
    items_other: 'عنصرًا',
  },
  listing: { sort: { newest: 'الأحدث', price: 'السعر' }, title: 'المنتجات' },
  account: { orders: 'الطلبات' },
}
const keys = flattenKeys(english)

describe('the widgets’ text subset', () => {
  it('flattens a catalogue into dotted keys', () => {
    expect(keys).toEqual([
      'cart.title',
      'cart.items_one',
      'cart.items_other',
      'cart.empty',
      'listing.sort.newest',
      'listing.sort.price',
      'listing.title',
      'account.orders',
    ])
  })

  it('keeps a key written whole in the code, and nothing the code does not name', () => {
    expect([...usedKeys(['t("cart.title")'], keys)]).toEqual(['cart.title'])
  })

  it('keeps every plural form of a key the code counts with', () => {
    expect([...usedKeys(['e("cart.items",{count:n})'], keys)]).toEqual(['cart.items_one', 'cart.items_other'])
  })

  it('keeps every key under a prefix the code builds keys from (template or concatenation)', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the code of a bundle, as a string
    const fromTemplate = usedKeys(['t(`listing.sort.${option}`)'], keys)
    const fromConcatenation = usedKeys(['t("listing.sort."+option)'], keys)
    expect([...fromTemplate]).toEqual(['listing.sort.newest', 'listing.sort.price'])
    expect([...fromConcatenation]).toEqual([...fromTemplate])
  })

  it('does not take a property chain of the code for a key', () => {
    expect([...usedKeys(['a.cart.title;b.account.orders()'], keys)]).toEqual([])
  })

  it('cuts a language down to the used keys, with that language’s own plural forms', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the code of a bundle, as a string
    const used = usedKeys(['t("cart.items",{count})', 't(`listing.sort.${o}`)'], keys)
    expect(pickTexts(arabic, used)).toEqual({
      cart: { items_zero: 'لا عناصر', items_one: 'عنصر', items_few: 'عناصر', items_other: 'عنصرًا' },
      listing: { sort: { newest: 'الأحدث', price: 'السعر' } },
    })
  })
})
