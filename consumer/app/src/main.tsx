// The entry of the consumer app: what an outside developer writes after `npm install @souk/core @souk/react
// @souk/themes @souk/web-components`, following the packages' READMEs. The shop runs on another origin.
import '@souk/themes/index.css'
import '@souk/react/styles.css'
import '@souk/web-components/react/define/souk-product-card'
import { browserStorage, createSouk, loadCatalogue } from '@souk/core'
import { SoukProvider } from '@souk/react'
import { configureSouk } from '@souk/web-components/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'

/** The shop this app embeds (another origin); `npm start`'s shop by default. */
const shopUrl = (import.meta.env.VITE_SOUK_SHOP_URL ?? 'http://localhost:3000').replace(/\/+$/, '')
const apiBase = `${shopUrl}/api/v1/`
const language = 'en'

async function start(root: HTMLElement) {
  const souk = createSouk({
    apiBase,
    shopUrl,
    language,
    storage: browserStorage(),
    catalogues: { [language]: await loadCatalogue(language) },
  })
  // The widgets share one page-wide Souk of their own, configured once.
  await configureSouk({ apiBase, shopUrl, language })
  createRoot(root).render(
    <StrictMode>
      <SoukProvider souk={souk}>
        <App shopUrl={shopUrl} language={language} />
      </SoukProvider>
    </StrictMode>,
  )
}

const root = document.getElementById('app')
if (!root) throw new Error('The page has no #app element')
start(root).catch((error: unknown) => {
  root.textContent = `The app did not start: ${error instanceof Error ? error.message : String(error)}`
  root.setAttribute('data-state', 'error')
})
