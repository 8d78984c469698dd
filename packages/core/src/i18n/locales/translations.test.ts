import { describe, expect, it } from 'vitest'
import { LANGUAGES, type LanguageCode } from '../../constants'
import type { Dictionary } from '../types'
import ar from './ar'
import en from './en'
import fr from './fr'
import hi from './hi'
import tr from './tr'

const catalogues: Record<LanguageCode, Dictionary> = { en, fr, ar, tr, hi }
const translations = LANGUAGES.filter((lang) => lang !== 'en')

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/
const PARAM = /\{\{\s*([^{}\s,]+)\s*(?:,[^{}]*)?\}\}/g

/** Every leaf of a catalogue as `dotted.key -> text`. */
function flatten(dictionary: Dictionary, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>()
  for (const [key, value] of Object.entries(dictionary)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') leaves.set(path, value)
    else for (const [leaf, text] of flatten(value, path)) leaves.set(leaf, text)
  }
  return leaves
}

/** Leaves grouped by key without plural suffix: `a11y.cartCount -> { one: …, other: … }`, plain keys under ''. */
function grouped(dictionary: Dictionary): Map<string, Map<string, string>> {
  const groups = new Map<string, Map<string, string>>()
  for (const [key, text] of flatten(dictionary)) {
    const suffix = PLURAL_SUFFIX.exec(key)?.[1] ?? ''
    const base = suffix ? key.slice(0, -suffix.length - 1) : key
    const group = groups.get(base) ?? new Map<string, string>()
    group.set(suffix, text)
    groups.set(base, group)
  }
  return groups
}

function params(text: string): Set<string> {
  return new Set([...text.matchAll(PARAM)].map((match) => match[1] ?? ''))
}

const englishLeaves = flatten(en)
const englishGroups = grouped(en)

/** Texts that stay the same in every language: brand names and pure placeholders. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'common.copyright',
  'payment.methods.1',
  'payment.methods.3',
  'payment.methods.4',
  'payment.methods.5',
  'payment.methods.6',
  'payment.methods.8',
  'payment.wallets.enzona',
  'payment.wallets.transfermovil',
])

/** Words a language genuinely shares with English (checked by a native reading, not by accident). */
const SAME_AS_ENGLISH: Partial<Record<LanguageCode, readonly string[]>> = {
  fr: [
    'common.page',
    'header.menu',
    'listing.collections',
    'product.description',
    'cart.total',
    'fields.message',
    'a11y.notifications',
    'flashSale.countdown.minutes_one',
    'flashSale.countdown.minutes_other',
  ],
}

