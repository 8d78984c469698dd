import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { EmptyState } from '../EmptyState'
import { Shimmer } from '../Shimmer'
import { type TabItem, Tabs } from './Tabs'

const items: TabItem[] = [
  {
    id: 'description',
    label: 'Description',
    content: <p>A hand-made enamel kettle that works on every hob.</p>,
  },
  {
    id: 'specs',
    label: 'Specifications',
    content: <p>Capacity 1.5 litres; weight 1.1 kg; enamel on steel.</p>,
  },
  { id: 'reviews', label: 'Reviews (12)', content: <p>4.6 out of 5 from 12 reviews.</p> },
]

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { label: 'Product information', items, onChange: fn() },
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

/** Arrow keys move and select (automatic activation); Home and End jump to the ends. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('tab', { name: 'Description' }))
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'Specifications' })).toHaveFocus()
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Capacity 1.5 litres')
    await userEvent.keyboard('{End}')
    await expect(canvas.getByRole('tab', { name: 'Reviews (12)' })).toHaveAttribute('aria-selected', 'true')
    await expect(args.onChange).toHaveBeenLastCalledWith('reviews')
  },
}

export const WithDisabledTab: Story = {
  args: { items: [...items, { id: 'video', label: 'Video', content: null, disabled: true }] },
}

export const Loading: Story = {
  args: { items: items.map((item) => ({ ...item, content: <Shimmer variant="line" count={3} /> })) },
}

export const Empty: Story = {
  args: {
    defaultValue: 'reviews',
    items: [
      items[0] as TabItem,
      { id: 'reviews', label: 'Reviews', content: <EmptyState title="No reviews yet." /> },
    ],
  },
}

export const LongText: Story = {
  args: {
    items: [
      {
        id: 'a',
        label: 'Shipping, delivery and returns information for this seller',
        content: <p>Long label.</p>,
      },
      { id: 'b', label: 'Warranty and after-sales service conditions', content: <p>Two years.</p> },
      { id: 'c', label: 'Questions and answers from other shoppers', content: <p>None yet.</p> },
      { id: 'd', label: 'Frequently bought together with this product', content: <p>Mugs.</p> },
    ],
  },
}

/** In Arabic the Left Arrow moves to the next tab. */
export const RightToLeft: Story = {
  args: {
    label: 'معلومات المنتج',
    items: [
      { id: 'description', label: 'الوصف', content: <p>غلاية مطلية بالمينا مصنوعة يدويًا.</p> },
      { id: 'specs', label: 'المواصفات', content: <p>السعة ١٫٥ لتر.</p> },
      { id: 'reviews', label: 'التقييمات', content: <p>لا توجد تقييمات بعد.</p> },
    ],
  },
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('tab', { name: 'الوصف' }))
    await userEvent.keyboard('{ArrowLeft}')
    await expect(canvas.getByRole('tab', { name: 'المواصفات' })).toHaveAttribute('aria-selected', 'true')
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
