import { describe, expect, it } from 'vitest'
import {
  ApiDownError,
  errorMessages,
  ForbiddenError,
  FormError,
  HttpError,
  isAbortError,
  isFormError,
  isSoukError,
  NotFoundError,
  SoukError,
  UnauthenticatedError,
} from './errors'

describe('SoukError', () => {
  it('defaults to status code 500 and a generic code', () => {
    const error = new SoukError('Boom')
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({
      message: 'Boom',
      statusCode: 500,
      code: 'errors.somethingWentWrong',
      name: 'SoukError',
    })
  })

  it('falls back to "Something went wrong" for an empty message', () => {
    expect(new SoukError('').message).toBe('Something went wrong')
  })
})

describe('FormError', () => {
  it('flattens form messages and takes the first as its message', () => {
    const error = new FormError({ form: ['Email is required', 'Password is too short'] })
    expect(error.messages).toEqual(['Email is required', 'Password is too short'])
    expect(error).toMatchObject({
      message: 'Email is required',
      statusCode: 400,
      code: 'errors.form',
      envelopeStatus: 201,
      lineErrors: undefined,
    })
  })

  it('collects messages of every error type, form first', () => {
    const error = new FormError({ image: ['Too big'], form: ['Check the form'], inventory: ['Out of stock'] })
    expect(error.messages).toEqual(['Check the form', 'Too big', 'Out of stock'])
  })

  it('reads the cart-line map into lineErrors and the messages', () => {
    const error = new FormError({
      product: [{ '12': ['Lamp is out of stock'], '15': ['Desk is not available'] }],
    })
    expect(error.lineErrors).toEqual({ '12': ['Lamp is out of stock'], '15': ['Desk is not available'] })
    expect(error.messages).toEqual(['Lamp is out of stock', 'Desk is not available'])
    expect(error.message).toBe('Lamp is out of stock')
  })

  it('uses the envelope message when the data holds none', () => {
    expect(new FormError({}, { message: 'No cart' }).message).toBe('No cart')
    expect(new FormError({}, { message: { '3': ['x'] } }).message).toBe('Something went wrong')
  })
})

describe('the other errors', () => {
  it('makes ForbiddenError a form error with status 403', () => {
    const error = new ForbiddenError({ form: ['Guest checkout is disabled'] })
    expect(error).toBeInstanceOf(FormError)
    expect(error).toMatchObject({
      statusCode: 403,
      envelopeStatus: 403,
      message: 'Guest checkout is disabled',
    })
    expect(error.messages).toEqual(['Guest checkout is disabled'])
  })

  it('gives each error its status code and i18n code', () => {
    expect(new NotFoundError('No product')).toMatchObject({ statusCode: 404, code: 'errors.notFound' })
    expect(new UnauthenticatedError()).toMatchObject({
      statusCode: 401,
      code: 'errors.unauthenticated',
      message: 'Unauthenticated.',
    })
    expect(new ApiDownError()).toMatchObject({
      statusCode: 503,
      code: 'errors.apiDown',
      message: 'API is down.',
    })
    expect(new HttpError(502)).toMatchObject({ statusCode: 502, code: 'errors.statusCode' })
  })
})

describe('error helpers', () => {
  it('recognises Souk errors, also those of another copy of core', () => {
    const foreign = Object.defineProperty(new Error('x'), Symbol.for('souk.error'), { value: true })
    expect(isSoukError(new ApiDownError())).toBe(true)
    expect(isSoukError(foreign)).toBe(true)
    expect(isSoukError(new Error('x'))).toBe(false)
    expect(isSoukError('x')).toBe(false)
  })

  it('recognises form errors', () => {
    expect(isFormError(new ForbiddenError({ form: ['x'] }))).toBe(true)
    expect(isFormError(new NotFoundError('x'))).toBe(false)
  })

  it('recognises cancellations and timeouts', () => {
    expect(isAbortError(new DOMException('stop', 'AbortError'))).toBe(true)
    expect(isAbortError(new DOMException('late', 'TimeoutError'))).toBe(true)
    expect(isAbortError(new ApiDownError())).toBe(false)
    expect(isAbortError(null)).toBe(false)
  })

  it('lists the messages to show for anything thrown', () => {
    expect(errorMessages(new FormError({ form: ['a', 'b'] }))).toEqual(['a', 'b'])
    expect(errorMessages(new FormError({}, { message: 'No cart' }))).toEqual(['No cart'])
    expect(errorMessages(new ApiDownError())).toEqual(['API is down.'])
    expect(errorMessages('Plain text')).toEqual(['Plain text'])
    expect(errorMessages(undefined)).toEqual([])
    expect(errorMessages({ weird: true })).toEqual(['Something went wrong'])
  })
})
