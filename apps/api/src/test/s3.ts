/** A real S3-compatible server for a test file (s3rver over HTTP, see `scripts/s3-server.mjs`). */
import { type RunningS3Server, startS3Server } from '../../scripts/s3-server.mjs'
import { createS3Storage, type ObjectStorage } from '../storage'

// The SDK warns once that its releases after January 2027 need Node 22; the pinned one runs on Node 20.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'

/** s3rver on a free port with a temporary folder and its bucket, and storages that speak to it. */
export interface TestS3 extends RunningS3Server {
  /** A new client of the bucket (each API instance gets its own, as separate processes would). */
  storage: (prefix?: string) => ObjectStorage
}

/** Starts s3rver with a fresh bucket; `close()` stops it and deletes its folder. */
export async function startTestS3(bucket = 'souk-test'): Promise<TestS3> {
  const s3 = await startS3Server({ port: 0, bucket })
  return {
    ...s3,
    storage: (prefix) =>
      createS3Storage({
        bucket,
        endpoint: s3.endpoint,
        prefix,
        region: s3.region,
        credentials: { ...s3.credentials },
      }),
  }
}

/** A storage that records the name of every `put` it passes on (to count writes across instances). */
export function countingPuts(storage: ObjectStorage, puts: string[]): ObjectStorage {
  return {
    kind: storage.kind,
    get: (name) => storage.get(name),
    head: (name) => storage.head(name),
    put: (name, bytes, options) => {
      puts.push(name)
      return storage.put(name, bytes, options)
    },
    remove: (name) => storage.remove(name),
    check: () => storage.check(),
    close: () => storage.close?.(),
  }
}
