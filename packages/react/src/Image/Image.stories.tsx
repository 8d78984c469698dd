import type { Meta, StoryObj } from '@storybook/react-vite'
import { Image } from './Image'

// A data URL keeps the stories off the network.
const pixel =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="%230b6b5a"/><circle cx="150" cy="100" r="60" fill="%23f4f5f7"/></svg>'

const meta = {
  title: 'Primitives/Image',
  component: Image,
  args: { src: pixel, alt: 'A product photo', width: 300, height: 200 },
} satisfies Meta<typeof Image>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const AboveTheFold: Story = { args: { priority: true } }
export const Decorative: Story = { args: { alt: '' } }
export const RightToLeft: Story = { globals: { language: 'ar' } }
export const Dark: Story = { globals: { theme: 'dark' } }
