import { createContext, useContext } from 'react'

/**
 * The text of the store's stylesheet (`root.css`), provided by the server's entry (`entry.server.tsx`): the
 * document's head carries it inline. None in the browser (the page's own copy is adopted as it is) and in tests.
 */
export const InlineStylesheetContext = createContext<string | null>(null)

/** The stylesheet's text on the server, an empty string in the browser. */
export function useInlineStylesheet(): string {
  return useContext(InlineStylesheetContext) ?? ''
}
