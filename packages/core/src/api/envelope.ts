/** Reading a reply envelope: success, or the typed error its status and data stand for (contract 1.1, 1.2). */
import type { Envelope, ErrorData } from '../model'
import {
  ApiDownError,
  ForbiddenError,
  FormError,
  HttpError,
  NotFoundError,
  type SoukError,
  UnauthenticatedError,
} from './errors'

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

function isMessageArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string')
}

function errorDataOf(data: unknown): ErrorData {
  if (isRecord(data)) return data as ErrorData
  if (typeof data === 'string' && data) return { form: [data] }
  if (isMessageArray(data)) return { form: data }
  return {}
}

/** Whether a value looks like an envelope, i.e. carries a numeric `status`. */
export function isEnvelope(reply: unknown): reply is Envelope<unknown> {
  return isRecord(reply) && typeof reply.status === 'number'
}

/** The error a reply stands for, or undefined when it is a success. */
export function envelopeError(reply: unknown): SoukError | undefined {
  if (!isEnvelope(reply)) return new ApiDownError({ reply })
  const { status, data, message } = reply
  const text = typeof message === 'string' ? message : ''
  if (status === 200) {
    // Legacy quirk: some "not found" helpers answer 200 with `{form:[msg]}`.
    return isRecord(data) && 'form' in data
      ? new FormError(errorDataOf(data), { envelopeStatus: 200, message })
      : undefined
  }
  if (status === 204) return new UnauthenticatedError(text || undefined, { envelopeStatus: 204 })
  if (isMessageArray(data)) return new NotFoundError(data[0] ?? text, { envelopeStatus: status })
  if (status === 201) return new FormError(errorDataOf(data), { envelopeStatus: 201, message })
  if (status === 403) return new ForbiddenError(errorDataOf(data), { message })
  return new HttpError(status, text, { body: reply })
}

/** The success envelope of a reply; throws the typed error of any other reply. */
export function unwrap<T>(reply: unknown): Envelope<T> {
  const error = envelopeError(reply)
  if (error) throw error
  return reply as Envelope<T>
}
