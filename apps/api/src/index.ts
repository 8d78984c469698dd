/** @souk/api: the reference commerce API, for embedding in the reference store's server. */
export { type CreateApiOptions, createApi, type SoukApi } from './app'
export { type ApiConfig, loadConfig } from './config'
export { type Db, type OpenDb, type OpenDbOptions, openDb } from './db/openDb'
export { type CacheSync, startCacheSync } from './http/cacheSync'
export { type TrustedProxies, trustedProxies } from './http/clientAddress'
export type { ReadinessCheck } from './http/readiness'
export { createLogger, type LogFormat, type Logger } from './http/requestLog'
export { type GracefulShutdownOptions, gracefulShutdown, stopOnSignals } from './http/shutdown'
export type {
  PaymentProvider,
  PaymentProviders,
  PaymentRequest,
  PaymentVerdict,
  StartedPayment,
} from './payments/gateway'
export { DEMO_PASSWORD } from './seed/customers'
export { isSeeded, type SeedOptions, type SeedSummary, seedDatabase } from './seed/seed'
export {
  createDiskStorage,
  createS3Storage,
  createStorage,
  type ObjectStorage,
  type PutOptions,
  type S3StorageOptions,
  type StoredObject,
  uploadsDir,
} from './storage'
