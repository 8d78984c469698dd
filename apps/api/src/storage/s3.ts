/**
 * The S3 driver: any S3-compatible store through the official AWS SDK v3 client. Region and credentials come
 * from the SDK's default chain (`AWS_REGION`, `AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, profiles, roles)
 * unless given; with an endpoint (a self-hosted store) requests use path-style addressing.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3'
import { checkName, type ObjectStorage } from './storage'

/** Where the objects live. */
export interface S3StorageOptions {
  bucket: string
  /** A self-hosted store's URL (`http://127.0.0.1:4569`); unset, AWS itself. */
  endpoint?: string
  /** Put before every key, as a folder (`shop-1` stores `shop-1/product-1.png`); unset, none. */
  prefix?: string
  /** Otherwise the SDK's default chain. */
  region?: string
  credentials?: S3ClientConfig['credentials']
}

/** The key prefix as a folder: surrounding slashes trimmed, one `/` after it; empty when unset. */
export function keyPrefixOf(prefix: string | undefined): string {
  const trimmed = (prefix ?? '').trim().replace(/^\/+|\/+$/g, '')
  return trimmed ? `${trimmed}/` : ''
}

/** A "no such key" answer (GetObject says NoSuchKey, HeadObject a bare 404). */
function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return (
    failure?.name === 'NoSuchKey' ||
    failure?.name === 'NotFound' ||
    failure?.$metadata?.httpStatusCode === 404
  )
}

/** Storage in an S3 bucket. */
export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  const client = new S3Client({
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.region ? { region: options.region } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Checksums only where S3 requires them: self-hosted stores do not all read the newer trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const Bucket = options.bucket
  const prefix = keyPrefixOf(options.prefix)
  const key = (name: string) => `${prefix}${checkName(name)}`
  return {
    kind: 's3',
    async get(name) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key(name) }))
        if (!answer.Body) return null
        return {
          body: answer.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: Number(answer.ContentLength ?? 0),
          type: answer.ContentType,
        }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async head(name) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: key(name) }))
        return { size: Number(answer.ContentLength ?? 0) }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async put(name, bytes, put = {}) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key(name),
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: put.type,
          CacheControl: put.cacheControl,
        }),
      )
    },
    async remove(name) {
      // S3 answers 204 for a missing key as well.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key(name) }))
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }))
    },
    close() {
      client.destroy()
    },
  }
}
