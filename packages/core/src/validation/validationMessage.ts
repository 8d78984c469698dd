/** Parameters interpolated into a message text (`{{type}}`, `{{max}}`…). */
export type MessageParams = Record<string, string | number>

/** A failed rule: an i18n key and its parameters; never an English text. */
export interface FieldMessage {
  key: string
  params?: MessageParams
}

/** The result of one rule: a message when it fails, null when the value is fine. */
export type ValidationMessage = FieldMessage | null

/** The result of a form validator: one message per failing field; an empty object means valid. */
export type FormErrors<F extends string> = Partial<Record<F, FieldMessage>>

/** Builds a message (params are left out when there are none). */
export function message(key: string, params?: MessageParams): FieldMessage {
  return params ? { key, params } : { key }
}

/** The first message of a list of rule results, or null when all passed. */
export function firstMessage(...results: ValidationMessage[]): ValidationMessage {
  return results.find((result) => result !== null) ?? null
}

/** Whether a form validator found nothing. */
export function isValid(errors: Partial<Record<string, FieldMessage>>): boolean {
  return Object.values(errors).every((value) => value === undefined)
}

/** Builds a form result from `[field, rule result]` pairs, keeping only the fields that failed. */
export function formErrors<F extends string>(
  results: readonly (readonly [F, ValidationMessage])[],
): FormErrors<F> {
  const errors: FormErrors<F> = {}
  for (const [field, result] of results) {
    if (result) errors[field] = result
  }
  return errors
}
