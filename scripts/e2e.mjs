// `npm run e2e` (and the e2e step of `npm test`): the Playwright suite in concurrent processes. A browser page
// mostly waits on the server, so two processes, each with its own server, ports, fresh database, JSON report and
// results folder, can overlap. SOUK_E2E_PROCESSES sets how many: 1 (the default) is the one process of old (the
// whole suite, report .reports/e2e.json); 2 runs the groups of e2e/playwright.config.ts
// side by side: `pages` (the visual snapshots first on the fresh seed, then the read-only page specs) and
// `journeys` (every other spec); more than 2 splits `journeys` further with Playwright's --shard.
// Each line of a process's output is prefixed with its name; the closing lines name each process, its time and
// its result, and the run fails when any process fails. Arguments are passed on to every process (a file filter
// that one group does not hold leaves it with no tests, which passes).
import { spawn } from 'node:child_process'
import { readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { pnpm, root } from './lib.mjs'

/**
 * How many Playwright processes: SOUK_E2E_PROCESSES, 1 by default (with 2 on a 2-core machine, two fresh servers
 * drawing the seed's pictures on first request held the browser's connections, and a few journeys' clicks
 * outlasted their waits).
 */
export function processCount(env = process.env) {
  const count = Number(env.SOUK_E2E_PROCESSES ?? 1)
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`SOUK_E2E_PROCESSES=${env.SOUK_E2E_PROCESSES}: expected a whole number from 1`)
  return count
}

/**
 * The processes to start: name, environment and Playwright arguments of each. Ports: process i takes E2E_PORT + i
 * (3100 by default) and SOUK_PARTNER_PORT + i for the partner page (by default the ports after the servers').
 */
export function plan(count, env = process.env) {
  const reports = join(root, '.reports')
  if (count === 1) return [{ name: 'e2e', env: { E2E_REPORT: join(reports, 'e2e.json') }, args: [] }]
  const port = Number(env.E2E_PORT ?? 3100)
  const partnerPort = env.SOUK_PARTNER_PORT ? Number(env.SOUK_PARTNER_PORT) : port + count
  const shards = count - 1
  const runs = [{ name: 'pages', group: 'pages', args: [] }]
  for (let shard = 1; shard <= shards; shard++) {
    runs.push(
      shards === 1
        ? { name: 'journeys', group: 'journeys', args: [] }
        : { name: `journeys-${shard}`, group: 'journeys', args: [`--shard=${shard}/${shards}`] },
    )
  }
  return runs.map(({ name, group, args }, index) => ({
    name,
    args,
    env: {
      E2E_GROUP: group,
      E2E_PORT: String(port + index),
      SOUK_PARTNER_PORT: String(partnerPort + index),
      E2E_REPORT: join(reports, `e2e-${name}.json`),
      E2E_OUTPUT_DIR: join(root, 'test-results', name),
      // Each server starts on a fresh database of its own (the config makes one when this is unset).
      ...(env.E2E_DATA_DIR ? { E2E_DATA_DIR: `${env.E2E_DATA_DIR}-${name}` } : {}),
    },
  }))
}

/** The JSON reports a run wrote (one per process), for `npm test`'s totals. */
export function e2eReports() {
  const reports = join(root, '.reports')
  return readdirSync(reports)
    .filter((file) => /^e2e(-[\w-]+)?\.json$/.test(file))
    .map((file) => join(reports, file))
}

/** Runs one Playwright process; its output lines prefixed with `[name]` when several run at once. */
function runOne({ name, env, args }, extraArgs, prefixed) {
  const [command, ...prefix] = pnpm()
  const playwrightArgs = [...args, ...extraArgs]
  if (prefixed && extraArgs.length > 0) playwrightArgs.push('--pass-with-no-tests')
  const started = Date.now()
  const child = spawn(
    command,
    [...prefix, '--filter', '@souk/e2e', 'exec', 'playwright', 'test', ...playwrightArgs],
    {
      cwd: root,
      env: { ...process.env, ...env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
      stdio: ['ignore', prefixed ? 'pipe' : 'inherit', prefixed ? 'pipe' : 'inherit'],
    },
  )
  if (prefixed) {
    const tag = `[${name}] `
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n')
        rest = lines.pop()
        if (lines.length > 0) out.write(lines.map((line) => `${tag}${line}\n`).join(''))
      })
      stream.on('end', () => {
        if (rest) out.write(`${tag}${rest}\n`)
      })
    }
  }
  return {
    child,
    done: new Promise((resolve) => {
      child.once('error', (error) => resolve({ name, code: 1, error, seconds: 0 }))
      child.once('close', (code, signal) =>
        resolve({ name, code: code ?? 1, signal, seconds: (Date.now() - started) / 1000 }),
      )
    }),
  }
}

/** Runs the suite; resolves with each process's result and throws (after all have ended) when one failed. */
export async function runE2e(extraArgs = [], env = process.env) {
  const runs = plan(processCount(env), env)
  rmSync(join(root, '.reports', 'e2e.json'), { force: true })
  for (const { env: own } of runs) rmSync(own.E2E_REPORT, { force: true })
  const prefixed = runs.length > 1
  if (prefixed)
    console.log(
      `Playwright in ${runs.length} processes at once: ${runs.map(({ name, env: own }) => `${name} (port ${own.E2E_PORT})`).join(', ')}. SOUK_E2E_PROCESSES=1 runs one.`,
    )
  const started = runs.map((one) => runOne(one, extraArgs, prefixed))
  const forward = (signal) => {
    for (const { child } of started) if (child.exitCode === null) child.kill(signal)
  }
  process.on('SIGTERM', forward)
  let results
  try {
    results = await Promise.all(started.map(({ done }) => done))
  } finally {
    process.off('SIGTERM', forward)
  }
  if (prefixed) {
    console.log('')
    for (const { name, code, signal, error, seconds } of results)
      console.log(
        `e2e ${name}: ${code === 0 ? 'passed' : `FAILED (${error?.message ?? (signal ? `signal ${signal}` : `exit code ${code}`)}; its lines above start with [${name}])`} in ${seconds.toFixed(0)} s`,
      )
  }
  const failed = results.filter(({ code }) => code !== 0)
  if (failed.length > 0) {
    const error = new Error(`Playwright failed in ${failed.map(({ name }) => name).join(', ')}`)
    error.exitCode = 1
    throw error
  }
  return results
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await runE2e(process.argv.slice(2))
  } catch (error) {
    console.error(error.message)
    process.exit(error.exitCode ?? 1)
  }
}
