/** The disk driver: one folder (`SOUK_DATA_DIR/uploads` by default), written atomically (temporary file, rename). */
import { randomBytes } from 'node:crypto'
import { constants } from 'node:fs'
import { access, mkdir, open, rename, rm, stat, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { checkName, type ObjectStorage } from './storage'

/** Errors that mean "no such object". */
const MISSING = new Set(['ENOENT', 'EISDIR', 'ENOTDIR'])
const isMissing = (error: unknown) => MISSING.has((error as NodeJS.ErrnoException)?.code ?? '')

/** Storage in a folder of this machine (created on first write). */
export function createDiskStorage(dir: string): ObjectStorage {
  const path = (name: string) => join(dir, checkName(name))
  return {
    kind: 'disk',
    async get(name) {
      let handle: Awaited<ReturnType<typeof open>> | undefined
      try {
        handle = await open(path(name), 'r')
        const { size, isFile } = await handle
          .stat()
          .then((info) => ({ size: info.size, isFile: info.isFile() }))
        if (!isFile) {
          await handle.close()
          return null
        }
        const stream = handle.createReadStream({ autoClose: true })
        return { body: Readable.toWeb(stream) as ReadableStream<Uint8Array>, size, type: undefined }
      } catch (error) {
        await handle?.close().catch(() => undefined)
        if (isMissing(error)) return null
        throw error
      }
    },
    async head(name) {
      try {
        const info = await stat(path(name))
        return info.isFile() ? { size: info.size } : null
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async put(name, bytes) {
      const target = path(name)
      await mkdir(dir, { recursive: true })
      // A dot name never matches SAFE_NAME, so a half-written file is never served or listed as an upload.
      const temporary = join(dir, `.${name}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`)
      try {
        await writeFile(temporary, bytes, { flag: 'wx' })
        await rename(temporary, target)
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
    },
    async remove(name) {
      await unlink(path(name)).catch((error) => {
        if (!isMissing(error)) throw error
      })
    },
    async check() {
      await mkdir(dir, { recursive: true })
      await access(dir, constants.R_OK | constants.W_OK)
    },
  }
}
