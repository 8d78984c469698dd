/** What every request carries through the middleware to the handlers. */

import type { Context } from 'hono'
import type { ApiConfig } from '../config'
import type { Db } from '../db/openDb'
import type { PaymentProviders } from '../payments/gateway'
import type { ObjectStorage } from '../storage'
import type { ResponseCache } from './responseCache'

/** Who is asking (contract 1.4): a signed-in customer and/or a guest token. */
export interface Identity {
  userId: number | null
  userToken: string | null
  /** The bearer token as sent, and when it expires (for the refresh of contract 1.5). */
  bearer: { token: string; expiresAt: Date } | null
  /**
   * The bearer came from the shop's HttpOnly session cookie (a same-origin browser): a refreshed token is then
   * set as the cookie, never put in the envelope where scripts could read it.
   */
  viaCookie: boolean
}

/** Services shared by the handlers of one API instance. */
export interface ApiServices {
  db: Db
  config: ApiConfig
  /** Public language codes, default first (cached briefly; not shopper data). */
  languages: () => Promise<{ codes: string[]; defaultCode: string }>
  /** Real payment adapters by method (the sandbox plays the others). */
  paymentProviders: PaymentProviders
  /** Shop-wide answers (`common`, `home`, `page/{slug}`), or null when switched off. */
  responseCache: ResponseCache | null
  /** Parts of the response cache (emptied with it): search suggestions, public product details, listing pages. */
  searchCache: ResponseCache | null
  productCache: ResponseCache | null
  listingCache: ResponseCache | null
  /**
   * Where uploads live (review photos, generated pictures): the disk or an S3 bucket. `storage.check()` is a
   * cheap readiness probe (an access check of the folder, HeadBucket).
   */
  storage: ObjectStorage
}

/** Hono environment of the API. */
export interface AppEnv {
  Variables: {
    services: ApiServices
    /** The requested translation language, or null for the default language (base columns). */
    lang: string | null
    identity: Identity
    /** A refreshed bearer token to return in the envelope (contract 1.5). */
    refreshedToken: string | null
    /** The client's address for limits (see `clientAddress.ts`): the socket's, or a trusted proxy's word. */
    client: string
    /** The request's id (logs, `X-Request-Id`; see `requestLog.ts`). */
    requestId: string
  }
}

/** A handler's context. */
export type ApiContext = Context<AppEnv>
