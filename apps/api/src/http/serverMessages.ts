/**
 * The API's own messages in the request's language (its `Language` header): the texts of `apiMessages` in core's
 * catalogues. Handlers keep throwing the contract's English texts; a failure reply is translated here, in one
 * place, by looking each English text up (English, the default language, stays exactly as the contract says).
 * A text without a translation (a rare validation detail) stays English.
 */
import { bundledCatalogues } from '@souk/core/i18n'
import { translatorFor } from './messages'

const english = bundledCatalogues.en.apiMessages
const keyOfText = new Map<string, string>(Object.entries(english).map(([key, text]) => [text, key]))
const REQUIRED = /^The (\S+) field is required\.$/

/** One message in a language (null: the default language, the text as it is). */
export function localizeMessage(text: string, lang: string | null): string {
  if (!lang) return text
  const key = keyOfText.get(text)
  if (key) return translatorFor(lang)(`apiMessages.${key}`)
  const required = REQUIRED.exec(text)
  if (required) return translatorFor(lang)('apiMessages.fieldRequired', { field: required[1] ?? '' })
  return text
}

/** Every message of a failure's `data` (form map, cart-line map, message list) in a language. */
export function localizeData<T>(data: T, lang: string | null): T {
  if (!lang || data === null || data === undefined) return data
  if (typeof data === 'string') return localizeMessage(data, lang) as T
  if (Array.isArray(data)) return data.map((item) => localizeData(item, lang)) as T
  if (typeof data === 'object') {
    return Object.fromEntries(
      Object.entries(data as Record<string, unknown>).map(([key, value]) => [key, localizeData(value, lang)]),
    ) as T
  }
  return data
}
