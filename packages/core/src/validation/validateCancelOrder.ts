import type { FormText } from './accountForms'
import { validateRequired } from './validateRequired'
import { type FormErrors, formErrors } from './validationMessage'

/** Values of the order cancellation form. */
export interface CancelOrderForm {
  title?: FormText
  message?: FormText
}

/** Order cancellation: a title and a message are required. */
export function validateCancelOrder(values: CancelOrderForm): FormErrors<keyof CancelOrderForm> {
  return formErrors<keyof CancelOrderForm>([
    ['title', validateRequired(values.title, 'fields.reason')],
    ['message', validateRequired(values.message, 'fields.message')],
  ])
}
