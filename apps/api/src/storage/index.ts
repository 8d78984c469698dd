/** Object storage for uploads: the interface, its two drivers, and the choice made by the settings. */
import { join } from 'node:path'
import type { ApiConfig } from '../config'
import { createDiskStorage } from './disk'
import { createS3Storage } from './s3'
import type { ObjectStorage } from './storage'

export { createDiskStorage } from './disk'
export { createS3Storage, type S3StorageOptions } from './s3'
export {
  bytesOf,
  isStorableName,
  type ObjectStorage,
  type PutOptions,
  type StoredObject,
} from './storage'

/** The disk folder of uploads: `SOUK_DATA_DIR/uploads`. */
export const uploadsDir = (config: Pick<ApiConfig, 'dataDir'>) => join(config.dataDir, 'uploads')

/**
 * The storage the settings ask for: the bucket `SOUK_S3_BUCKET` (at `SOUK_S3_ENDPOINT`, under `SOUK_S3_PREFIX`)
 * when set, else the folder `SOUK_DATA_DIR/uploads`.
 */
export function createStorage(
  config: Pick<ApiConfig, 'dataDir' | 's3Bucket' | 's3Endpoint' | 's3Prefix'>,
): ObjectStorage {
  if (config.s3Bucket) {
    return createS3Storage({ bucket: config.s3Bucket, endpoint: config.s3Endpoint, prefix: config.s3Prefix })
  }
  return createDiskStorage(uploadsDir(config))
}
