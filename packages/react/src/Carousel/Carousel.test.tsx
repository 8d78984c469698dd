import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { Carousel } from './Carousel'

afterEach(() => {
  vi.useRealTimers()
})

const slides = ['Summer sale', 'New arrivals', 'Free shipping']

const shownSlide = () =>
  screen.getAllByRole('group', { hidden: true }).find((slide) => !slide.hasAttribute('inert'))

function reduceMotion() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  )
}

describe('Carousel', () => {
  it('is a named carousel of slides named “Slide n of N”, one shown at a time', () => {
    renderWithSouk(
      <Carousel>
        {slides.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </Carousel>,
    )
    const carousel = screen.getByRole('region', { name: 'Carousel' })
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    const groups = screen.getAllByRole('group', { hidden: true })
    expect(groups).toHaveLength(3)
    expect(groups[0]).toHaveAttribute('aria-roledescription', 'slide')
    expect(groups[0]).toHaveAccessibleName('Slide 1 of 3')
    expect(shownSlide()).toHaveTextContent('Summer sale')
    expect(groups[1]).toHaveAttribute('inert')
  })

  it('moves with the previous and next buttons, wrapping around', async () => {
    const onIndexChange = vi.fn()
    renderWithSouk(
      <Carousel slides={slides} renderSlide={(text) => <p>{text}</p>} onIndexChange={onIndexChange} />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(shownSlide()).toHaveTextContent('New arrivals')
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
    expect(shownSlide()).toHaveTextContent('Free shipping')
    expect(onIndexChange.mock.calls.map(([index]) => index)).toEqual([1, 0, 2])
    expect(screen.getByRole('button', { name: 'Next slide' })).toHaveAttribute(
      'aria-controls',
      shownSlide()?.parentElement?.id,
    )
  })

  it('has a slide picker marking the current slide', async () => {
    renderWithSouk(<Carousel slides={slides} renderSlide={(text) => <p>{text}</p>} />)
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true')
    await userEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }))
    expect(shownSlide()).toHaveTextContent('Free shipping')
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true')
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current')
  })

  it('changes slides with the arrow keys on its buttons, focus following in the picker', async () => {
    renderWithSouk(<Carousel slides={slides} renderSlide={(text) => <p>{text}</p>} />)
    screen.getByRole('button', { name: 'Go to slide 1' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(shownSlide()).toHaveTextContent('New arrivals')
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveFocus()
    await userEvent.keyboard('{End}')
    expect(shownSlide()).toHaveTextContent('Free shipping')
    screen.getByRole('button', { name: 'Next slide' }).focus()
    await userEvent.keyboard('{ArrowLeft}')
    expect(shownSlide()).toHaveTextContent('New arrivals')
  })

  it('swaps the arrow keys in right-to-left languages', async () => {
    renderWithSouk(
      <div dir="rtl">
        <Carousel slides={slides} renderSlide={(text) => <p>{text}</p>} />
      </div>,
      { language: 'ar' },
    )
    const first = screen
      .getAllByRole('button')
      .find((button) => button.getAttribute('aria-current') === 'true')
    first?.focus()
    await userEvent.keyboard('{ArrowLeft}')
    expect(shownSlide()).toHaveAccessibleName(/2/)
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    expect(shownSlide()).toHaveAccessibleName(/3/)
  })

  it('rotates on its own, stops while hovered, and the pause button stops it', () => {
    vi.useFakeTimers()
    renderWithSouk(
      <Carousel slides={slides} renderSlide={(text) => <p>{text}</p>} autoplay interval={3000} />,
    )
    const slidesArea = shownSlide()?.parentElement
    expect(slidesArea).toHaveAttribute('aria-live', 'off')
    act(() => vi.advanceTimersByTime(3000))
    expect(shownSlide()).toHaveTextContent('New arrivals')

    const carousel = screen.getByRole('region', { name: 'Carousel' })
    fireEvent.mouseEnter(carousel)
    act(() => vi.advanceTimersByTime(9000))
    expect(shownSlide()).toHaveTextContent('New arrivals')
    expect(slidesArea).toHaveAttribute('aria-live', 'polite')
    fireEvent.mouseLeave(carousel)
    act(() => vi.advanceTimersByTime(3000))
    expect(shownSlide()).toHaveTextContent('Free shipping')

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }))
    act(() => vi.advanceTimersByTime(9000))
    expect(shownSlide()).toHaveTextContent('Free shipping')
  })

  it('stops rotating while focus is inside', () => {
    vi.useFakeTimers()
    renderWithSouk(
      <Carousel slides={slides} renderSlide={(text) => <p>{text}</p>} autoplay interval={3000} />,
    )
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus())
    act(() => vi.advanceTimersByTime(9000))
    expect(shownSlide()).toHaveTextContent('Summer sale')
  })

  it('does not rotate under prefers-reduced-motion (the shopper may press play)', () => {
    vi.useFakeTimers()
    reduceMotion()
    renderWithSouk(
      <Carousel slides={slides} renderSlide={(text) => <p>{text}</p>} autoplay interval={3000} />,
    )
    act(() => vi.advanceTimersByTime(9000))
    expect(shownSlide()).toHaveTextContent('Summer sale')
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument()
  })

  it('shows no controls for a single slide and nothing without slides', () => {
    const { container, rerender } = renderWithSouk(
      <Carousel slides={['Only']} renderSlide={(text) => text} />,
    )
    expect(screen.queryByRole('button')).toBeNull()
    rerender(<Carousel slides={[]} renderSlide={(text) => text} />)
    expect(container).toBeEmptyDOMElement()
  })
})
