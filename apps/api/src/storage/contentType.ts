/** How uploads are typed and cached, whoever serves them (the API's `/uploads/` or a bucket behind a CDN). */

/** A year, never revalidated: upload names are never reused for other bytes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Content types by file extension. */
export const TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
}

/** The type a name's extension announces, or undefined for one we never serve. */
export const typeOfName = (name: string): string | undefined =>
  TYPES_BY_EXTENSION[name.split('.').pop()?.toLowerCase() ?? '']

/** The image type a file's first bytes announce (JPEG or PNG), or null for anything else. */
export function imageKind(bytes: Uint8Array): 'jpg' | 'png' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg'
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (bytes.length >= png.length && png.every((byte, index) => bytes[index] === byte)) return 'png'
  return null
}

/**
 * The content type an upload is served with: the bytes decide between JPEG and PNG (databases seeded before the
 * images existed name PNG pictures `.jpg`), the extension decides the rest.
 */
export function contentTypeOf(name: string, head: Uint8Array): string {
  const kind = imageKind(head)
  return (kind && TYPES_BY_EXTENSION[kind]) || typeOfName(name) || 'application/octet-stream'
}
