import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Pagination, type PaginationProps } from './Pagination'

/** Pagination holding its own page, as a listing would. */
function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.paginator.current_page)
  return (
    <Pagination
      {...props}
      paginator={{ ...props.paginator, current_page: page }}
      onPageChange={(next) => {
        setPage(next)
        props.onPageChange?.(next)
      }}
    />
  )
}

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { paginator: { current_page: 5, last_page: 20 }, onPageChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Page 5 of 20' })).toHaveAttribute('aria-current', 'page')
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(args.onPageChange).toHaveBeenCalledWith(6)
    await expect(canvas.getByRole('button', { name: 'Page 6 of 20' })).toHaveAttribute('aria-current', 'page')
  },
}

export const FirstPage: Story = { args: { paginator: { current_page: 1, last_page: 20 } } }

export const FewPages: Story = { args: { paginator: { current_page: 2, last_page: 4 } } }

/** Real links (server-rendered lists); plain clicks go through onPageChange. */
export const Links: Story = {
  args: { paginator: { current_page: 1, last_page: 8 }, hrefForPage: (page) => `?page=${page}` },
}

export const SinglePage: Story = { args: { paginator: { current_page: 1, last_page: 1 } } }

export const ManyPages: Story = { args: { paginator: { current_page: 4821, last_page: 12500 }, siblings: 2 } }

export const RightToLeft: Story = { globals: { language: 'ar' } }

export const Dark: Story = { globals: { theme: 'dark' } }
