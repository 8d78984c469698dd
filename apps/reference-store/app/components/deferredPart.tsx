import { type ComponentType, lazy, Suspense } from 'react'

/**
 * Issue 17: parts of the chrome whose code is not in the page's first download. The server renders them as
 * always (their HTML is in the page, with and without JavaScript); in the browser each keeps its server HTML,
 * not hydrated yet, until its code arrives, and that code is asked for once the page has hydrated — the page's
 * own modules never wait behind it. For what is not interactive at first paint: below the fold, overlays shown
 * later, listeners.
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

/**
 * A component whose code `load` fetches: on the server at start (so every render has it at once), in the browser
 * after the page hydrated. Wrapped in its own Suspense boundary (two HTML comments): until the code is there the
 * server's HTML stays as it is.
 */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const start = () => {
    loading ??= load().then((component) => {
      loaded = component
      return component
    })
    return loading
  }
  loaders.push(start)
  // The server renders pages only after its modules are loaded: this part's code is there before the first page
  // (and `entry.server.tsx` awaits `loadDeferredParts` to be sure).
  if (import.meta.env.SSR) void start()
  const Lazy = lazy(
    () =>
      (loaded
        ? settled({ default: loaded })
        : // On the server (or a render without a document) at once; in the browser once the page has hydrated.
          (typeof document === 'undefined' ? start() : afterHydration().then(start)).then((component) => ({
            default: component,
          }))) as Promise<{ default: ComponentType<P> }>,
  )
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at module level (root.tsx)
  function DeferredPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    )
  }
  return DeferredPart
}
