import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { chunkReloadInstrumentation } from './chunkReload'
import { provideTexts, TEXTS_PRELOAD_ATTRIBUTE, type Texts } from './texts'

/**
 * The page's UI texts (`lib/texts.ts`): the file the page preloads, fetched (from the preload) while the route
 * modules load, and tried once more if the network failed.
 */
async function loadTexts(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>(`link[${TEXTS_PRELOAD_ATTRIBUTE}]`)
  if (!link) return
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const response = await fetch(link.href, { credentials: 'same-origin' })
      if (response.ok) {
        provideTexts(document.documentElement.lang, (await response.json()) as Texts)
        return
      }
    } catch {
      // Offline for a moment: try again once, then hydrate anyway (React renders what differs in the browser).
    }
  }
}

/**
 * Hydrates the page (the browser's entry, `entry.client.tsx`). The browser's translator must have the server's
 * texts before hydrating, else every text would differ. React Router's own entry otherwise, with the chunk-reload
 * guard around navigations (spec §8: a failed page chunk reloads once, to the page the shopper was going to, at most
 * once a minute).
 */
export function hydrate(): void {
  loadTexts().then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter instrumentations={[chunkReloadInstrumentation]} />
        </StrictMode>,
      )
    })
  })
}
