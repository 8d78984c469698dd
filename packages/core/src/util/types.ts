/** Translates an i18n key with parameters; createSouk passes its `SoukI18n`'s `t`. */
export type Translate = (key: string, params?: Record<string, unknown>) => string

/** Timer functions, injectable so tests and servers control time. */
export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

/** The global timers. */
export const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
}

/** A translator that returns the key with its parameters, for stores used without i18n. */
export const keyTranslate: Translate = (key, params) => (params ? `${key} ${JSON.stringify(params)}` : key)
