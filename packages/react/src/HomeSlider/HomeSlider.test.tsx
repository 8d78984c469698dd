import { makeHomeData, makeHomeSlider } from '@souk/core/testing'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { HomeSlider } from './HomeSlider'

afterEach(() => {
  vi.useRealTimers()
})

/** Makes the system ask for reduced motion. */
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

const slider = () => ({
  main: [
    makeHomeSlider({ id: 11, title: 'Summer dresses', slug: 'summer', source_type: 1 }),
    makeHomeSlider({ id: 12, title: 'Nordwind gear', slug: 'nordwind', source_type: 4 }),
    makeHomeSlider({ id: 13, title: 'Our story', slug: 'story', source_type: 6, url: '/page/about' }),
    makeHomeSlider({
      id: 14,
      title: 'Partner sale',
      slug: 'partner',
      source_type: 6,
      url: 'https://partner.test/sale',
    }),
  ],
  right_top: makeHomeSlider({ id: 21, title: 'Office deals', slug: 'office', type: 2, source_type: 3 }),
  right_bottom: makeHomeSlider({ id: 22, title: 'Gifts', slug: 'gifts', type: 3, source_type: 5 }),
})

const linkNamed = (name: string) => screen.getByRole('link', { name, hidden: true })

describe('HomeSlider', () => {
  it('links each slide to the listing of its source, and URL sources to their own url', () => {
    renderWithSouk(<HomeSlider slider={slider()} autoplay={false} />)
    expect(linkNamed('Summer dresses')).toHaveAttribute('href', '/summer/products?home_spm=11')
    expect(linkNamed('Nordwind gear')).toHaveAttribute('href', '/nordwind/products?home_spm=12')
    expect(linkNamed('Our story')).toHaveAttribute('href', '/page/about')
    expect(linkNamed('Partner sale')).toHaveAttribute('href', 'https://partner.test/sale')
    expect(linkNamed('Office deals')).toHaveAttribute('href', '/office/products?home_spm=21')
    expect(linkNamed('Gifts')).toHaveAttribute('href', '/gifts/products?home_spm=22')
  })

  it('puts the language in the links of another language, but never in an external url', () => {
    renderWithSouk(<HomeSlider slider={slider()} autoplay={false} />, { language: 'fr' })
    expect(linkNamed('Summer dresses')).toHaveAttribute('href', '/fr/summer/products?home_spm=11')
    expect(linkNamed('Our story')).toHaveAttribute('href', '/fr/page/about')
    expect(linkNamed('Partner sale')).toHaveAttribute('href', 'https://partner.test/sale')
  })

  it('loads the first slide’s and the tiles’ images at once (above the fold) and the other slides lazily, every image with its size', () => {
    renderWithSouk(<HomeSlider slider={slider()} autoplay={false} />)
    const images = [...document.querySelectorAll('img')]
    expect(images).toHaveLength(6)
    expect(images[0]).toHaveAttribute('loading', 'eager')
    const tiles = screen.getByRole('list').querySelectorAll('img')
    for (const image of tiles) expect(image).toHaveAttribute('loading', 'eager')
    for (const image of images.slice(1).filter((image) => ![...tiles].includes(image as HTMLImageElement))) {
      expect(image).toHaveAttribute('loading', 'lazy')
    }
    for (const image of images) {
      expect(image).toHaveAttribute('width')
      expect(image).toHaveAttribute('height')
    }
  })

  it('shows each slide’s and tile’s headline, line and call to action as text over its art, in one link', () => {
    renderWithSouk(
      <HomeSlider
        autoplay={false}
        slider={{
          main: [
            makeHomeSlider({
              id: 1,
              title: 'Tech for less',
              subtitle: 'Summer sale — up to 40% off electronics',
              button: 'Shop now',
              image: 'slider-1.png',
            }),
          ],
          right_top: makeHomeSlider({
            id: 2,
            type: 2,
            title: 'Gifts',
            subtitle: 'For every age',
            button: 'Browse',
          }),
        }}
      />,
    )
    const slide = screen.getByRole('link', {
      name: 'Tech for less Summer sale — up to 40% off electronics Shop now',
    })
    expect(slide.querySelectorAll('a, button')).toHaveLength(0)
    expect(screen.getByRole('heading', { level: 2, name: 'Tech for less' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Gifts' })).toBeInTheDocument()
    // The art is decoration drawn at 2:1, offered in two widths.
    const art = slide.querySelector('img')
    expect(art).toHaveAttribute('alt', '')
    expect(art).toHaveAttribute('width', '1600')
    expect(art).toHaveAttribute('height', '800')
    expect(art).toHaveAttribute('srcset', '/uploads/thumb-slider-1.png 800w, /uploads/slider-1.png 1600w')
  })

  it('puts the main slides in a carousel and the two tiles in a list beside it', () => {
    renderWithSouk(<HomeSlider slider={slider()} autoplay={false} />)
    const carousel = screen.getByRole('region', { name: 'Carousel' })
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(4)
    const tiles = screen.getByRole('list')
    expect(tiles).not.toContainElement(carousel)
    expect(tiles.querySelectorAll('a')).toHaveLength(2)
  })

  it('rotates on its own and stops when the pause button is pressed', async () => {
    vi.useFakeTimers()
    renderWithSouk(<HomeSlider slider={slider()} interval={5000} />)
    const shown = () => document.querySelector('[data-active] a')?.getAttribute('href')
    expect(shown()).toBe('/summer/products?home_spm=11')
    act(() => {
      vi.advanceTimersByTime(5000)
    })
    expect(shown()).toBe('/nordwind/products?home_spm=12')
    const pause = screen.getByRole('button', { name: 'Pause' })
    act(() => pause.click())
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument()
    act(() => {
      vi.advanceTimersByTime(20_000)
    })
    expect(shown()).toBe('/nordwind/products?home_spm=12')
  })

  it('stays still under reduced motion until the shopper presses play', async () => {
    reduceMotion()
    vi.useFakeTimers()
    renderWithSouk(<HomeSlider slider={slider()} interval={5000} />)
    const shown = () => document.querySelector('[data-active] a')?.getAttribute('href')
    act(() => {
      vi.advanceTimersByTime(20_000)
    })
    expect(shown()).toBe('/summer/products?home_spm=11')
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument()
  })

  it('leaves out private slides and renders nothing without any', () => {
    const { container } = renderWithSouk(
      <HomeSlider slider={{ main: [makeHomeSlider({ title: 'Hidden', status: 2 })] }} />,
    )
    expect(container).toBeEmptyDOMElement()
  })

  it('shows a placeholder while loading and an announced error with a retry button', async () => {
    const onRetry = vi.fn()
    const { rerender } = renderWithSouk(<HomeSlider slider={makeHomeData().slider} loading />)
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    rerender(<HomeSlider slider={makeHomeData().slider} error="The server is busy." onRetry={onRetry} />)
    expect(screen.getByRole('alert')).toHaveTextContent('The server is busy.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })
})
