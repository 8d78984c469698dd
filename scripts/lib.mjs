// Helpers shared by the root scripts (`npm start`, `npm test`, the benches, api-compare): run commands, find
// pnpm, start a built server.
import { spawn, spawnSync } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = fileURLToPath(new URL('..', import.meta.url))
export const PNPM_VERSION = '12.21.0'

/** Runs a command in the repository root with inherited output; throws when it fails. */
export function run(command, args, options = {}) {
  const started = Date.now()
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.error) throw result.error
  if (result.status !== 0) {
    const error = new Error(
      `${command} ${args.join(' ')} failed with exit code ${result.status} after ${seconds}s`,
    )
    error.exitCode = result.status ?? 1
    throw error
  }
  return seconds
}

/** The pnpm this repository pins: the one on PATH when it is that version, else through npx. */
export function pnpm() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' })
  if (probe.status === 0 && probe.stdout.trim() === PNPM_VERSION) return ['pnpm']
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`]
}

/** Runs pnpm with the given arguments. */
export function runPnpm(args, options) {
  const [command, ...prefix] = pnpm()
  return run(command, [...prefix, ...args], options)
}

/**
 * Runs pnpm with its output appended to `logFile` instead of the terminal: one phase of `npm start` prints one
 * line. When the command fails the whole log is printed, then the error is thrown.
 */
export function runPnpmQuietly(args, logFile) {
  const [command, ...prefix] = pnpm()
  const fd = openSync(logFile, 'a')
  writeSync(fd, `\n$ pnpm ${args.join(' ')}\n`)
  try {
    return run(command, [...prefix, ...args], { stdio: ['ignore', fd, fd] })
  } catch (error) {
    process.stdout.write('\n')
    console.error(readFileSync(logFile, 'utf8'))
    console.error(`(the output above is also in ${logFile})`)
    throw error
  } finally {
    closeSync(fd)
  }
}

/**
 * Starts pnpm with the given arguments beside the steps that follow (`npm test` overlaps independent steps): its
 * output goes to `logFile`, not the terminal, so it cannot interleave. `finish()` waits for it, prints its output
 * under a heading naming `title`, and throws (naming `title`) when it failed.
 */
export function startPnpmInBackground(title, args, logFile) {
  const [command, ...prefix] = pnpm()
  return startInBackground(title, command, [...prefix, ...args], logFile)
}

/** `startPnpmInBackground` for any command: its output to `logFile`, printed by `finish()`. */
export function startInBackground(title, command, args, logFile) {
  const fd = openSync(logFile, 'w')
  const started = Date.now()
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', fd, fd] })
  closeSync(fd)
  const exited = new Promise((resolve) => {
    child.once('error', (error) => resolve({ code: 1, error }))
    child.once('close', (code, signal) => resolve({ code: code ?? 1, signal }))
  })
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM')
  }
  process.once('exit', stop)
  return {
    async finish() {
      const { code, signal, error } = await exited
      process.off('exit', stop)
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      console.log(`\n--- ${title} (ran beside the steps above), its output:`)
      process.stdout.write(readFileSync(logFile, 'utf8'))
      if (code !== 0) {
        const failure = new Error(
          `${title}: ${args.join(' ')} failed (${error?.message ?? (signal ? `signal ${signal}` : `exit code ${code}`)}) after ${seconds}s; its output is above and in ${logFile}`,
        )
        failure.exitCode = 1
        throw failure
      }
      console.log(`--- ${title}: done in ${seconds}s`)
      return seconds
    },
  }
}

/** Prints a section heading so a long log reads as steps. */
export function step(title) {
  console.log(`\n=== ${title}`)
}

/**
 * A whole pass of `npm test` (the API suite on PostgreSQL) cannot run here. On a developer's machine that is said
 * and the run goes on; under CI (`CI=true` or `1`) it throws: a green CI run must have run every pass.
 */
export function skipPass(pass, reason, env = process.env) {
  if (/^(true|1)$/i.test(env.CI ?? '')) {
    throw new Error(`${pass} did not run (${reason}); under CI=${env.CI} every pass must run`)
  }
  return pass
}

/**
 * Starts a built server (`main`: the API's `apps/api/dist/main.js` or the store's `dist/server.js`) on 127.0.0.1
 * with a fresh temporary data folder (PGlite, unless `env` names a DATABASE_URL), its stderr inherited. Resolves
 * once its stdout prints the line `ready` matches (the port is its first group) with `origin`
 * (`http://127.0.0.1:<port>`), `port`, `startMs` (from spawn to ready) and `stop()`, which ends it (SIGTERM) and
 * removes the data folder; rejects with its output when it exits before that.
 */
export function startServer({ main, env = {}, ready, name = 'the API', folderPrefix = 'souk-' }) {
  const dataDir = mkdtempSync(join(tmpdir(), folderPrefix))
  const started = Date.now()
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', SOUK_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const stop = () =>
    new Promise((done) => {
      const clean = () => {
        rmSync(dataDir, { recursive: true, force: true })
        done()
      }
      if (child.exitCode !== null) return clean()
      child.once('exit', clean)
      child.kill('SIGTERM')
    })
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
      const match = ready.exec(output)
      if (match) {
        child.stdout.removeAllListeners('data')
        child.stdout.resume()
        resolve({
          origin: `http://127.0.0.1:${match[1]}`,
          port: match[1],
          startMs: Date.now() - started,
          stop,
        })
      }
    })
    child.once('exit', (code) =>
      reject(new Error(`${name} exited (${code}) before it was ready:\n${output}`)),
    )
  })
}

/** The line the API prints once it listens (its port is the first group). */
export const API_READY = /http:\/\/localhost:(\d+)\/api\/v1\/.*ready in/

/** Starts the built API (`apps/api/dist/main.js`, or `main`) on a random port: `startServer` with its ready line. */
export function startApi({ main = join(root, 'apps/api/dist/main.js'), env = {}, folderPrefix } = {}) {
  return startServer({ main, env: { PORT: '0', ...env }, ready: API_READY, name: 'the API', folderPrefix })
}
