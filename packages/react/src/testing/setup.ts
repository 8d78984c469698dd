import '@testing-library/jest-dom/vitest'
import { loadStoreActions } from '@souk/core/testing'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// The Souk's cart, lists and search load their actions with their first call: in before any test fakes the clock.
await loadStoreActions()

// Test files share one window (the project runs without per-file isolation, for speed): each test leaves it as
// it found it — no rendered tree, the page at "/", no stored or cookie state, the document's language unset.
afterEach(() => {
  cleanup()
  // Server-rendering files run in Node (`@vitest-environment node`): there is no window to tidy.
  if (typeof window === 'undefined') return
  window.history.replaceState(null, '', '/')
  window.localStorage.clear()
  window.sessionStorage.clear()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API; this only expires cookies
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
  document.documentElement.removeAttribute('lang')
  document.documentElement.removeAttribute('dir')
})
