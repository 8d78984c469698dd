import { whatsAppLink } from '@souk/core'
import { makeWhatsAppStore } from '@souk/core/testing'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { WhatsAppButton } from './WhatsAppButton'

describe('WhatsAppButton', () => {
  it('opens a chat with the store’s number and default message in a new tab, and says so', () => {
    renderWithSouk(<WhatsAppButton store={makeWhatsAppStore()} />)
    const link = screen.getByRole('link', { name: 'Chat with us on WhatsApp opens in a new tab' })
    expect(link).toHaveAttribute(
      'href',
      'https://wa.me/15550100200?text=Hello!%20Is%20the%20linen%20shirt%20available%20in%20blue%3F',
    )
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('uses the translated default message when the store has none', () => {
    renderWithSouk(<WhatsAppButton store={makeWhatsAppStore({ whatsapp_default_msg: null })} />)
    expect(screen.getByRole('link').getAttribute('href')).toBe(
      `https://wa.me/15550100200?text=${encodeURIComponent('Hello! I have a question.')}`,
    )
  })

  it('is not shown when the button is off or there is no number', () => {
    const off = renderWithSouk(<WhatsAppButton store={makeWhatsAppStore({ whatsapp_btn: 0 })} />)
    expect(off.container).toBeEmptyDOMElement()
    off.unmount()
    const none = renderWithSouk(<WhatsAppButton store={makeWhatsAppStore({ whatsapp_number: ' ' })} />)
    expect(none.container).toBeEmptyDOMElement()
  })

  it('keeps only the digits of the number', () => {
    expect(
      whatsAppLink(
        { whatsapp_btn: 1, whatsapp_number: '+44 (20) 7946-0000', whatsapp_default_msg: 'Hi & bye' },
        'x',
      ),
    ).toBe('https://wa.me/442079460000?text=Hi%20%26%20bye')
  })
})
