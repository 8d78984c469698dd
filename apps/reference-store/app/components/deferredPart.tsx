import { editedFields, replayEdits } from '@souk/react'
import { type ComponentType, lazy, type ReactElement, Suspense, useEffect, useRef, useState } from 'react'

/**
 * Issue 17: parts of a page whose code is not in the page's first download. The server renders them as always
 * (their HTML is in the page, with and without JavaScript); in the browser each keeps its server HTML, not hydrated
 * yet, until its code arrives, and that code is asked for once the page has hydrated — the page's own modules
 * never wait behind it. For what nobody needs to act on before that, or what works without its code: pictures,
 * words and links, forms the server answers, overlays shown later, listeners, what shows only once a call has
 * answered in the browser; a button pressed or a field edited meanwhile reaches the part once it has hydrated
 * (`replayPressesIn`).
 */

let hydrated = false
const waiting: (() => void)[] = []

/** The performance mark of the moment the page hydrated (what came before is the page's first load). */
export const HYDRATED_MARK = 'souk:hydrated'

/** Called once the page has hydrated (the root's first effect): the deferred parts' code loads from then on. */
export function pageHydrated(): void {
  if (hydrated) return
  hydrated = true
  performance.mark(HYDRATED_MARK)
  for (const resume of waiting.splice(0)) resume()
}

/** Every deferred part's loader (made once per part, at module level). */
const loaders: (() => Promise<unknown>)[] = []

/**
 * Loads every deferred part's code now: a server (or a test rendering on the "server") awaits it before its first
 * render, so no part suspends there (the server would otherwise send its fallback).
 */
export async function loadDeferredParts(): Promise<void> {
  await Promise.all(loaders.map((load) => load()))
}

/**
 * `load`, tried again each time the browser is back online when it failed offline: a part's code that could not
 * come during a moment offline leaves its server HTML in place (links and forms work) rather than the page giving
 * way to the error page. Failing online (a new deploy took the file's name) is the chunk-reload guard's.
 */
async function untilOnline<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load()
    } catch (error) {
      if (typeof navigator === 'undefined' || navigator.onLine !== false) throw error
      await new Promise((resolve) => window.addEventListener('online', resolve, { once: true }))
    }
  }
}

function afterHydration(): Promise<void> {
  return hydrated ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve))
}

/** A thenable that calls back at once: React's `lazy` then renders the part in the same pass, without suspending. */
function settled<T>(value: T): PromiseLike<T> {
  return {
    // biome-ignore lint/suspicious/noThenProperty: a thenable is what React's lazy takes
    then: <R,>(resolve?: ((value: T) => R | PromiseLike<R>) | null) =>
      (resolve ? resolve(value) : value) as unknown as PromiseLike<R>,
  }
}

/** A deferred part's buttons pressed before its code arrived, with the selector of the part's root. */
interface PendingPresses {
  root: string
  buttons: HTMLButtonElement[]
  hydrated: boolean
}

const awaitingCode: PendingPresses[] = []

/**
 * A press on a button of a deferred part whose code has not arrived (its server HTML is there, not hydrated yet,
 * so the press would do nothing): remembered, and pressed again once the part has hydrated. Links and submit
 * buttons need no help: without the part's code, the browser follows them (the no-JS forms).
 */
function rememberPress(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null
  const button = target?.closest('button')
  if (button?.type !== 'button') return
  for (const part of awaitingCode) {
    if (!part.hydrated && button.closest(part.root)) part.buttons.push(button)
  }
}

/** What `deferredPart` passes to its part's wrapper: called once the part has hydrated. */
interface Hydrating {
  onHydrated?: () => void
}

/** Options of `deferredPart`. */
export interface DeferredPartOptions {
  /**
   * The selector of the part's root element in the server HTML: a button pressed in it before the part's code
   * arrived is pressed again once the part has hydrated (a tap right after the page loaded still works), and an
   * edit of one of its fields meanwhile (a text typed, a box ticked) reaches the part as if made then (its
   * `onChange` hears it: `replayEdits`).
   */
  replayPressesIn?: string
  /**
   * Whether the fields edited in `replayPressesIn` before the code arrived are replayed (default true); false for a
   * part that takes them itself (`useHydrationEdits`: the listing's filters apply the boxes ticked as one change).
   */
  replayEdits?: boolean
}

/**
 * A component whose code `load` fetches: on the server at start (so every render has it at once), in the browser
 * after the page hydrated. Wrapped in its own Suspense boundary (two HTML comments): until the code is there the
 * server's HTML stays as it is.
 */
export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { replayPressesIn, replayEdits: edits = true }: DeferredPartOptions = {},
): ComponentType<P> {
  let loaded: ComponentType<P & Hydrating> | undefined
  let loading: Promise<ComponentType<P & Hydrating>> | undefined
  const pending: PendingPresses | undefined = replayPressesIn
    ? { root: replayPressesIn, buttons: [], hydrated: false }
    : undefined
  if (pending && typeof document !== 'undefined') {
    // Listening already while another part waits (adding the same listener again would do nothing anyway).
    if (awaitingCode.every((part) => part.hydrated)) document.addEventListener('click', rememberPress, true)
    awaitingCode.push(pending)
  }
  /**
   * The part's component, which says when it has hydrated (`onHydrated`, not passed on), and then presses again
   * the buttons pressed before.
   */
  const withReplay = (Part: ComponentType<P>): ComponentType<P & Hydrating> => {
    function Replaying({ onHydrated, ...props }: P & Hydrating) {
      useEffect(() => {
        onHydrated?.()
        if (!pending || pending.hydrated) return
        pending.hydrated = true
        if (awaitingCode.every((part) => part.hydrated))
          document.removeEventListener('click', rememberPress, true)
        if (edits) for (const root of document.querySelectorAll(pending.root)) replayEdits(editedFields(root))
        for (const button of pending.buttons.splice(0)) if (button.isConnected) button.click()
      }, [onHydrated])
      return <Part {...(props as P)} />
    }
    return Replaying
  }
  const start = () => {
    loading ??= untilOnline(load).then((part) => {
      const component = withReplay(part)
      loaded = component
      return component
    })
    return loading
  }
  loaders.push(start)
  // The server renders pages only after its modules are loaded: this part's code is there before the first page
  // (and `entry.server.tsx` awaits `loadDeferredParts` to be sure).
  if (import.meta.env.SSR) void start()
  // A module evaluated after the page hydrated (a route's, on a navigation): its part's code loads with it, so the
  // new page renders with it rather than without it for a moment.
  else if (hydrated) void start()
  const Lazy = lazy(
    () =>
      (loaded
        ? settled({ default: loaded })
        : // On the server (or a render without a document) at once; in the browser once the page has hydrated.
          (typeof document === 'undefined' ? start() : afterHydration().then(start)).then((component) => ({
            default: component,
          }))) as Promise<{ default: ComponentType<P & Hydrating> }>,
  )
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at module level (rootView.tsx)
  function DeferredPart(props: P) {
    // Until the part has hydrated, it is the same element on every render of the page: a part not hydrated yet that
    // received new props (the page rendered again, e.g. the header on a phone once the media query is read) would
    // be rendered afresh by React, its server HTML dropped for the empty fallback until its code arrived. It
    // hydrates with the props of the first render (those of the server's HTML), then takes the latest.
    const [live, setLive] = useState(() => loaded !== undefined)
    const first = useRef<ReactElement | null>(null)
    if (!live) {
      first.current ??= (
        <Suspense fallback={null}>
          <Lazy {...props} onHydrated={() => setLive(true)} />
        </Suspense>
      )
      return first.current
    }
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    )
  }
  return DeferredPart
}