/** Keys other modules of Souk rely on, with the English text the specification fixes where it fixes one. */
const FIXED_KEYS: Record<string, string | null> = {
  'validation.required': '{{type}} is required',
  'validation.invalidEmail': 'Invalid email',
  'validation.passwordLength': 'Invalid Password Length',
  'validation.passwordMismatch': "Password didn't match",
  'validation.invalidNumber': 'Invalid number',
  'validation.codeLength': 'The code has 6 digits',
  'validation.reviewImageType': 'Supported images: jpg, png (Max size: {{max}}kb)',
  'validation.reviewImageSize': null,
  'validation.reviewImageUpload': 'There is an error while uploading some of the images.',
  'validation.ratingRequired': null,
  'validation.countryCode': null,
  'fields.voucher': null,
  'cart.minQuantity': 'Must have minimum 1 item.',
  'cart.maxQuantity': 'Maximum quantity exceeds.',
  'cart.cannotShip':
    'This product can not be shipped to {{state}} {{country}}. Please Uncheck the product first or change the shipping address',
  'cart.added': 'Product added to cart successfully',
  'product.selectAttributes': 'Please select all required attributes.',
  'product.quantityExceedsInventory': 'Product quantity exceeds inventory.',
  'product.outOfStock': 'This product is out of stock.',
  'product.inStock': null,
  'product.outOfStockLabel': null,
  'shipping.addAddressFirst': 'Please add an address first.',
  'shipping.unableToShip': 'Product is unable to be shipped.',
  'shipping.noneSelected': "You don't have any product selected. Please a select a product first.",
  'voucher.minSpend': null,
  'voucher.usageLimit': null,
  'voucher.customerLimit': null,
  'voucher.expired': null,
  'voucher.notFound': null,
  'toast.success': 'Success',
  'toast.error': 'Error',
  'errors.apiDown': 'API is down.',
  'errors.somethingWentWrong': 'Something went wrong',
  'errors.sorry': 'Sorry',
  'errors.notFound': 'This page could not be found',
  'errors.followingError': 'The following error occurred',
  'errors.unauthenticated': null,
  'errors.form': null,
  'errors.offline': null,
  'errors.reload': null,
  'errors.goHome': null,
  'errors.errorPageFailed': null,
  'errors.loginRequired': null,
  'payment.cancelled': 'Payment has been cancelled',
  'payment.verifyFailed': 'Unable to verify the payment',
  'payment.noneAvailable': 'No payment method currently available',
  'payment.submitted': 'Payment data submitted successfully',
  'payment.waiting': null,
  'payment.wallets.enzona': 'Enzona',
  'payment.wallets.transfermovil': 'Transfermovil',
  'success.orderPlaced': 'Your order has been placed successfully.',
  'success.contact': 'We have received your message. We are going to contact you as soon as possible.',
  'success.newsletter': 'You have successfully subscribe to our newsletter.',
  'success.verified': 'You have successfully verified your account.',
  'success.address': 'Address {{msg}} successfully.',
  'address.added': null,
  'address.updated': null,
  'search.nothingFoundFor': 'Nothing found for {{text}}',
  'search.suggestedKeywords': null,
  'search.categories': null,
  'search.products': null,
  'search.placeholder': null,
  'search.loading': null,
  'search.resultsCount_one': null,
  'search.resultsCount_other': null,
  'cookie.text': null,
  'cookie.gotIt': 'Got it',
  'common.choose': 'Choose',
  'common.or': 'or',
  'common.subscribe': 'Subscribe',
  'common.copyright': '© {{year}} {{text}}',
  'a11y.cartCount_one': '{{count}} item in cart',
  'a11y.rating': 'Rated {{rating}} out of 5',
  'paymentStatus.0': null,
  'paymentStatus.1': null,
  'orderStatus.cancelled': null,
  'orderStatus.refunded': null,
  'auth.welcome': 'Welcome to {{site}}',
  'auth.social.google': 'Continue with Google',
  'auth.social.facebook': 'Continue with Facebook',
}
for (const code of [1, 2, 3, 4, 5, 6, 7, 8, 50]) FIXED_KEYS[`payment.methods.${code}`] = null
for (const status of [1, 2, 3, 4, 5]) FIXED_KEYS[`orderStatus.${status}`] = null
for (const name of ['addresses', 'vouchers', 'wishlist', 'compared', 'orders', 'stores', 'items', 'products'])
  FIXED_KEYS[`empty.${name}`] = null
FIXED_KEYS['empty.noOrdersYet'] = null
for (const name of [
  'name',
  'email',
  'password',
  'confirmPassword',
  'phone',
  'country',
  'state',
  'city',
  'zip',
  'address1',
  'address2',
  'deliveryInstruction',
  'storeName',
  'code',
  'subject',
  'message',
  'title',
  'currentPassword',
  'newPassword',
  'rating',
  'review',
  'transactionId',
  'search',
])
  FIXED_KEYS[`fields.${name}`] = null
for (const name of [
  'loading',
  'close',
  'submit',
  'save',
  'cancel',
  'delete',
  'edit',
  'yes',
  'no',
  'reload',
  'goHome',
  'previous',
  'next',
  'page',
  'seeAll',
  'pause',
  'play',
  'language',
])
  FIXED_KEYS[`common.${name}`] = null

