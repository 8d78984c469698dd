/**
 * Where uploads live: review photos, the generated seed pictures and their `thumb-` sizes. One interface, two
 * drivers (`disk.ts`, the default, and `s3.ts`); `createStorage` picks one from the settings.
 */

/** An object read from storage: its bytes as a stream, their count, and the type it was stored with (if any). */
export interface StoredObject {
  body: ReadableStream<Uint8Array>
  size: number
  /** The content type recorded with the object (S3 keeps one; the disk does not). */
  type: string | undefined
}

/** What `put` may record with an object. */
export interface PutOptions {
  /** Content type (S3 serves it when a CDN reads the bucket directly). */
  type?: string
  /** Cache-Control recorded with the object (idem). */
  cacheControl?: string
}

/** Object storage for uploads, keyed by the upload's file name. */
export interface ObjectStorage {
  /** `disk` or `s3`, for logs and readiness answers. */
  readonly kind: 'disk' | 's3'
  /** The object, or null when there is none of that name. */
  get(name: string): Promise<StoredObject | null>
  /** The object's size when it exists, else null (no bytes are read). */
  head(name: string): Promise<{ size: number } | null>
  /** Writes (or replaces) an object whole: readers never see a part of it. */
  put(name: string, bytes: Uint8Array, options?: PutOptions): Promise<void>
  /** Deletes an object; a missing one is fine. */
  remove(name: string): Promise<void>
  /** Resolves when the storage answers (readiness), rejects with the reason otherwise. Cheap: one call. */
  check(): Promise<void>
  /** Lets go of connections (S3 keeps some open); the storage is not used afterwards. */
  close?(): void
}

/** Names storage accepts: one path segment of safe characters, never `.` or `..` (checked by every driver). */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/

/** Whether a name may be stored (see SAFE_NAME). */
export const isStorableName = (name: string) => SAFE_NAME.test(name) && !name.includes('..')

/** Throws for a name that is no single safe file name (drivers call it before touching anything). */
export function checkName(name: string): string {
  if (!isStorableName(name)) throw new Error(`Not a storable name: ${JSON.stringify(name)}`)
  return name
}

/** Reads a stored object's bytes whole. */
export async function bytesOf(object: StoredObject): Promise<Uint8Array> {
  return new Uint8Array(await new Response(object.body).arrayBuffer())
}

/**
 * The first `count` bytes of a stream (fewer if it is shorter) and a stream that still yields every byte, the
 * first ones included (to decide a content type by the bytes before streaming them).
 */
export async function peek(
  body: ReadableStream<Uint8Array>,
  count: number,
): Promise<{ head: Uint8Array; body: ReadableStream<Uint8Array> }> {
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let length = 0
  let done = false
  while (length < count) {
    const next = await reader.read()
    if (next.done) {
      done = true
      break
    }
    chunks.push(next.value)
    length += next.value.length
  }
  const head = new Uint8Array(length)
  let offset = 0
  for (const chunk of chunks) {
    head.set(chunk, offset)
    offset += chunk.length
  }
  const rest = new ReadableStream<Uint8Array>({
    start(controller) {
      if (head.length) controller.enqueue(head)
      if (done) controller.close()
    },
    async pull(controller) {
      const next = await reader.read()
      if (next.done) controller.close()
      else controller.enqueue(next.value)
    },
    cancel(reason) {
      return reader.cancel(reason)
    },
  })
  return { head: head.subarray(0, count), body: rest }
}
