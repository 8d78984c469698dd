/**
 * A redirect target that stays on this site (a path, never another origin), else null: for a `redirect` query or
 * a form's `redirectTo` field, which any client can set.
 */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target?.startsWith('/') || target.startsWith('//')) return null
  // A backslash or a control character could turn the path into another origin in some browsers.
  for (const char of target) {
    if (char === '\\' || char.charCodeAt(0) < 0x20) return null
  }
  return target
}
