/** Types of `s3-server.mjs` (a plain Node module, for the tests and for cluster scripts). */

/** An access key pair. */
export interface S3Credentials {
  accessKeyId: string
  secretAccessKey: string
}

/** One S3 event record of s3rver (`ObjectCreated:Put`, `ObjectRemoved:Delete`, …). */
export interface S3EventRecord {
  eventName: string
  s3: { bucket: { name: string }; object: { key: string; size?: number } }
}

/** A running s3rver. */
export interface RunningS3Server {
  /** `http://127.0.0.1:<port>` */
  endpoint: string
  port: number
  bucket: string
  dir: string
  region: string
  credentials: S3Credentials
  /**
   * SOUK_S3_ENDPOINT, SOUK_S3_BUCKET, AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, and
   * AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true.
   */
  env: Record<string, string>
  /** Calls the listener with each object event; returns the function that stops it. */
  onObjectEvent(listener: (record: S3EventRecord) => void): () => void
  close(): Promise<void>
}

export const S3_CREDENTIALS: S3Credentials
export const S3_REGION: string

export function startS3Server(options?: {
  port?: number
  dir?: string
  bucket?: string
}): Promise<RunningS3Server>
