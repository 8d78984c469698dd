import { makeBanner, svgDataUrl } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { BannerBlock } from './BannerBlock'

const image = (title: string, color = '#0b6b5a') => svgDataUrl(title, { width: 500, height: 100, color })

const meta = {
  title: 'Chrome/BannerBlock',
  component: BannerBlock,
  args: {
    banner: makeBanner({ id: 21, title: 'Summer sale', image: image('Summer sale'), closable: 1 }),
    onClose: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BannerBlock>

export default meta
type Story = StoryObj<typeof meta>

export const Closable: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close banner' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

export const NotClosable: Story = {
  args: {
    banner: makeBanner({
      id: 22,
      title: 'New arrivals',
      image: image('New arrivals', '#0a5c8f'),
      closable: 2,
    }),
  },
}

export const Private: Story = {
  args: { banner: makeBanner({ status: 2, image: image('Private') }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull()
  },
}

export const MissingImage: Story = {
  args: { banner: makeBanner({ id: 23, title: 'No picture yet', image: '' }) },
}

export const LongText: Story = {
  args: {
    banner: makeBanner({
      id: 24,
      title:
        'Everything for the garden, the balcony and the terrace at up to half price until the end of the month',
      image: image('Garden days', '#b4481c'),
    }),
  },
}

export const RightToLeft: Story = { globals: { language: 'ar' } }

export const Dark: Story = { globals: { theme: 'dark' } }
