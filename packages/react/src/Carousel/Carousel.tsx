import { cx } from '@souk/core'
import {
  Children,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { useReducedMotion } from '../hooks/useMediaQuery'
import { useT } from '../hooks/useT'

/** Props of `Carousel`. */
export interface CarouselProps<T = unknown> {
  /** The slides as children: each child is one slide. */
  children?: ReactNode
  /** The slides as data, drawn by `renderSlide` (used instead of `children`). */
  slides?: readonly T[]
  /** Draws one slide of `slides`. */
  renderSlide?: (slide: T, index: number) => ReactNode
  /** Accessible name of the carousel; default the translated 'Carousel'. */
  label?: string
  /** Rotates the slides on its own, with a pause/play button; never under `prefers-reduced-motion`. */
  autoplay?: boolean
  /** Milliseconds each slide shows while rotating. */
  interval?: number
  /** Whether next after the last slide goes to the first (and previous before the first to the last). */
  loop?: boolean
  /** Shows a button per slide to jump to it. */
  showPicker?: boolean
  /** The shown slide (controlled). */
  index?: number
  /** The starting slide when uncontrolled. */
  defaultIndex?: number
  /** Called with the slide that becomes shown. */
  onIndexChange?: (index: number) => void
  /** Extra class on the root. */
  className?: string
}

/**
 * A slide show following the APG carousel pattern: a `section` with `aria-roledescription="carousel"`, each
 * slide a `group` with `aria-roledescription="slide"` named 'Slide n of N', previous/next buttons, an optional
 * slide picker and, with `autoplay`, a pause/play button placed first. Rotation is off under
 * `prefers-reduced-motion` and stops while the pointer is over the carousel or focus is inside it; the slide
 * area is a polite live region only while not rotating. Left/Right arrows on the buttons change slides and swap
 * in right-to-left languages; the chevrons mirror too.
 */
export function Carousel<T = unknown>({
  children,
  slides,
  renderSlide,
  label,
  autoplay = false,
  interval = 6000,
  loop = true,
  showPicker = true,
  index,
  defaultIndex = 0,
  onIndexChange,
  className,
}: CarouselProps<T>) {
  const { t, direction } = useT()
  const id = useId()
  const slidesId = `${id}slides`
  const items: ReactNode[] =
    slides && renderSlide
      ? slides.map((slide, position) => renderSlide(slide, position))
      : Children.toArray(children)
  const count = items.length
  const [uncontrolled, setUncontrolled] = useState(defaultIndex)
  const current = count === 0 ? 0 : Math.min(Math.max(index ?? uncontrolled, 0), count - 1)
  const reducedMotion = useReducedMotion()
  const [playing, setPlaying] = useState(autoplay)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const pickerRef = useRef<HTMLDivElement>(null)
  const rotating = autoplay && playing && !reducedMotion && !hovered && !focused && count > 1

  // Reduced motion turns autoplay off (the shopper may still press play).
  useEffect(() => {
    if (reducedMotion) setPlaying(false)
  }, [reducedMotion])

  const goTo = (target: number) => {
    if (count === 0) return
    const wrapped = loop ? ((target % count) + count) % count : Math.min(Math.max(target, 0), count - 1)
    if (wrapped === current) return
    if (index === undefined) setUncontrolled(wrapped)
    onIndexChange?.(wrapped)
  }

  // The latest goTo for the rotation timer, so the timer is not restarted by every render.
  const advance = useRef(() => {})
  useEffect(() => {
    advance.current = () => goTo(current + 1)
  })

  useEffect(() => {
    if (!rotating) return
    const timer = setInterval(() => advance.current(), interval)
    return () => clearInterval(timer)
  }, [rotating, interval])

  if (count === 0) return null

  const canPrevious = loop || current > 0
  const canNext = loop || current < count - 1

  const onArrowKey = (event: KeyboardEvent<HTMLElement>, fromPicker: boolean) => {
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
    let target: number | null = null
    if (event.key === forward) target = current + 1
    else if (event.key === backward) target = current - 1
    else if (fromPicker && event.key === 'Home') target = 0
    else if (fromPicker && event.key === 'End') target = count - 1
    if (target === null) return
    event.preventDefault()
    goTo(target)
    if (fromPicker) {
      const wrapped = loop ? ((target % count) + count) % count : Math.min(Math.max(target, 0), count - 1)
      pickerRef.current?.querySelectorAll<HTMLButtonElement>('button')[wrapped]?.focus()
    }
  }

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return
    setFocused(false)
  }

  return (
    <section
      className={cx('souk-carousel', className)}
      aria-roledescription="carousel"
      aria-label={label ?? t('a11y.carousel')}
      data-rotating={rotating || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="souk-carousel__viewport">
        {count > 1 ? (
          // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys on the carousel's buttons change slides.
          <div className="souk-carousel__controls" onKeyDown={(event) => onArrowKey(event, false)}>
            {autoplay ? (
              <button
                type="button"
                className="souk-carousel__rotation"
                aria-label={playing ? t('common.pause') : t('common.play')}
                onClick={() => setPlaying(!playing)}
              >
                {playing ? <PauseIcon /> : <PlayIcon />}
              </button>
            ) : null}
            <button
              type="button"
              className="souk-carousel__previous"
              aria-controls={slidesId}
              aria-label={t('a11y.previousSlide')}
              disabled={!canPrevious}
              onClick={() => goTo(current - 1)}
            >
              <Chevron back />
            </button>
            <button
              type="button"
              className="souk-carousel__next"
              aria-controls={slidesId}
              aria-label={t('a11y.nextSlide')}
              disabled={!canNext}
              onClick={() => goTo(current + 1)}
            >
              <Chevron />
            </button>
          </div>
        ) : null}
        <div id={slidesId} className="souk-carousel__slides" aria-live={rotating ? 'off' : 'polite'}>
          {items.map((item, position) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG slide is a group with a role description, not a form fieldset.
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional.
              key={position}
              role="group"
              aria-roledescription="slide"
              aria-label={t('a11y.slide', { current: position + 1, total: count })}
              className="souk-carousel__slide"
              data-active={position === current || undefined}
              inert={position !== current}
            >
              {item}
            </div>
          ))}
        </div>
      </div>
      {showPicker && count > 1 ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the slide buttons.
        <div ref={pickerRef} className="souk-carousel__picker" onKeyDown={(event) => onArrowKey(event, true)}>
          {items.map((_, position) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one button per slide position.
              key={position}
              type="button"
              className="souk-carousel__dot"
              aria-controls={slidesId}
              aria-label={t('a11y.goToSlide', { index: position + 1 })}
              aria-current={position === current ? 'true' : undefined}
              onClick={() => goTo(position)}
            />
          ))}
        </div>
      ) : null}
    </section>
  )
}

function Chevron({ back = false }: { back?: boolean }) {
  return (
    <svg
      className="souk-flip-rtl"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={back ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'}
        stroke="currentColor"
        strokeWidth="2.2"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M8 5v14M16 5v14" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M7 4.5v15l13-7.5z" fill="currentColor" />
    </svg>
  )
}
