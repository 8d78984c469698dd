export {
  CHUNK_RELOAD_KEY,
  type ChunkReloadMemory,
  type ConnectionInfo,
  claimChunkReload,
  isChunkLoadError,
  mayReloadForChunk,
  shouldPrefetch,
} from './navigation'
