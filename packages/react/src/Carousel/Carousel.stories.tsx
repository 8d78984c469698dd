import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Carousel } from './Carousel'

/** A banner-like slide drawn with theme tokens only. */
function Slide({ title, text, tone }: { title: string; text: ReactNode; tone: string }) {
  return (
    <div
      style={{
        display: 'grid',
        alignContent: 'center',
        gap: '0.5rem',
        minBlockSize: '12rem',
        paddingBlock: '2rem',
        paddingInline: '4rem',
        background: tone,
        color: 'var(--souk-color-text)',
      }}
    >
      <p style={{ margin: 0, fontSize: 'var(--souk-font-size-2xl)', fontWeight: 700 }}>{title}</p>
      <p style={{ margin: 0 }}>{text}</p>
      <a href="#shop" style={{ color: 'var(--souk-color-link)' }}>
        Shop now
      </a>
    </div>
  )
}

const banners = [
  { title: 'Summer sale', text: 'Up to 50% off kitchenware.', tone: 'var(--souk-color-info-bg)' },
  { title: 'New arrivals', text: 'Fresh picks from our sellers.', tone: 'var(--souk-color-success-bg)' },
  { title: 'Free shipping', text: 'On orders over $50.', tone: 'var(--souk-color-warning-bg)' },
]

const meta = {
  title: 'Primitives/Carousel',
  component: Carousel,
  args: {
    children: banners.map((banner) => <Slide key={banner.title} {...banner} />),
  },
} satisfies Meta<typeof Carousel>

export default meta
type Story = StoryObj<typeof meta>

/** Next/previous buttons and the slide picker; arrow keys on the picker move between slides. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }))
    await expect(canvas.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    canvas.getByRole('button', { name: 'Go to slide 2' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('button', { name: 'Go to slide 3' })).toHaveFocus()
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Slide 3 of 3' })).toBeVisible())
  },
}

/** Rotates every 4 s, with a pause button first; paused on hover and focus, and off under reduced motion. */
export const Autoplay: Story = { args: { autoplay: true, interval: 4000 } }

export const RenderProp: Story = {
  args: {
    children: undefined,
    slides: banners,
    renderSlide: (banner) => <Slide {...(banner as (typeof banners)[number])} />,
  },
}

export const SingleSlide: Story = {
  args: { children: <Slide {...(banners[0] as (typeof banners)[number])} /> },
}

export const Empty: Story = { args: { children: [] } }

export const LongText: Story = {
  args: {
    children: [
      <Slide
        key="long"
        title="The great end-of-season clearance across every category of the marketplace"
        text="Thousands of products from hundreds of independent sellers, with free returns on everything bought this week and delivery to your door."
        tone="var(--souk-color-surface-alt)"
      />,
      <Slide key="b" {...(banners[1] as (typeof banners)[number])} />,
    ],
  },
}

/** In Arabic the chevrons mirror and the Left Arrow goes to the next slide. */
export const RightToLeft: Story = {
  args: {
    children: [
      <Slide
        key="a"
        title="تخفيضات الصيف"
        text="خصم حتى ٥٠٪ على أدوات المطبخ."
        tone="var(--souk-color-info-bg)"
      />,
      <Slide
        key="b"
        title="وصل حديثًا"
        text="اختيارات جديدة من بائعينا."
        tone="var(--souk-color-success-bg)"
      />,
    ],
  },
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const dots = canvasElement.querySelectorAll<HTMLButtonElement>('.souk-carousel__dot')
    dots[0]?.focus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(dots[1]).toHaveAttribute('aria-current', 'true')
    const next = canvasElement.querySelector('.souk-carousel__next svg')
    await expect(next && getComputedStyle(next).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)')
    await expect(canvas.getAllByRole('group', { hidden: true })).toHaveLength(2)
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
