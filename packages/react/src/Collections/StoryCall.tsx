import { type Envelope, errorText, type Souk } from '@souk/core'
import { type ReactNode, useCallback, useEffect, useState } from 'react'
import { useT } from '../hooks/useT'
import { useSouk } from '../SoukProvider/SoukProvider'

/** What a `StoryCall` hands to its children. */
export interface StoryCallState<T> {
  /** The reply data once it arrived. */
  data: T | null
  /** The call is in flight. */
  loading: boolean
  /** The failure text (core's `errorText`), or null. */
  error: string | null
  /** Makes the call again. */
  retry: () => void
}

/** Props of `StoryCall`. */
export interface StoryCallProps<T> {
  /** The API call to make with the story's fake Souk (e.g. `souk => souk.client.catalog.home()`). */
  call: (souk: Souk) => Promise<Envelope<T>>
  /** Draws the state of the call. */
  children: (state: StoryCallState<T>) => ReactNode
}

/**
 * For stories only: makes one API call through the fake Souk of the story (`parameters.souk.routes` and
 * `delayMs`) and hands its loading, data and error states to a presentational component, as a page would.
 */
export function StoryCall<T>({ call, children }: StoryCallProps<T>) {
  const souk = useSouk()
  const { t } = useT()
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<{ data: T | null; loading: boolean; error: string | null }>({
    data: null,
    loading: true,
    error: null,
  })
  // biome-ignore lint/correctness/useExhaustiveDependencies: one call per attempt; `call` is a new function each render.
  useEffect(() => {
    let live = true
    setState((current) => ({ ...current, loading: true, error: null }))
    call(souk).then(
      (reply) => live && setState({ data: reply.data, loading: false, error: null }),
      (error: unknown) => live && setState({ data: null, loading: false, error: errorText(error, t) }),
    )
    return () => {
      live = false
    }
  }, [souk, attempt])
  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  return <>{children({ ...state, retry })}</>
}
