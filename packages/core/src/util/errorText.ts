import { errorMessages, isFormError, isSoukError } from '../api/errors'
import type { Translate } from './types'

export { errorMessages }

/**
 * The one text to show for a failure (toast or form): a form error's first message as the API wrote it
 * (already in the shopper's language), the translated text of a known error kind, else a generic text.
 */
export function errorText(error: unknown, t: Translate): string {
  if (isFormError(error) && error.messages[0]) return error.messages[0]
  if (
    isSoukError(error) &&
    ['errors.apiDown', 'errors.unauthenticated', 'errors.notFound'].includes(error.code)
  ) {
    return t(error.code)
  }
  return t('errors.somethingWentWrong')
}
