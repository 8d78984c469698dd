/**
 * A real S3-compatible server for tests and local clusters: s3rver (HTTP, SigV4, files in a folder), started on a
 * port with its bucket created.
 *
 *   import { startS3Server } from './apps/api/scripts/s3-server.mjs'
 *   const s3 = await startS3Server({ port: 0, dir: '/tmp/souk-s3', bucket: 'souk' })
 *   // s3.env: SOUK_S3_ENDPOINT, SOUK_S3_BUCKET, AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY (and the
 *   // switch that silences the SDK's Node 22 notice): spread it into each API instance's environment
 *   await s3.close()
 *
 * Keys are s3rver's fixed pair (`S3RVER` / `S3RVER`); it listens on 127.0.0.1 only.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'

/** s3rver's only account (not frozen: the AWS SDK marks the credentials it is given). */
export const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
/** Any region does for s3rver; the SDK needs one. */
export const S3_REGION = 'us-east-1'

/**
 * Starts s3rver on 127.0.0.1:`port` (0: a free one) keeping objects in `dir` (default: a new temporary folder,
 * deleted again by `close`), with `bucket` created.
 */
export async function startS3Server({ port = 0, dir, bucket = 'souk' } = {}) {
  const ownDir = !dir
  const directory = dir ?? mkdtempSync(join(tmpdir(), 'souk-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const address = await server.run()
  const endpoint = `http://127.0.0.1:${address.port}`
  return {
    endpoint,
    port: address.port,
    bucket,
    dir: directory,
    region: S3_REGION,
    credentials: { ...S3_CREDENTIALS },
    /** The environment an API instance needs to keep its uploads in this bucket. */
    env: {
      SOUK_S3_ENDPOINT: endpoint,
      SOUK_S3_BUCKET: bucket,
      AWS_REGION: S3_REGION,
      AWS_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
      // The SDK's one-time notice that its releases after January 2027 need Node 22 (the pinned one runs on 20).
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    /** Calls `listener` with each object event (`{ eventName: 'ObjectCreated:Put', s3: { object: { key } } }`). */
    onObjectEvent(listener) {
      const forward = (event) => {
        for (const record of event.Records ?? []) listener(record)
      }
      server.on('event', forward)
      return () => server.off('event', forward)
    },
    async close() {
      await server.close()
      if (ownDir) rmSync(directory, { recursive: true, force: true })
    },
  }
}
