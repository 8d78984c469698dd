/** Public surface of the API client. */

export { type ClientOptions, DEFAULT_BASE_URL, GUEST_TOKEN_HEADER } from './calls'
export { createClient, type SoukClient } from './createClient'
export { envelopeError, isEnvelope, unwrap } from './envelope'
export {
  ApiDownError,
  type ConnectionFailureCode,
  DEFAULT_ERROR_MESSAGE,
  errorMessages,
  ForbiddenError,
  FormError,
  type FormErrorOptions,
  HttpError,
  isAbortError,
  isApiDownError,
  isFormError,
  isSoukError,
  NotFoundError,
  SoukError,
  type SoukErrorOptions,
  UnauthenticatedError,
} from './errors'
export { explainFailure, type FailureContext } from './failure'
export { encryptLegacyBody } from './legacyCipher'
export type * from './types'
