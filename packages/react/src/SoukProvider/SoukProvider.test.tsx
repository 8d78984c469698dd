import { createSouk, createWidgetSouk, memoryStorage } from '@souk/core'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SoukProvider, useSouk, useWidgetSouk } from './SoukProvider'

function Language() {
  return <p>{useWidgetSouk().language()}</p>
}

function AccountPage() {
  const souk = useSouk()
  return <p>{typeof souk.addresses.getState().load}</p>
}

describe('SoukProvider', () => {
  afterEach(() => vi.restoreAllMocks())

  it('hands the widgets’ Souk to the components that need no more than a WidgetSouk', () => {
    const souk = createWidgetSouk({ language: 'fr', storage: memoryStorage() })
    render(
      <SoukProvider souk={souk}>
        <Language />
      </SoukProvider>,
    )
    expect(screen.getByText('fr')).toBeDefined()
    souk.dispose()
  })

  it('hands a whole Souk to both kinds of component', () => {
    const souk = createSouk({ language: 'tr', storage: memoryStorage() })
    render(
      <SoukProvider souk={souk}>
        <Language />
        <AccountPage />
      </SoukProvider>,
    )
    expect(screen.getByText('tr')).toBeDefined()
    expect(screen.getByText('function')).toBeDefined()
    souk.dispose()
  })

  it('says, under the widgets’ Souk, that a component needs createSouk’s', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const souk = createWidgetSouk({ storage: memoryStorage() })
    expect(() =>
      render(
        <SoukProvider souk={souk}>
          <AccountPage />
        </SoukProvider>,
      ),
    ).toThrow(/needs a Souk from createSouk/)
    souk.dispose()
  })
})
