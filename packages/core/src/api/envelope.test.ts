import { describe, expect, it } from 'vitest'
import { unwrap } from './envelope'
import {
  ApiDownError,
  ForbiddenError,
  FormError,
  HttpError,
  NotFoundError,
  type SoukError,
  UnauthenticatedError,
} from './errors'

function thrown(reply: unknown): SoukError {
  try {
    unwrap(reply)
  } catch (error) {
    return error as SoukError
  }
  throw new Error('unwrap did not throw')
}

describe('unwrap', () => {
  it('returns a status 200 envelope as it is', () => {
    const reply = { data: { id: 1 }, status: 200, token: null, message: '' }
    expect(unwrap<{ id: number }>(reply)).toBe(reply)
  })

  it('keeps a 200 whose data is a list as a success', () => {
    const reply = { data: ['a'], status: 200, token: null, message: '' }
    expect(unwrap(reply).data).toEqual(['a'])
  })

  it('treats a 200 whose data carries form as a form error (legacy quirk)', () => {
    const error = thrown({ data: { form: ['Cart not found'] }, status: 200, token: null, message: '' })
    expect(error).toBeInstanceOf(FormError)
    expect(error).toMatchObject({ message: 'Cart not found', envelopeStatus: 200, statusCode: 400 })
  })

  it('turns status 201 into a form error with every message', () => {
    const error = thrown({ data: { form: ['First', 'Second'] }, status: 201, token: null, message: '' })
    expect(error).toBeInstanceOf(FormError)
    expect((error as FormError).messages).toEqual(['First', 'Second'])
    expect(error.message).toBe('First')
  })

  it('turns the bare-array frontend error into a not-found error', () => {
    const error = thrown({
      data: ['Product not found'],
      status: 201,
      token: null,
      message: 'Product not found',
    })
    expect(error).toBeInstanceOf(NotFoundError)
    expect(error).toMatchObject({ message: 'Product not found', statusCode: 404 })
  })

  it('turns status 403 into a forbidden error', () => {
    const error = thrown({ data: { form: ['Guest checkout is off'] }, status: 403, token: null, message: '' })
    expect(error).toBeInstanceOf(ForbiddenError)
    expect(error).toMatchObject({ message: 'Guest checkout is off', statusCode: 403 })
  })

  it('turns the legacy status 204 into an unauthenticated error', () => {
    const error = thrown({ data: null, status: 204, token: null, message: 'Not Authorized.' })
    expect(error).toBeInstanceOf(UnauthenticatedError)
    expect(error).toMatchObject({ message: 'Not Authorized.', statusCode: 401, envelopeStatus: 204 })
  })

  it.each([
    ['no status', { data: null, message: '' }],
    ['status false', { data: null, status: false }],
    ['a text status', { data: null, status: '200' }],
    ['not an object', '<html>Bad gateway</html>'],
    ['nothing', undefined],
  ])('calls the API down for a reply with %s', (_label, reply) => {
    const error = thrown(reply)
    expect(error).toBeInstanceOf(ApiDownError)
    expect(error.message).toBe('API is down.')
  })

  it('turns any other status into an HTTP error with that status', () => {
    const error = thrown({ data: null, status: 500, token: null, message: 'Server exploded' })
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ statusCode: 500, message: 'Server exploded' })
  })
})
