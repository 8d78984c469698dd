import { describe, expect, it } from 'vitest'
import { ApiDownError, FormError, HttpError, NotFoundError } from '../api/errors'
import { createToastStore } from '../toast/toastStore'
import { errorText, errorTexts, failureToast } from './errorText'
import type { Translate } from './types'

const t: Translate = (key) => `«${key}»`

describe('errorText, the one rule for the text a failure shows', () => {
  it('shows a form error’s first message as the API wrote it', () => {
    expect(errorText(new FormError({ form: ['Email taken', 'Name missing'] }), t)).toBe('Email taken')
  })

  it('says the API is down for a reply without a status, wherever the failure is shown', () => {
    expect(errorText(new ApiDownError(), t)).toBe('«errors.apiDown»')
    expect(errorText(new ApiDownError({ failure: 'cors-refused', message: 'dev text' }), t)).toBe(
      '«errors.apiDown»',
    )
  })

  it('translates a missing item', () => {
    expect(errorText(new NotFoundError('gone'), t)).toBe('«errors.notFound»')
  })

  it('says something went wrong for anything else, never a developer’s message', () => {
    expect(errorText(new HttpError(500, 'Internal'), t)).toBe('«errors.somethingWentWrong»')
    expect(errorText(new TypeError('x is undefined'), t)).toBe('«errors.somethingWentWrong»')
    expect(errorText(undefined, t)).toBe('«errors.somethingWentWrong»')
  })
})

describe('errorTexts, the list a form shows under its fields', () => {
  it('lists every message of a form error', () => {
    expect(errorTexts(new FormError({ form: ['A', 'B'] }), t)).toEqual(['A', 'B'])
  })

  it('lists the one text of any other failure', () => {
    expect(errorTexts(new ApiDownError(), t)).toEqual(['«errors.apiDown»'])
    expect(errorTexts(new Error('boom'), t)).toEqual(['«errors.somethingWentWrong»'])
  })
})

describe('failureToast, how every store tells a failed call', () => {
  it('shows the failure’s one text as an error toast, in the page’s language', () => {
    const toast = createToastStore()
    failureToast({ toast, t })(new ApiDownError())
    expect(toast.getState()).toMatchObject({ visible: true, error: true, message: '«errors.apiDown»' })
  })

  it('shows the texts’ keys without a language, and nothing without toasts', () => {
    const toast = createToastStore()
    failureToast({ toast })(new Error('boom'))
    expect(toast.getState()).toMatchObject({ error: true, message: 'errors.somethingWentWrong' })
    expect(() => failureToast({})(new Error('boom'))).not.toThrow()
  })
})
