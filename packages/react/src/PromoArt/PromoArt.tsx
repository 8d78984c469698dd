import { cx, PROMO_ART_SIZES, type PromoSlot } from '@souk/core'
import { Image } from '../Image'

/** The texts a promotion shows over its art. */
export interface PromoTexts {
  /** The headline (the banner's or slider's translated `title`). */
  title: string
  /** The short line under the headline (Souk's additive `subtitle`). */
  subtitle?: string | null
  /** The call to action's label (Souk's additive `button`). */
  button?: string | null
}

/** Props of `PromoArt`. */
export interface PromoArtProps {
  /** Where the promotion is shown: picks the art's size and the layout of the texts. */
  slot: PromoSlot
  /** The art's file name (drawn at the slot's aspect). */
  image: string | null | undefined
  /** The headline, line and call to action. */
  texts: PromoTexts
  /**
   * The headline as a heading of this level, or a `<p>` when null (where a heading would break the page's
   * outline: above the page's `h1`, or in a dialog whose title already says it).
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6 | null
  /** Leave the headline out (the dialog around it shows it as its title). */
  hideTitle?: boolean
  /** The art's `sizes`: how wide the slot is at each width of the screen. */
  sizes: string
  /** Load the art at once (above the fold); `'high'`: fetch it first too, the page's largest picture. */
  priority?: boolean | 'high'
  /** Extra class on the root. */
  className?: string
}

/**
 * A promotion's art with its texts over it as HTML: the headline, the short line and the call to action, readable
 * and selectable in every language. The art is decorative (empty `alt`; the words are the text); it is drawn at
 * the slot's aspect and offered in two widths (`srcset`). Not interactive itself: its parent is the one link
 * (the call to action looks like a button but is text, so no control nests in another). Light text on a dark
 * scrim at the inline start, whatever the theme; the art is mirrored in right-to-left languages so the text
 * never covers its subject.
 */
export function PromoArt({
  slot,
  image,
  texts,
  headingLevel = null,
  hideTitle = false,
  sizes,
  priority = false,
  className,
}: PromoArtProps) {
  const size = PROMO_ART_SIZES[slot]
  const Headline = headingLevel ? (`h${headingLevel}` as const) : 'p'
  const title = texts.title.trim()
  const subtitle = texts.subtitle?.trim()
  const button = texts.button?.trim()
  return (
    <div className={cx('souk-promo', className)} data-slot={slot}>
      <Image
        className="souk-promo__art"
        src={image}
        alt=""
        width={size.width}
        height={size.height}
        widths={{ thumb: size.thumbWidth, full: size.width }}
        sizes={sizes}
        priority={priority}
      />
      {title || subtitle || button ? (
        <div className="souk-promo__texts">
          {title && !hideTitle ? <Headline className="souk-promo__title">{title}</Headline> : null}
          {subtitle ? <span className="souk-promo__line">{subtitle}</span> : null}
          {button ? <span className="souk-promo__cta">{button}</span> : null}
        </div>
      ) : null}
    </div>
  )
}
