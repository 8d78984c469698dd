import type { StoreApi } from 'zustand/vanilla'
import { errorMessages, isFormError, isSoukError } from '../api/soukError'
import type { ToastState } from '../toast/toastStore'
import { keyTranslate, type Translate } from './types'

export { errorMessages }

/**
 * The one text to show for a failure (toast, form, search popup; spec §8): a form error's first message as the
 * API wrote it (already in the shopper's language), the translated text of a known error kind ('API is down.'
 * for a reply without a status), else the generic 'Something went wrong'.
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

/** Every text to list for a failure under a form: all of a form error's messages, else `errorText`'s one. */
export function errorTexts(error: unknown, t: Translate): string[] {
  if (isFormError(error) && error.messages.length > 0) return [...error.messages]
  return [errorText(error, t)]
}

/** Where a store tells its failures: the page's toasts, and its language (without one, the texts' keys). */
export interface FailureToastOptions {
  toast?: StoreApi<ToastState> | undefined
  t?: Translate | undefined
}

/**
 * Tells a failed call the way the stores do: a toast of its one text (`errorText`), if there are toasts. (The cart's
 * and saved lists' calls write the same line themselves: in the widgets' chunks the import costs more bytes than it.)
 */
export function failureToast(options: FailureToastOptions): (error: unknown) => void {
  const t = options.t ?? keyTranslate
  return (error) => {
    options.toast?.getState().showError(errorText(error, t))
  }
}
