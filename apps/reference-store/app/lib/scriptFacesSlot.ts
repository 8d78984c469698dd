import { createContext, type ReactNode } from 'react'

/**
 * Where the document's head gets a language's web-font faces and the inline script that applies them
 * (`lib/scriptFaces.tsx`). Only the server provides it (`entry.server.tsx`): the browser's bundle carries neither the
 * script nor the faces' addresses, and React's hydration passes over the two elements it finds in the head (React
 * 19 leaves elements it did not render in the head alone).
 */
export const ScriptFacesSlot = createContext<((language: string, nonce: string) => ReactNode) | undefined>(
  undefined,
)
