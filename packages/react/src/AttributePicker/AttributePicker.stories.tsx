import type { Inventory, VariantSelection } from '@souk/core'
import { makeTitledAttributeGroup, makeVariant, makeVariantProduct } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { AttributePicker } from './AttributePicker'

const meta = {
  title: 'Product/AttributePicker',
  component: AttributePicker,
  args: { product: makeVariantProduct(), onChange: fn() },
} satisfies Meta<typeof AttributePicker>

export default meta
type Story = StoryObj<typeof meta>

/** Shows which variant the choice designates, as a product page would. */
function WithVariant(props: Parameters<typeof AttributePicker>[0]) {
  const [chosen, setChosen] = useState<{ selection: VariantSelection; inventory: Inventory | null }>({
    selection: {},
    inventory: null,
  })
  return (
    <div>
      <AttributePicker
        {...props}
        onChange={(selection, inventory) => {
          setChosen({ selection, inventory })
          props.onChange?.(selection, inventory)
        }}
      />
      <output style={{ display: 'block', marginBlockStart: '1rem' }}>
        {chosen.inventory ? `SKU ${chosen.inventory.id}: ${chosen.inventory.quantity} in stock` : '—'}
      </output>
    </div>
  )
}

export const Default: Story = {
  render: (args) => <WithVariant {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: 'Blue' }))
    await expect(canvas.getByRole('radio', { name: 'S' })).toBeDisabled()
    await expect(canvas.getByRole('radio', { name: 'M' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('radio', { name: 'L' }))
    await expect(args.onChange).toHaveBeenLastCalledWith(
      { 1: 12, 2: 23 },
      expect.objectContaining({ id: 904 }),
    )
    await expect(canvas.getByText('SKU 904: 7 in stock')).toBeVisible()
  },
}

export const Keyboard: Story = {
  render: (args) => <WithVariant {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: 'Red' }))
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('radio', { name: 'Blue' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Blue' })).toHaveFocus()
  },
}

export const Chosen: Story = { args: { defaultValue: { 1: 11, 2: 22 } } }

export const Empty: Story = {
  name: 'Empty (a product without options shows nothing)',
  args: { product: { ...makeVariantProduct(), attribute: [] } },
}

export const SoldOutValues: Story = {
  name: 'Error (sold-out values are disabled)',
  args: {
    product: makeVariantProduct({
      inventory: [makeVariant([11, 21], { quantity: 0 }), makeVariant([11, 22], { quantity: 3 })],
    }),
  },
}

export const LongText: Story = {
  args: {
    product: makeVariantProduct({
      attribute: [
        makeTitledAttributeGroup(1, 'Colour of the fabric as woven by the artisans', [
          [11, 'Deep ocean midnight blue with silver threads'],
          [12, 'Sun-bleached sand'],
        ]),
        makeTitledAttributeGroup(2, 'Size', [
          [21, 'Small (chest 86–91 cm)'],
          [22, 'Medium (chest 96–101 cm)'],
          [23, 'Large (chest 106–111 cm)'],
        ]),
      ],
    }),
  },
}

export const RightToLeft: Story = {
  args: {
    product: makeVariantProduct({
      attribute: [
        makeTitledAttributeGroup(1, 'اللون', [
          [11, 'أحمر'],
          [12, 'أزرق'],
        ]),
        makeTitledAttributeGroup(2, 'المقاس', [
          [21, 'صغير'],
          [22, 'متوسط'],
          [23, 'كبير'],
        ]),
      ],
    }),
  },
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: 'صغير' }))
    await userEvent.keyboard('{ArrowLeft}')
    await expect(canvas.getByRole('radio', { name: 'متوسط' })).toBeChecked()
  },
}

export const Dark: Story = { args: { defaultValue: { 1: 12 } }, globals: { theme: 'dark' } }
