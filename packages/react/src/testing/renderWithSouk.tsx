import type { Souk } from '@souk/core'
import { createFakeSouk, type FakeSoukOptions, makeCommon } from '@souk/core/testing'
import { type RenderOptions, type RenderResult, render } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { SoukProvider } from '../SoukProvider'

/** Renders UI inside a SoukProvider with a fake Souk (settings loaded from fixtures). Returns the Souk too. */
export function renderWithSouk(
  ui: ReactElement,
  options: FakeSoukOptions & { render?: RenderOptions } = {},
): RenderResult & { souk: Souk } {
  const { render: renderOptions, ...soukOptions } = options
  const souk = createFakeSouk({ initial: { common: makeCommon() }, ...soukOptions })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SoukProvider souk={souk}>{children}</SoukProvider>
  )
  return { souk, ...render(ui, { wrapper, ...renderOptions }) }
}
