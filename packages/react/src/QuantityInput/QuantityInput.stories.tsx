import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { QuantityInput, type QuantityInputProps } from './QuantityInput'

/** A quantity field holding its own value, as a cart line would. */
function Stateful(props: QuantityInputProps) {
  const [value, setValue] = useState(props.value)
  return (
    <QuantityInput
      {...props}
      value={value}
      onChange={(quantity) => {
        setValue(quantity)
        props.onChange(quantity)
      }}
    />
  )
}

const meta = {
  title: 'Primitives/QuantityInput',
  component: QuantityInput,
  args: { value: 2, stock: 5, onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof QuantityInput>

export default meta
type Story = StoryObj<typeof meta>

/** Up/Down change the quantity; the buttons add and remove one. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const spin = canvas.getByRole('spinbutton', { name: 'Quantity' })
    spin.focus()
    await userEvent.keyboard('{ArrowUp}')
    await expect(spin).toHaveAttribute('aria-valuenow', '3')
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }))
    await expect(args.onChange).toHaveBeenLastCalledWith(2)
  },
}

/** Pressing + at the stock shows 'Maximum quantity exceeds.' under the field. */
export const AboveStock: Story = {
  args: { value: 5 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }))
    await expect(canvas.getByRole('spinbutton')).toHaveAccessibleDescription('Maximum quantity exceeds.')
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const BelowOne: Story = {
  args: { value: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }))
    await expect(canvas.getByRole('spinbutton')).toHaveAccessibleDescription('Must have minimum 1 item.')
  },
}

export const Busy: Story = { args: { busy: true } }

export const Disabled: Story = { args: { disabled: true } }

export const UnknownStock: Story = { args: { stock: null, value: 120 } }

export const LongText: Story = {
  args: { label: 'Quantity of Blue enamel kettle with a bamboo handle, 1.5 litres' },
}

export const RightToLeft: Story = {
  args: { value: 5 },
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'زيادة الكمية' }))
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
