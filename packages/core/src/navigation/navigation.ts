import { CHUNK_RELOAD_GUARD_MS } from '../constants'

/** What the browser tells about its connection (`navigator.connection`, where it exists). */
export interface ConnectionInfo {
  effectiveType?: string
  saveData?: boolean
}

/**
 * Idle-time prefetch of links (spec §9): never offline, on a 2g (or slow-2g) connection or in data-saver mode.
 * Browsers without the Network Information API are assumed fast.
 */
export function shouldPrefetch(online: boolean, connection?: ConnectionInfo | null): boolean {
  if (!online) return false
  if (connection?.saveData) return false
  return !/(^|-)2g$/.test(connection?.effectiveType ?? '')
}

/** True for the errors browsers raise when a code chunk of the page cannot be loaded (e.g. after a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  )
}

/**
 * One automatic reload after a failed chunk at most once a minute (spec §9): true when no reload happened yet
 * or the last one is older than the guard. `lastReloadAt` is a time in ms (e.g. kept in session storage).
 */
export function mayReloadForChunk(lastReloadAt: number | null | undefined, now: number): boolean {
  if (lastReloadAt === null || lastReloadAt === undefined || !Number.isFinite(lastReloadAt)) return true
  return now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS || now < lastReloadAt
}

/** The session-storage key holding the time of the last automatic reload. */
export const CHUNK_RELOAD_KEY = 'soukChunkReloadAt'

/** Where the time of the last automatic reload is kept: the tab's session storage (not module state). */
export type ChunkReloadMemory = Pick<Storage, 'getItem' | 'setItem'>

/**
 * Takes the one automatic reload of the minute (spec §8, §9): true, and the time remembered, when no reload
 * happened in the last minute; false otherwise. Without storage (blocked) it still allows the reload.
 */
export function claimChunkReload(memory: ChunkReloadMemory | null | undefined, now: number): boolean {
  let last: number | null = null
  try {
    last = Number(memory?.getItem(CHUNK_RELOAD_KEY)) || null
  } catch {
    // Storage blocked: the guard cannot be kept.
  }
  if (!mayReloadForChunk(last, now)) return false
  try {
    memory?.setItem(CHUNK_RELOAD_KEY, String(now))
  } catch {}
  return true
}
