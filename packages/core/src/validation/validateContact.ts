import { emailField, type FormText } from './accountForms'
import { validateRequired } from './validateRequired'
import { type FormErrors, formErrors } from './validationMessage'

/** Values of the contact form. */
export interface ContactForm {
  name?: FormText
  email?: FormText
  subject?: FormText
  message?: FormText
}

/** Contact form: name, e-mail, subject and message are required. */
export function validateContact(values: ContactForm): FormErrors<keyof ContactForm> {
  return formErrors<keyof ContactForm>([
    ['name', validateRequired(values.name, 'fields.name')],
    ['email', emailField(values.email)],
    ['subject', validateRequired(values.subject, 'fields.subject')],
    ['message', validateRequired(values.message, 'fields.message')],
  ])
}
