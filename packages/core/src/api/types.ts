/** Options every client call takes. */

/** The last argument of every client call. */
export interface CallOptions {
  /** Cancels the request; the fetch's own `AbortError` is rethrown untouched. */
  signal?: AbortSignal
}
