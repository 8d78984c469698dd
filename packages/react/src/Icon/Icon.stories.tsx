import type { Meta, StoryObj } from '@storybook/react-vite'
import { ICON_NAMES, Icon } from './Icon'

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { name: 'cart', label: 'Cart' },
} satisfies Meta<typeof Icon>

export default meta
type Story = StoryObj<typeof meta>

export const Labelled: Story = {}

export const AllIcons: Story = {
  render: () => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', listStyle: 'none', padding: 0 }}>
      {ICON_NAMES.map((name) => (
        <li
          key={name}
          style={{ display: 'grid', justifyItems: 'center', gap: '0.25rem', inlineSize: '6rem' }}
        >
          <Icon name={name} size={28} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
}

export const RightToLeft: Story = { args: { name: 'chevronEnd', label: 'Next' }, globals: { language: 'ar' } }
export const Dark: Story = { globals: { theme: 'dark' } }
