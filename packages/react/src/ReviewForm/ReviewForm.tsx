import {
  cx,
  errorText,
  type FieldMessage,
  RATING_MAX,
  REVIEW_IMAGE_MAX_KB,
  type Review,
  type ReviewImage,
  type ReviewRow,
  validateReview,
  validateReviewImage,
} from '@souk/core'
import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { handleRadioArrows } from '../AttributePicker/radioKeys'
import { Button } from '../Button'
import { useEditsKept } from '../hooks/useEditsKept'
import { useLocale, useT } from '../hooks/useT'
import { Icon } from '../Icon/Icon'
import { Image } from '../Image'
import { useSouk } from '../SoukProvider'

/** Star values 1..5. */
const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1)

/** A new photo picked by the shopper, with its preview address. */
interface PickedPhoto {
  id: number
  file: File
  url: string
}

/** A picked file that was refused, with the reason. */
interface RefusedPhoto {
  name: string
  message: FieldMessage
}

/** Props of `ReviewForm`. */
export interface ReviewFormProps {
  /** The reviewed product. */
  productId: number
  /** The delivered order the product came with (the API accepts reviews of delivered orders only). */
  orderId: number
  /** The shopper's existing review, to edit (`GET rating-review/find/{productId}`). */
  initial?: Pick<Review, 'rating' | 'review'> & { review_images?: readonly ReviewImage[] }
  /** Heading of the form; default 'Write a review' (or 'Edit your review' with `initial`). */
  title?: ReactNode
  /** Level of the heading in the page outline. */
  headingLevel?: 2 | 3 | 4
  /** Called with the saved review after the API accepted it. */
  onSaved?: (review: ReviewRow) => void
  /** Shows a cancel button that calls this. */
  onCancel?: () => void
  /** Extra class on the root. */
  className?: string
}

/**
 * The review form (connected): a required star rating (an APG radio group of five stars: arrow keys move and
 * choose, swapped in right-to-left text), a text, and photos: jpeg or png of at most 1000 KB each, checked one by
 * one with core's `validateReviewImage` (refused files are listed with the spec's texts), shown as previews with
 * remove buttons. Submitting checks with `validateReview`, then sends `client.reviews.save` while the submit
 * button is busy; the outcome shows as a toast ('Thank you! Your review has been saved.' or the API's error).
 */
