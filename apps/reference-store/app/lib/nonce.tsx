import { createContext, useContext } from 'react'

/** The nonce of the response being rendered on the server (provided by `entry.server.tsx`). */
export const NonceContext = createContext<string | undefined>(undefined)

/**
 * The page's Content-Security-Policy nonce, for the inline scripts a component renders or adds: on the server,
 * the response's own; in the browser, the one the page was served with (read from a script that carries it:
 * browsers hide the attribute's value but keep it in the `nonce` property). Empty when the page has none.
 */
export function useNonce(): string {
  const rendered = useContext(NonceContext)
  if (rendered !== undefined) return rendered
  if (typeof document === 'undefined') return ''
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? ''
}
