import { makeProductDetail, makeProductImage, productPicture } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { ProductGallery } from './ProductGallery'

const gallery = makeProductDetail({
  title: 'Linen shirt',
  image: productPicture(165),
  product_image_names: [20, 80, 220, 300].map((hue) => makeProductImage({ image: productPicture(hue) })),
})

const meta = {
  title: 'Product/ProductGallery',
  component: ProductGallery,
  args: { product: gallery },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductGallery>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: 'Image 1 of 5' }))
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('radio', { name: 'Image 2 of 5' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Image 2 of 5' })).toHaveFocus()
  },
}

export const SingleImage: Story = {
  name: 'Empty (one image, no thumbnails)',
  args: { product: makeProductDetail({ title: 'Plain tee', image: productPicture(40) }) },
}

export const LongText: Story = {
  args: {
    product: {
      ...gallery,
      title: 'A very long product title that names the gallery of images for assistive technologies',
    },
  },
}

export const RightToLeft: Story = {
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio')
    await userEvent.click(radios[0] as HTMLElement)
    await userEvent.keyboard('{ArrowLeft}')
    await expect(radios[1]).toBeChecked()
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
