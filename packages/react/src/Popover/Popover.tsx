import { BREAKPOINTS, cx, POPUP_CONTENT_MAX_HEIGHT } from '@souk/core'
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { CloseButton } from '../CloseButton/CloseButton'
import { useMediaQuery } from '../hooks/useMediaQuery'
import { useT } from '../hooks/useT'
import { containTab, tabbables, useOverflowing, useScrollLock } from './layer'

/** The props a custom trigger spreads on its own button. */
export interface PopoverTriggerProps {
  /** Lets the popover give focus back to the trigger. */
  ref: Ref<HTMLButtonElement>
  /** Never submits a form. */
  type: 'button'
  /** Announces that the button opens a dialog. */
  'aria-haspopup': 'dialog'
  /** Whether the panel is open. */
  'aria-expanded': boolean
  /** The panel's id while it is open. */
  'aria-controls': string | undefined
  /** Opens or closes the panel. */
  onClick: () => void
}

/** Props of `Popover`. */
export interface PopoverProps {
  /** The opening button: its content (the popover renders the button), or a function rendering your own button from the given props. */
  trigger: ReactNode | ((props: PopoverTriggerProps) => ReactNode)
  /** Heading of the panel, which also names it for assistive technologies. */
  title: ReactNode
  /** Hides the title visually (it still names the panel). */
  hideTitle?: boolean
  /** Content of the panel; it scrolls beyond the spec's 500 px. */
  children?: ReactNode
  /** Actions under the content (e.g. 'View cart'). */
  footer?: ReactNode
  /** Controlled open state. */
  open?: boolean
  /** Starting open state when uncontrolled. */
  defaultOpen?: boolean
  /** Called with the new state when the popover asks to open or close. */
  onOpenChange?: (open: boolean) => void
  /** The trigger edge the anchored panel lines up with (`start` or `end`, mirrored in right-to-left text). */
  align?: 'start' | 'end'
  /** Accessible name of the close button; default the translated 'Close'. */
  closeLabel?: string
  /** Extra class on the root. */
  className?: string
}

/** The media query under which a popover becomes a layer (spec §2.9: below 992 px). */
export const POPOVER_LAYER_QUERY = `(max-width: ${BREAKPOINTS.popover - 0.02}px)`

/**
 * A button that opens an anchored panel with a title, a close button and a footer (spec §2.9). It follows the
 * APG disclosure pattern opening a non-modal dialog; below 992 px wide the panel is a modal layer over the
 * page, which then cannot scroll and keeps keyboard focus inside. Escape and the close button give focus back
 * to the trigger; a click outside or moving focus away closes it.
 */
export function Popover({
  trigger,
  title,
  hideTitle = false,
  children,
  footer,
  open,
  defaultOpen = false,
  onOpenChange,
  align = 'start',
  closeLabel,
  className,
}: PopoverProps) {
  const { t } = useT()
  const id = useId()
  const panelId = `${id}panel`
  const titleId = `${id}title`
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen)
  const isOpen = open ?? uncontrolledOpen
  const layer = useMediaQuery(POPOVER_LAYER_QUERY)
  const rootRef = useRef<HTMLDivElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  // Content taller than the panel scrolls: the scroller then takes focus so keyboards can scroll it too.
  const scrollable = useOverflowing(bodyRef, isOpen)
  const wasOpen = useRef(isOpen)
  useScrollLock(isOpen && layer)

  const setOpen = useCallback(
    (next: boolean) => {
      if (open === undefined) setUncontrolledOpen(next)
      onOpenChange?.(next)
    },
    [open, onOpenChange],
  )

  const close = useCallback(
    (restoreFocus: boolean) => {
      setOpen(false)
      if (restoreFocus) triggerRef.current?.focus()
    },
    [setOpen],
  )

  // Opening moves focus into the panel: its first control, else the panel itself (read with its title).
  useEffect(() => {
    const opened = isOpen && !wasOpen.current
    wasOpen.current = isOpen
    const panel = panelRef.current
    if (!opened || !panel) return
    const body = panel.querySelector<HTMLElement>('.souk-popover__body')
    const first = body ? tabbables(body)[0] : undefined
    ;(first ?? panel).focus()
  }, [isOpen])

  // A press outside closes an anchored panel (the layer has its own overlay for that).
  useEffect(() => {
    if (!isOpen || layer) return
    const onPointerDown = (event: PointerEvent) => {
      const root = rootRef.current
      if (root && !event.composedPath().includes(root)) close(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [isOpen, layer, close])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isOpen) return
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      close(true)
      return
    }
    const panel = panelRef.current
    if (layer && panel?.contains(event.target as Node)) containTab(event, panel)
  }

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget
    if (isOpen && !layer && next instanceof Node && !rootRef.current?.contains(next)) close(false)
  }

  const triggerProps: PopoverTriggerProps = {
    ref: triggerRef,
    type: 'button',
    'aria-haspopup': 'dialog',
    'aria-expanded': isOpen,
    'aria-controls': isOpen ? panelId : undefined,
    onClick: () => setOpen(!isOpen),
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and Tab are handled for the whole popover (its trigger and panel).
    <div
      ref={rootRef}
      className={cx('souk-popover', className)}
      data-open={isOpen || undefined}
      data-layer={layer || undefined}
      data-align={align}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      {typeof trigger === 'function' ? (
        trigger(triggerProps)
      ) : (
        <button {...triggerProps} className="souk-popover__trigger">
          {trigger}
        </button>
      )}
      {isOpen ? (
        <>
          {layer ? (
            <div className="souk-popover__overlay" aria-hidden="true" onClick={() => close(true)} />
          ) : null}
          <div
            ref={panelRef}
            id={panelId}
            role="dialog"
            aria-modal={layer || undefined}
            aria-labelledby={titleId}
            tabIndex={-1}
            className="souk-popover__panel"
            data-souk-surface=""
          >
            <div className="souk-popover__header">
              <h2 id={titleId} className={hideTitle ? 'souk-visually-hidden' : 'souk-popover__title'}>
                {title}
              </h2>
              <CloseButton
                className="souk-popover__close"
                label={closeLabel ?? t('common.close')}
                onClick={() => close(true)}
              />
            </div>
            <div
              ref={bodyRef}
              className="souk-popover__body"
              style={{ maxBlockSize: POPUP_CONTENT_MAX_HEIGHT }}
              tabIndex={scrollable ? 0 : undefined}
            >
              {children}
            </div>
            {footer ? <div className="souk-popover__footer">{footer}</div> : null}
          </div>
        </>
      ) : null}
    </div>
  )
}
