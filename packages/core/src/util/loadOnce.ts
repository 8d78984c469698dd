/**
 * `load` called once and its promise kept (a module imported on first use, say); a failed load is forgotten,
 * so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null
  return () => {
    if (!loading) {
      const started = load()
      loading = started
      started.catch(() => {
        if (loading === started) loading = null
      })
    }
    return loading
  }
}
