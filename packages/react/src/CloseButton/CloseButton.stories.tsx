import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { CloseButton } from './CloseButton'

const meta = {
  title: 'Primitives/CloseButton',
  component: CloseButton,
  args: { label: 'Close', onClick: fn() },
} satisfies Meta<typeof CloseButton>

export default meta
type Story = StoryObj<typeof meta>

export const Ghost: Story = {}
export const Pill: Story = { args: { variant: 'pill', size: 'sm', label: 'Close banner' } }
export const RightToLeft: Story = { args: { label: 'إغلاق' }, globals: { language: 'ar' } }
export const Dark: Story = { globals: { theme: 'dark' } }
