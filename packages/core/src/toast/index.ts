export { createToastStore, type ToastState, type ToastStoreOptions } from './toastStore'
