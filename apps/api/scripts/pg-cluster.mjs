// A throw-away PostgreSQL cluster for the test run and the benchmark: initdb in a temporary folder owned by the
// `postgres` user (initdb refuses root), started on 127.0.0.1 on a free port, stopped and deleted by `stop()`.
import { spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The folder holding `initdb` and `pg_ctl` (newest installed major first), or null. */
export function findPostgresBin() {
  const base = '/usr/lib/postgresql'
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : []
  for (const version of versions) {
    const bin = join(base, version, 'bin')
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin
  }
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir
  }
  return null
}

/** A port free on 127.0.0.1 at this moment. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

function postgresUser() {
  const result = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' })
  return result.status === 0 ? { uid: Number(result.stdout.trim()), gid: Number(gid.stdout.trim()) } : null
}

/**
 * Creates and starts a cluster. Returns `{ url, stop }`, or `{ skipped: reason }` when PostgreSQL is not
 * installed or cannot start here (never throws for that: callers print the reason and carry on).
 */
export async function startPostgres({ log = console.log } = {}) {
  const bin = findPostgresBin()
  if (!bin)
    return { skipped: 'PostgreSQL is not installed (no initdb/pg_ctl under /usr/lib/postgresql/*/bin)' }
  const asRoot = process.getuid?.() === 0
  const owner = asRoot ? postgresUser() : null
  if (asRoot && !owner)
    return { skipped: 'running as root and there is no `postgres` user to own the cluster' }
  const runuser =
    existsSync('/usr/sbin/runuser') || existsSync('/sbin/runuser') || existsSync('/usr/bin/runuser')
  const dir = mkdtempSync(join(tmpdir(), 'souk-pg-'))
  const data = join(dir, 'data')
  const logFile = join(dir, 'server.log')
  const exec = (command, args) => {
    const full = [join(bin, command), ...args]
    const result = !asRoot
      ? spawnSync(full[0], full.slice(1), { encoding: 'utf8' })
      : runuser
        ? spawnSync('runuser', ['-u', 'postgres', '--', ...full], { encoding: 'utf8' })
        : spawnSync(
            'su',
            [
              'postgres',
              '-s',
              '/bin/sh',
              '-c',
              full.map((arg) => `'${arg.replace(/'/g, `'\\''`)}'`).join(' '),
            ],
            {
              encoding: 'utf8',
            },
          )
    return result
  }
  let started = false
  const stop = () => {
    if (started) exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
    started = false
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    if (owner) chownSync(dir, owner.uid, owner.gid)
    const initdb = (locale) =>
      exec('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', ...locale, '--no-sync'])
    // Byte order for sorting (C), but UTF-8 character classes: under LC_CTYPE=C, pg_trgm sees no letters in
    // Arabic or Hindi text (no trigrams, so search in those languages reads every row) and ILIKE folds only ASCII.
    // Without a C.UTF-8 locale on the system, plain C as before.
    let init = initdb(['--locale=C', '--lc-ctype=C.UTF-8'])
    if (init.status !== 0) {
      rmSync(data, { recursive: true, force: true })
      init = initdb(['--no-locale'])
    }
    if (init.status !== 0) {
      stop()
      return {
        skipped: `initdb failed: ${(init.stderr || init.stdout || String(init.error)).trim().split('\n').pop()}`,
      }
    }
    const port = await freePort()
    const options = [
      '-c listen_addresses=127.0.0.1',
      `-p ${port}`,
      `-c unix_socket_directories=${dir}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ')
    const start = exec('pg_ctl', ['-D', data, '-o', options, '-l', logFile, '-w', '-t', '60', 'start'])
    started = true
    if (start.status !== 0) {
      const tail = existsSync(logFile)
        ? readFileSync(logFile, 'utf8').trim().split('\n').slice(-3).join(' | ')
        : ''
      stop()
      return { skipped: `pg_ctl start failed: ${tail || start.stderr}` }
    }
    const version = spawnSync(join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout.trim()
    log(`PostgreSQL cluster in ${dir} on 127.0.0.1:${port} (${version})`)
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, stop }
  } catch (error) {
    stop()
    return { skipped: `could not start PostgreSQL: ${error.message}` }
  }
}
