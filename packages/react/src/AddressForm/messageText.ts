import type { CountriesPhones, FieldMessage, Translate } from '@souk/core'
import { countryName, stateName } from './placeNames'

/**
 * The text of a validator's message: core answers an i18n key whose `type` parameter is itself the key of
 * the field label ('{{type}} is required' with `type: 'fields.email'`), so the label is translated first.
 * With `countries`, the `country` and `state` codes of a message ('This product can not be shipped to
 * {{state}} {{country}}…') read as names.
 */
export function messageText(
  t: Translate,
  message: FieldMessage | null | undefined,
  countries?: CountriesPhones | null,
): string {
  if (!message) return ''
  const params: Record<string, unknown> = { ...message.params }
  if (typeof params.type === 'string') params.type = t(params.type)
  if (countries && typeof params.country === 'string') {
    const country = params.country
    if (typeof params.state === 'string') params.state = stateName(countries, country, params.state)
    params.country = countryName(countries, country)
  }
  return t(message.key, params)
}
