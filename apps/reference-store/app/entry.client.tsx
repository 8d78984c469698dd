import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { chunkReloadInstrumentation } from './lib/chunkReload'

// React Router's own entry, with the chunk-reload guard around navigations (spec §8: a failed page chunk
// reloads once, to the page the shopper was going to, at most once a minute).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter instrumentations={[chunkReloadInstrumentation]} />
    </StrictMode>,
  )
})
