/** A store's calls: each answers with a promise. */
type Calls = Record<string, (...args: never[]) => Promise<unknown>>

/**
 * Store calls whose code comes with the first of them (issue 17): each waits for `load` (kept by the caller, e.g.
 * `loadOnce`: a failed download is tried again by the next call), then runs the loaded call of its name. When the
 * code could not come, `failed` hears why (a toast) and the call answers as a failed one does: `answers[name]`.
 */
export function lazyCalls<C extends Calls>(
  load: () => Promise<C>,
  answers: { [K in keyof C]: Awaited<ReturnType<C[K]>> },
  failed: (error: unknown) => void,
): C {
  const calls = {} as Record<keyof C, (...args: never[]) => Promise<unknown>>
  for (const name of Object.keys(answers) as (keyof C)[]) {
    calls[name] = async (...args) => {
      let loaded: C
      try {
        loaded = await load()
      } catch (error) {
        failed(error)
        return answers[name]
      }
      return (loaded[name] as C[keyof C])(...args)
    }
  }
  return calls as C
}
