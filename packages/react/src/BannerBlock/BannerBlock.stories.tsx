import { makeBanner, promoArtImage } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { BannerBlock } from './BannerBlock'

/** Art without words at the banner row's 5:2 (the texts are written over it). */
const image = (_title: string, hue = 165) => promoArtImage(1000, 400, hue)

const meta = {
  title: 'Chrome/BannerBlock',
  component: BannerBlock,
  args: {
    banner: makeBanner({
      id: 21,
      title: 'Tech for less',
      subtitle: 'Summer sale — up to 40% off electronics',
      button: 'Shop now',
      image: image('Summer sale'),
      closable: 1,
    }),
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
    const canvas = within(canvasElement)
    // The headline, line and call to action are text over the art, in the one link.
    const link = canvas.getByRole('link', {
      name: 'Tech for less Summer sale — up to 40% off electronics Shop now',
    })
    await expect(canvas.getByText('Tech for less')).toBeVisible()
    await expect(link.querySelectorAll('a, button')).toHaveLength(0)
    await userEvent.click(canvas.getByRole('button', { name: 'Close banner' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

export const NotClosable: Story = {
  args: {
    banner: makeBanner({
      id: 22,
      title: 'New season, new style',
      subtitle: 'Up to 30% off the new fashion arrivals',
      button: 'Shop the collection',
      image: image('New arrivals', 205),
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
      subtitle: 'Plants, pots, furniture and tools from 120 independent shops, delivered in two days',
      button: 'Shop the garden',
      image: image('Garden days', 18),
    }),
  },
}

/** Arabic texts start at the right; the art is mirrored so its subject stays clear of them. */
export const RightToLeft: Story = {
  globals: { language: 'ar' },
  args: {
    banner: makeBanner({
      id: 25,
      title: 'تقنية بسعر أقل',
      subtitle: 'تخفيضات الصيف: خصم يصل إلى 40٪ على الإلكترونيات',
      button: 'تسوّق الآن',
      image: image('RTL'),
      closable: 2,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('تقنية بسعر أقل')).toBeVisible()
    await expect(canvas.getByText('تسوّق الآن')).toBeVisible()
  },
}

/** The top banner's strip (type 8): its texts on one line over the 16:1 art, the close button at the end. */
export const TopStrip: Story = {
  args: {
    banner: makeBanner({
      id: 26,
      type: 8,
      title: 'Free delivery this week',
      subtitle: 'On every order over $50, until Sunday',
      button: 'See the details',
      image: promoArtImage(1920, 120, 18),
      closable: 1,
    }),
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