export function ReviewForm({
  productId,
  orderId,
  initial,
  title,
  headingLevel = 2,
  onSaved,
  onCancel,
  className,
}: ReviewFormProps) {
  const souk = useSouk()
  const { t } = useT()
  const { direction } = useLocale()
  const id = useId()
  const ids = {
    title: `${id}title`,
    rating: `${id}rating`,
    ratingError: `${id}ratingError`,
    text: `${id}text`,
    files: `${id}files`,
    hint: `${id}hint`,
    refused: `${id}refused`,
  }
  const [rating, setRating] = useState<number | null>(initial?.rating ?? null)
  const [preview, setPreview] = useState<number | null>(null)
  const [ratingError, setRatingError] = useState<FieldMessage | null>(null)
  const [text, setText] = useState(initial?.review ?? '')
  const [kept, setKept] = useState<readonly ReviewImage[]>(initial?.review_images ?? [])
  const [deleted, setDeleted] = useState<ReviewImage[]>([])
  const [photos, setPhotos] = useState<PickedPhoto[]>([])
  const [refused, setRefused] = useState<RefusedPhoto[]>([])
  const [busy, setBusy] = useState(false)
  const starsRef = useRef<HTMLDivElement>(null)
  // The stars and the text given before the page's scripts ran stay as given.
  const formRef = useRef<HTMLFormElement>(null)
  useEditsKept(formRef)
  const fileRef = useRef<HTMLInputElement>(null)
  const nextPhotoId = useRef(0)
  const Heading = `h${headingLevel}` as const

  // Preview addresses are released when the form goes away (and one by one when a photo is removed).
  const photosRef = useRef(photos)
  useEffect(() => {
    photosRef.current = photos
  })
  useEffect(
    () => () => {
      for (const photo of photosRef.current) URL.revokeObjectURL(photo.url)
    },
    [],
  )

  const choose = (star: number) => {
    setRating(star)
    setRatingError(null)
  }

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])]
    // Cleared so that picking the same file again is a change too.
    event.target.value = ''
    const accepted: PickedPhoto[] = []
    const refusals: RefusedPhoto[] = []
    for (const file of files) {
      const problem = validateReviewImage(file)
      if (problem) refusals.push({ name: file.name, message: problem })
      else {
        nextPhotoId.current += 1
        accepted.push({ id: nextPhotoId.current, file, url: URL.createObjectURL(file) })
      }
    }
    setRefused(refusals)
    if (accepted.length > 0) setPhotos((current) => [...current, ...accepted])
  }

  const removePhoto = (photo: PickedPhoto) => {
    URL.revokeObjectURL(photo.url)
    setPhotos((current) => current.filter((candidate) => candidate.id !== photo.id))
    fileRef.current?.focus()
  }

  const removeKept = (image: ReviewImage) => {
    setKept((current) => current.filter((candidate) => candidate.id !== image.id))
    setDeleted((current) => [...current, image])
    fileRef.current?.focus()
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const images = photos.map((photo) => photo.file)
    const errors = validateReview({ rating, review: text, images })
    if (errors.rating) {
      setRatingError(errors.rating)
      starsRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus()
      return
    }
    if (errors.images || rating === null) return
    setBusy(true)
    try {
      const { data, message } = await souk.client.reviews.save({
        order_id: orderId,
        product_id: productId,
        rating,
        review: text,
        images,
        deleted_images: deleted.map((image) => ({ id: image.id, image: image.image })),
      })
      souk.toast.getState().show(message || t('success.reviewSaved'))
      onSaved?.(data)
    } catch (error) {
      souk.toast.getState().showError(errorText(error, t))
    } finally {
      setBusy(false)
    }
  }

  const shown = preview ?? rating ?? 0
  const hint = t('validation.reviewImageType', { max: REVIEW_IMAGE_MAX_KB })

  return (
    <form
      ref={formRef}
      className={cx('souk-review-form', className)}
      aria-labelledby={ids.title}
      noValidate
      onSubmit={submit}
    >
      <Heading id={ids.title} className="souk-review-form__title">
        {title ?? (initial ? t('reviews.editReview') : t('reviews.writeReview'))}
      </Heading>

      <div className="souk-review-form__field">
        <span id={ids.rating} className="souk-review-form__label">
          {t('reviews.yourRating')}
        </span>
        <div
          ref={starsRef}
          role="radiogroup"
          aria-labelledby={ids.rating}
          aria-required="true"
          aria-invalid={ratingError ? true : undefined}
          aria-describedby={ratingError ? ids.ratingError : undefined}
          className="souk-review-form__stars"
          onKeyDown={(event) => handleRadioArrows(event, direction, (radio) => choose(Number(radio.value)))}
          onMouseLeave={() => setPreview(null)}
        >
          {STARS.map((star) => (
            <label
              key={star}
              className="souk-review-form__star"
              data-filled={star <= shown || undefined}
              onMouseEnter={() => setPreview(star)}
            >
              <input
                type="radio"
                className="souk-review-form__star-input"
                name={`${id}stars`}
                value={star}
                checked={rating === star}
                aria-label={t('a11y.rateStars', { count: star })}
                onChange={() => choose(star)}
              />
              <Icon name="star" filled={star <= shown} size="1.75rem" />
            </label>
          ))}
        </div>
        <p id={ids.ratingError} className="souk-review-form__error" aria-live="polite">
          {ratingError ? t(ratingError.key, ratingError.params) : ''}
        </p>
      </div>

      <div className="souk-review-form__field">
        <label htmlFor={ids.text} className="souk-review-form__label">
          {t('reviews.yourReview')}
          <span className="souk-review-form__optional"> ({t('common.optional')})</span>
        </label>
        <textarea
          id={ids.text}
          className="souk-review-form__text"
          name="review"
          rows={5}
          value={text}
          placeholder={t('reviews.placeholder')}
          onChange={(event) => setText(event.target.value)}
        />
      </div>

      <div className="souk-review-form__field">
        <label className="souk-review-form__add">
          <input
            ref={fileRef}
            id={ids.files}
            type="file"
            className="souk-review-form__file"
            accept="image/jpeg,image/png"
            multiple
            aria-describedby={refused.length > 0 ? `${ids.hint} ${ids.refused}` : ids.hint}
            onChange={pick}
          />
          <Icon name="plus" />
          <span>{t('reviews.addPhotos')}</span>
        </label>
        <p id={ids.hint} className="souk-review-form__hint">
          {hint}
        </p>
        <ul id={ids.refused} className="souk-review-form__refused" aria-live="polite">
          {refused.map((refusal, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two refused files may share a name.
            <li key={index} className="souk-review-form__error">
              <span className="souk-review-form__file-name">{refusal.name}</span>{' '}
              {t(refusal.message.key, refusal.message.params)}
            </li>
          ))}
        </ul>
        {kept.length + photos.length > 0 ? (
          <ul className="souk-review-form__previews">
            {kept.map((image, index) => (
              <li key={`kept${image.id}`} className="souk-review-form__preview">
                <Image
                  src={image.image}
                  thumb
                  width={80}
                  height={80}
                  alt={t('a11y.productImage', { index: index + 1, total: kept.length })}
                />
                <button
                  type="button"
                  className="souk-review-form__remove"
                  aria-label={t('a11y.removeItem', {
                    product: t('a11y.productImage', { index: index + 1, total: kept.length }),
                  })}
                  onClick={() => removeKept(image)}
                >
                  <Icon name="close" />
                </button>
              </li>
            ))}
            {photos.map((photo) => (
              <li key={`new${photo.id}`} className="souk-review-form__preview">
                <Image src={photo.url} width={80} height={80} alt={photo.file.name} />
                <button
                  type="button"
                  className="souk-review-form__remove"
                  aria-label={t('a11y.removeItem', { product: photo.file.name })}
                  onClick={() => removePhoto(photo)}
                >
                  <Icon name="close" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      <div className="souk-review-form__actions">
        <Button type="submit" busy={busy}>
          {t('reviews.submit')}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  )
}
