export {
  CHUNK_RELOAD_KEY,
  type ConnectionInfo,
  isChunkLoadError,
  mayReloadForChunk,
  shouldPrefetch,
} from './navigation'
