/**
 * Space-separated tokens from the parts that are set, for class names and id lists (`aria-describedby`):
 * `cx('souk-card', selected && 'souk-card--selected', className)`. Empty, false, null and undefined parts are
 * skipped. One helper instead of a `[…].filter(Boolean).join(' ')` in every component; written here rather
 * than taken from clsx/lite because the widgets' first load measured 19 bytes gz smaller with it.
 */
export function cx(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ')
}
