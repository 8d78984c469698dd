import { SoukProvider, useLocale } from '@souk/react'
import { type ReactNode, useEffect, useRef } from 'react'
import type { SoukTheme } from '../config/pageSouk'
import { createStyles } from './adoptStyles'
import { Toasts } from './Toasts'
import { usePageSouk } from './usePageSouk'

/**
 * Adopts the dark tokens into the shadow root holding `node`, loading them on first use (most pages never do):
 * for `dark`, and for `auto`, whose dark block applies under `prefers-color-scheme: dark` (live, by the media query).
 */
function useDarkTokens(node: { current: HTMLElement | null }, theme: SoukTheme | undefined): void {
  const adopted = useRef(false)
  useEffect(() => {
    if ((theme !== 'dark' && theme !== 'auto') || adopted.current) return
    adopted.current = true
    void import('@souk/themes/dark.css?inline').then(({ default: dark }) => {
      const root = node.current?.getRootNode()
      if (root instanceof ShadowRoot) createStyles([dark])(root)
    })
  }, [node, theme])
}

function Scope({ theme, children }: { theme: SoukTheme | undefined; children: ReactNode }) {
  const { language, direction } = useLocale()
  const node = useRef<HTMLDivElement>(null)
  useDarkTokens(node, theme)
  return (
    <div ref={node} className="souk-root" lang={language} dir={direction} data-souk-theme={theme}>
      {children}
    </div>
  )
}

/**
 * What every element renders around its component: the page's shared Souk (nothing until the texts it shows are
 * loaded), and a root carrying the language, its direction (`rtl` for Arabic) and the theme (the element's
 * `theme` attribute, else the page's), and the page's toasts when this element hosts them.
 */
export function ElementRoot({
  host,
  texts = 'all',
  theme,
  children,
}: {
  host: HTMLElement
  /** The texts the element shows: the first ones only (a card), or all of them (the more part too). */
  texts?: 'first' | 'all'
  theme?: SoukTheme
  children: ReactNode
}) {
  const { souk, ready, moreReady, config } = usePageSouk()
  if (!souk || !ready || (texts === 'all' && !moreReady)) return null
  return (
    <SoukProvider souk={souk}>
      <Scope theme={theme ?? config.theme}>
        {children}
        <Toasts host={host} />
      </Scope>
    </SoukProvider>
  )
}
