import { createStore, type StoreApi } from 'zustand/vanilla'
import { TOAST_DURATION_MS } from '../constants'
import { globalTimers, keyTranslate, type Timers, type Translate } from '../util/types'

/** The toast shown to the shopper (spec §4): a message with an error flag, hidden after 5000 ms. */
export interface ToastState {
  visible: boolean
  message: string
  error: boolean
  /** Increases with every toast, so a view can restart its animation for a repeated message. */
  id: number
  /** Shows a message (default 'Success'); `error` shows it under the 'Error' heading. */
  show: (message?: string, options?: { error?: boolean }) => void
  /** Shows an error message. */
  showError: (message: string) => void
  /** Hides the toast now. */
  hide: () => void
}

/** Options of the toast store. */
export interface ToastStoreOptions {
  t?: Translate
  duration?: number
  timers?: Timers
}

/** Creates the toast store of one Souk instance. */
export function createToastStore(options: ToastStoreOptions = {}): StoreApi<ToastState> {
  const t = options.t ?? keyTranslate
  const duration = options.duration ?? TOAST_DURATION_MS
  const timers = options.timers ?? globalTimers
  let timer: unknown
  return createStore<ToastState>()((set, get) => ({
    visible: false,
    message: '',
    error: false,
    id: 0,
    show: (message, { error = false } = {}) => {
      if (timer !== undefined) timers.clearTimeout(timer)
      set({ visible: true, message: message || t('toast.success'), error, id: get().id + 1 })
      timer = timers.setTimeout(() => {
        timer = undefined
        set({ visible: false })
      }, duration)
    },
    showError: (message) => get().show(message || t('errors.somethingWentWrong'), { error: true }),
    hide: () => {
      if (timer !== undefined) timers.clearTimeout(timer)
      timer = undefined
      set({ visible: false })
    },
  }))
}