describe('the English catalogue', () => {
  it('holds every key other modules rely on, with the texts the specification fixes', () => {
    for (const [key, text] of Object.entries(FIXED_KEYS)) {
      expect(englishLeaves.has(key), `missing fixed key ${key}`).toBe(true)
      if (text !== null) expect(englishLeaves.get(key), key).toBe(text)
    }
  })

  it('covers a full storefront with more than 250 texts', () => {
    expect(englishLeaves.size).toBeGreaterThan(250)
  })

  it('gives every plural key both an _one and an _other form', () => {
    for (const [key, forms] of englishGroups) {
      if (forms.has('')) continue
      expect([...forms.keys()].sort(), key).toEqual(['one', 'other'])
    }
  })
})

describe.each(LANGUAGES)('the %s catalogue', (lang) => {
  const catalogue = catalogues[lang]
  const leaves = flatten(catalogue)
  const groups = grouped(catalogue)

  it('has no empty text and no stray whitespace at either end', () => {
    for (const [key, text] of leaves) {
      expect(text.trim(), key).not.toBe('')
      expect(text, key).toBe(text.trim())
    }
  })

  it('has every plural form its language needs', () => {
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories
    for (const [key, forms] of groups) {
      if (forms.has('')) continue
      for (const category of categories) expect(forms.has(category), `${key}_${category}`).toBe(true)
    }
  })
})

describe.each(translations)('the %s translation', (lang) => {
  const catalogue = catalogues[lang]
  const leaves = flatten(catalogue)
  const groups = grouped(catalogue)

  it('has exactly the key set of English, ignoring plural forms', () => {
    const missing = [...englishGroups.keys()].filter((key) => !groups.has(key))
    const extra = [...groups.keys()].filter((key) => !englishGroups.has(key))
    expect(missing, 'keys missing from the translation').toEqual([])
    expect(extra, 'keys English does not have').toEqual([])
  })

  it('keeps a key plural exactly where English does', () => {
    for (const [key, forms] of englishGroups) {
      expect(groups.get(key)?.has(''), key).toBe(forms.has(''))
    }
  })

  it('translates every text, except brand names and words the language shares with English', () => {
    const allowed = new Set([...SAME_IN_EVERY_LANGUAGE, ...(SAME_AS_ENGLISH[lang] ?? [])])
    const untranslated = [...englishLeaves]
      .filter(([key, text]) => !allowed.has(key) && leaves.get(key) === text)
      .map(([key]) => key)
    expect(untranslated, 'texts equal to English').toEqual([])
  })

  it('keeps brand names and the copyright line exactly as in English', () => {
    for (const key of SAME_IN_EVERY_LANGUAGE) expect(leaves.get(key), key).toBe(englishLeaves.get(key))
  })

  it('uses every {{param}} of the English text, and no other', () => {
    for (const [key, englishForms] of englishGroups) {
      const expected = new Set([...englishForms.values()].flatMap((text) => [...params(text)]))
      const forms = groups.get(key) ?? new Map<string, string>()
      for (const [suffix, text] of forms) {
        const found = params(text)
        const name = suffix ? `${key}_${suffix}` : key
        for (const param of expected) {
          // A plural form may spell its number out ("منتجان"), but the general form must show it.
          if (param === 'count' && suffix !== '' && suffix !== 'other') continue
          expect(found.has(param), `${name} lacks {{${param}}}`).toBe(true)
        }
        for (const param of found) expect(expected.has(param), `${name} has unknown {{${param}}}`).toBe(true)
      }
    }
  })
})

describe('script sanity checks', () => {
  const brand = (key: string) => SAME_IN_EVERY_LANGUAGE.has(key)

  it('writes every Arabic text in Arabic script', () => {
    for (const [key, text] of flatten(ar)) if (!brand(key)) expect(text, key).toMatch(/\p{Script=Arabic}/u)
  })

  it('writes every Hindi text in Devanagari', () => {
    for (const [key, text] of flatten(hi))
      if (!brand(key)) expect(text, key).toMatch(/\p{Script=Devanagari}/u)
  })

  it('uses Turkish letters somewhere in the Turkish catalogue and French accents in the French one', () => {
    expect([...flatten(tr).values()].join(' ')).toMatch(/[çğıöşüİ]/)
    expect([...flatten(fr).values()].join(' ')).toMatch(/[àâçéèêëîïôûùüÿœ]/)
  })
})
