/**
 * The shop's notices in the widgets (loaded on the first one, never in a first load): @souk/react's
 * `ToastRegion` with its CSS, adopted into the shadow root of the one element that hosts the page's toasts.
 */
import { ToastRegion } from '@souk/react'
import closeCss from '@souk/react/styles/CloseButton/CloseButton.css?inline'
import iconCss from '@souk/react/styles/Icon/Icon.css?inline'
import toastCss from '@souk/react/styles/Toast/Toast.css?inline'
import { createStyles } from './adoptStyles'

export { ToastRegion }

/** Adopts the toast's stylesheets into a shadow root (once per root). */
export const adoptToastStyles = createStyles([
  `@layer souk.components {\n${iconCss}\n${closeCss}\n${toastCss}\n}`,
])
