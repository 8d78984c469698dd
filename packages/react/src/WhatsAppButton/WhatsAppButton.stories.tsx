import { makeWhatsAppStore } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { WhatsAppButton } from './WhatsAppButton'

const meta = {
  title: 'Chrome/WhatsAppButton',
  component: WhatsAppButton,
  args: { store: makeWhatsAppStore(), floating: false },
} satisfies Meta<typeof WhatsAppButton>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Chat with us on WhatsApp opens in a new tab',
    })
    await expect(link).toHaveAttribute('target', '_blank')
  },
}

export const Floating: Story = { args: { floating: true } }

export const Off: Story = { args: { store: makeWhatsAppStore({ whatsapp_btn: 0 }) } }

export const LongText: Story = { globals: { language: 'fr' } }

export const RightToLeft: Story = { globals: { language: 'ar' }, args: { floating: true } }

export const Dark: Story = { globals: { theme: 'dark' } }
