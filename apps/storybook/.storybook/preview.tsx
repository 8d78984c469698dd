import '@souk/themes/index.css'
import { direction, LANGUAGES } from '@souk/core'
import { createFakeSouk, makeCommon } from '@souk/core/testing'
import { SoukProvider } from '@souk/react'
import type { Decorator, Preview } from '@storybook/react-vite'

// Every component stylesheet, in the order a host's @souk/react/styles.css has them.
import.meta.glob('../../../packages/react/src/**/*.css', { eager: true })

/** Story parameters understood by the Souk decorator. */
export interface SoukParameters {
  /** Fake API routes (see `createFakeSouk`); `common` is always there. */
  routes?: Parameters<typeof createFakeSouk>[0] extends infer O
    ? O extends { routes?: infer R }
      ? R
      : never
    : never
  /** Milliseconds the fake API waits, to show loading states. */
  delayMs?: number
  /** Extra `createSouk` setup run before the story renders (e.g. fill the cart store). */
  setup?: (souk: ReturnType<typeof createFakeSouk>) => void
}

const withSouk: Decorator = (Story, context) => {
  const language = String(context.globals.language ?? 'en')
  const theme = String(context.globals.theme ?? 'light')
  const parameters = (context.parameters.souk ?? {}) as SoukParameters
  // A fresh Souk per render: stories never share a shopper's state.
  const souk = createFakeSouk({
    language,
    initial: { common: makeCommon() },
    routes: { 'GET common': makeCommon(), ...parameters.routes },
    delayMs: parameters.delayMs,
  })
  parameters.setup?.(souk)
  return (
    <SoukProvider souk={souk}>
      <div
        className="souk-root"
        lang={language}
        dir={direction(language)}
        data-souk-theme={theme}
        style={{ padding: '1rem', background: 'var(--souk-color-bg)', minBlockSize: '100%' }}
      >
        <Story />
      </div>
    </SoukProvider>
  )
}

const preview: Preview = {
  decorators: [withSouk],
  tags: ['autodocs'],
  globalTypes: {
    language: {
      description: 'Language of the texts',
      toolbar: { title: 'Language', icon: 'globe', items: [...LANGUAGES], dynamicTitle: true },
    },
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { language: 'en', theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    // Accessibility violations fail the story tests.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
}

export default preview
