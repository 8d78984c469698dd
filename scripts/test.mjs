// `npm test`: everything from a fresh clone. Install with the frozen lockfile, build the packages, lint,
// type-check, run every test, then the package checks (publint, attw, the consumer test of the packed tarballs,
// size budgets). Prints one closing line "N passed, N failed" summed over the test runners.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { startPostgres } from '../apps/api/scripts/pg-cluster.mjs'
import { findHaproxy } from './cluster/haproxy.mjs'
import { e2eReports, processCount, runE2e } from './e2e.mjs'
import {
  step as announce,
  root,
  run,
  runPnpm,
  skipPass,
  startInBackground,
  startPnpmInBackground,
} from './lib.mjs'

const reports = join(root, '.reports')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

const totals = { passed: 0, failed: 0, skipped: 0 }
/** How long each step took, printed at the end: the run must stay under 30 minutes on a 2-core machine. */
const durations = []
/** Starts a step: prints its title and closes the previous step's time. */
function step(title) {
  const now = performance.now()
  const last = durations.at(-1)
  if (last) last.seconds = (now - last.start) / 1000
  durations.push({ title, start: now })
  announce(title)
}

/** Whole passes that did not run (only outside CI), named again in the closing lines. */
const skippedPasses = []

/** Adds a Playwright JSON report to the totals. */
function countPlaywright(file) {
  if (!existsSync(file)) return
  const { stats } = JSON.parse(readFileSync(file, 'utf8'))
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0)
  totals.failed += stats?.unexpected ?? 0
  totals.skipped += stats?.skipped ?? 0
}

/** Adds the checks of a script's `--report` (the cluster, the consumer test) to the totals. */
function countChecks(file) {
  if (!existsSync(file)) return
  const { checks } = JSON.parse(readFileSync(file, 'utf8'))
  totals.passed += checks.filter((check) => check.ok).length
  totals.failed += checks.filter((check) => !check.ok).length
}

/** Adds a vitest JSON report to the totals. */
function count(file) {
  if (!existsSync(file)) return
  const report = JSON.parse(readFileSync(file, 'utf8'))
  totals.passed += report.numPassedTests ?? 0
  totals.failed += report.numFailedTests ?? 0
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
}

let failure
try {
  step('install (frozen lockfile)')
  runPnpm(['install', '--frozen-lockfile'])

  step('build packages')
  runPnpm(['run', 'build'])

  step('lint and format (biome)')
  runPnpm(['run', 'lint'])

  // tsc runs on one core: the Storybook static build, which does not read its output, takes the other meanwhile.
  step(
    'type-check and Storybook static build (tsc -b, the built @souk/web-components types as a host sees them; the build beside them, its output after)',
  )
  const storybookBuild = startPnpmInBackground(
    'Storybook static build',
    ['--filter', '@souk/storybook', 'run', 'build-storybook'],
    join(reports, 'storybook-build.log'),
  )
  let typeError
  try {
    runPnpm(['run', 'typecheck'])
    runPnpm(['--filter', '@souk/web-components', 'run', 'test:types'])
  } catch (error) {
    typeError = error
  }
  try {
    await storybookBuild.finish()
  } catch (error) {
    if (!typeError) throw error
    console.error(error.message)
  }
  if (typeError) throw typeError

  step('unit, component and story tests (vitest; stories in Chromium with axe)')
  const vitestReport = join(reports, 'vitest.json')
  try {
    runPnpm([
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestReport}`,
    ])
  } finally {
    count(vitestReport)
  }

  step('API suite on PostgreSQL (a throw-away cluster on 127.0.0.1)')
  const cluster = await startPostgres()
  if (cluster.skipped) {
    skippedPasses.push(skipPass('API suite on PostgreSQL', cluster.skipped))
    console.log(`Skipped: ${cluster.skipped}. CI installs Debian postgresql (.ci/run).`)
  } else {
    const postgresReport = join(reports, 'vitest-api-postgres.json')
    // Ctrl-C reaches vitest too; wait for it, remove the cluster, then stop.
    let interrupted = false
    const onSignal = () => {
      interrupted = true
    }
    process.on('SIGINT', onSignal)
    process.on('SIGTERM', onSignal)
    try {
      runPnpm(
        [
          'exec',
          'vitest',
          'run',
          '--project',
          'api',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${postgresReport}`,
        ],
        { env: { ...process.env, DATABASE_URL: cluster.url } },
      )
    } finally {
      count(postgresReport)
      cluster.stop()
      process.off('SIGINT', onSignal)
      process.off('SIGTERM', onSignal)
    }
    if (interrupted) throw new Error('interrupted')
  }

  const e2eProcesses = processCount()
  step(
    `end-to-end journeys (Playwright, system Chromium, production build; ${e2eProcesses === 1 ? 'one process' : `${e2eProcesses} processes at once, SOUK_E2E_PROCESSES=1 runs one`})`,
  )
  try {
    await runE2e()
  } finally {
    for (const file of e2eReports()) countPlaywright(file)
  }

  // The cluster's checks mostly wait (three instances starting, NOTIFY crossing them): they run beside the package
  // checks, the consumer test and the size budgets, which do not touch it; its output is printed after them.
  step(
    'several instances behind HAProxy (scripts/cluster.mjs --short: PostgreSQL, S3, three instances), beside the package checks, the consumer test and the size budgets',
  )
  const clusterReport = join(reports, 'cluster.json')
  const instances = findHaproxy()
    ? startInBackground(
        'several instances behind HAProxy',
        process.execPath,
        ['scripts/cluster.mjs', '--short', '--report', clusterReport],
        join(reports, 'cluster.log'),
      )
    : null
  if (!instances) skippedPasses.push(skipPass('cluster checks', 'HAProxy is not installed'))
  let tailError
  try {
    step('package checks (publint --strict and @arethetypeswrong/cli on every published package)')
    run(process.execPath, ['scripts/package-checks.mjs'])

    step(
      'consumer test (the packed tarballs in a Vite + React 19 + TypeScript app outside the repo, in Chromium)',
    )
    const consumerReport = join(reports, 'consumer.json')
    try {
      run(process.execPath, ['scripts/consumer-test.mjs', '--report', consumerReport])
    } finally {
      countChecks(consumerReport)
    }

    step('size budgets')
    run(process.execPath, ['scripts/size.mjs', '--check'])
    run(process.execPath, ['packages/web-components/scripts/size.mjs', '--check'])
  } catch (error) {
    tailError = error
  }
  if (instances) {
    step('several instances behind HAProxy: its output')
    try {
      await instances.finish()
    } finally {
      countChecks(clusterReport)
    }
  }
  if (tailError) throw tailError
} catch (error) {
  failure = error
}

console.log('')
const last = durations.at(-1)
if (last) last.seconds = (performance.now() - last.start) / 1000
for (const { title, seconds } of durations)
  console.log(`${seconds.toFixed(0).padStart(6)} s  ${title.split(' (')[0]}`)
const total = durations.reduce((sum, { seconds }) => sum + seconds, 0)
console.log(`${total.toFixed(0).padStart(6)} s  in all (${(total / 60).toFixed(1)} min)\n`)
if (failure) console.error(`npm test failed: ${failure.message}`)
for (const pass of skippedPasses) console.log(`Not run: ${pass} (allowed outside CI only)`)
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(failure || totals.failed > 0 ? 1 : 0)
