import { createContext, type ReactNode } from 'react'

/**
 * Where the document's head gets a language's web-font faces and the inline script that applies them
 * (`lib/scriptFaces.tsx`). Only the server provides it (`entry.server.tsx`): the browser's bundle carries neither the
 * script nor the faces' addresses. `rootView.tsx` puts them last in the head: React 19's hydration leaves trailing
 * elements of the head it did not render alone (placed before elements it does render, an inline script of its own
 * would be taken for the faces' one, and a development build would report a mismatch).
 */
export const ScriptFacesSlot = createContext<((language: string, nonce: string) => ReactNode) | undefined>(
  undefined,
)
