import { cx, errorTexts, type FieldMessage, validateNewsletterEmail } from '@souk/core'
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react'
import { Button } from '../Button'
import { useEditsKept } from '../hooks/useEditsKept'
import { useShopLinks } from '../hooks/useLinks'
import { useT } from '../hooks/useT'
import { usePagePath, useSouk } from '../SoukProvider'

/** Props of `NewsletterForm`. */
export interface NewsletterFormProps {
  /** Shows the 'Subscribe to our newsletter' heading and its description (default true). */
  showHeading?: boolean
  /** Level of the heading in the page outline. */
  headingLevel?: 2 | 3 | 4
  /** Called with the address after a successful subscription. */
  onSubscribed?: (email: string) => void
  /** Extra class on the root. */
  className?: string
}

type State = { phase: 'idle' | 'busy' | 'done'; errors: string[] }

/**
 * The newsletter block (spec §2.8): an e-mail field and a Subscribe button. The address is checked with core's
 * `validateNewsletterEmail` (required, then valid) and sent with `client.content.subscribe`; on success the form
 * is replaced by 'You have successfully subscribe to our newsletter.' (announced); a failure lists the API's
 * form messages under the field (spec §8).
 */
export function NewsletterForm({
  showHeading = true,
  headingLevel = 2,
  onSubscribed,
  className,
}: NewsletterFormProps) {
  const { t } = useT()
  const souk = useSouk()
  const links = useShopLinks()
  const page = usePagePath()
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  // An address typed (or filled in by the browser) before the page's scripts ran stays in the field.
  useEditsKept(inputRef)
  const successRef = useRef<HTMLParagraphElement>(null)
  const [email, setEmail] = useState('')
  const [state, setState] = useState<State>({ phase: 'idle', errors: [] })
  const Heading = `h${headingLevel}` as const

  // The form (and the focused button) goes away on success: focus moves to the message that replaces it, in the
  // same commit (a layout effect), so it never falls to the page's body in between.
  useLayoutEffect(() => {
    if (state.phase === 'done') successRef.current?.focus()
  }, [state.phase])

  const messageText = (message: FieldMessage) => {
    const params: Record<string, unknown> = { ...message.params }
    // `type` names a field label by its key (e.g. 'fields.email').
    if (typeof params.type === 'string') params.type = t(params.type)
    return t(message.key, params)
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (state.phase === 'busy') return
    const invalid = validateNewsletterEmail(email)
    if (invalid) {
      setState({ phase: 'idle', errors: [messageText(invalid)] })
      inputRef.current?.focus()
      return
    }
    setState({ phase: 'busy', errors: [] })
    try {
      await souk.client.content.subscribe(email.trim())
      setState({ phase: 'done', errors: [] })
      onSubscribed?.(email.trim())
    } catch (error) {
      const messages = errorTexts(error, t)
      setState({ phase: 'idle', errors: messages })
      inputRef.current?.focus()
    }
  }

  const invalid = state.errors.length > 0
  return (
    <section
      className={cx('souk-newsletter', className)}
      aria-labelledby={showHeading ? `${id}title` : undefined}
      aria-label={showHeading ? undefined : t('newsletter.title')}
      data-done={state.phase === 'done' || undefined}
    >
      {showHeading ? (
        <>
          <Heading id={`${id}title`} className="souk-newsletter__title">
            {t('newsletter.title')}
          </Heading>
          <p className="souk-newsletter__description">{t('newsletter.description')}</p>
        </>
      ) : null}
      {state.phase === 'done' ? null : (
        // A POST form: before and without JavaScript it subscribes through the store, which answers with this
        // page and the outcome; in the page it subscribes without leaving it.
        <form
          className="souk-newsletter__form"
          method="post"
          action={links.newsletterAction()}
          noValidate
          onSubmit={(event) => void onSubmit(event)}
        >
          <input type="hidden" name="redirectTo" value={page} />
          <label className="souk-visually-hidden" htmlFor={`${id}email`}>
            {t('fields.email')}
          </label>
          <div className="souk-newsletter__row">
            <input
              ref={inputRef}
              id={`${id}email`}
              className="souk-newsletter__input"
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t('newsletter.placeholder')}
              value={email}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${id}errors` : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button type="submit" busy={state.phase === 'busy'}>
              {t('common.subscribe')}
            </Button>
          </div>
          {invalid ? (
            <ul id={`${id}errors`} className="souk-newsletter__errors">
              {state.errors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
        </form>
      )}
      <p ref={successRef} className="souk-newsletter__success" role="status" tabIndex={-1}>
        {state.phase === 'done' ? t('success.newsletter') : null}
      </p>
    </section>
  )
}
