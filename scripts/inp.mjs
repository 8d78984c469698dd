// Interaction to Next Paint of the reference store's main controls (a benchmark, not a test): the production
// build served the way `npm start` serves it, on a throw-away embedded database, driven in the system Chromium at
// 4× CPU slowdown. The `web-vitals` library (its attribution build, UMD, which defines `webVitals` in a page)
// measures each interaction and splits it into its three phases: input delay (the main thread busy with other
// work when the tap came), processing (the event handlers and the render they cause) and presentation delay
// (style, layout and paint of the next frame). Every run loads the page afresh (a new browser context: a new
// guest), waits until the page is hydrated, does one interaction and reads the INP.
//   node scripts/inp.mjs                 (build first: `pnpm run build`)
//   INP_RUNS=20 node scripts/inp.mjs     (runs per interaction, default 10; the table shows p75 and every run)
//   INP_ONLY=add-to-cart,search node scripts/inp.mjs
//   INP_PROFILE=1 node scripts/inp.mjs   (also samples the main thread with the DevTools protocol's `Profiler`
//                                         during each interaction and prints the self time by function and by
//                                         file; build with SOUK_SOURCEMAP=1 for the sources' names)
// Goal of issue 17: p75 ≤ 200 ms for each interaction. Interactions faster than 16 ms are not reported by the
// browser's Event Timing API: they print as "<16".
import { existsSync, readFileSync } from 'node:fs'
import { createRequire, SourceMap } from 'node:module'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, systemChromium } from './chromium.mjs'
import { root } from './lib.mjs'
import { startStore } from './store-server.mjs'

const require = createRequire(import.meta.url)
const webVitals = readFileSync(require.resolve('web-vitals/attribution'), 'utf8')

const PRODUCT = '/nordia-modern-phone-case-1/product/1'
const LISTING = '/all/electronics'

/** One interaction: the page it starts on and what the shopper does there. */
const INTERACTIONS = {
  'add-to-cart': {
    path: PRODUCT,
    act: (page) => page.getByRole('button', { name: 'Add to cart', exact: true }).click(),
  },
  'quantity-plus': {
    path: PRODUCT,
    act: (page) => page.getByRole('button', { name: 'Increase quantity' }).first().click(),
  },
  'filter-toggle': {
    path: LISTING,
    act: (page) => page.locator('main input[type=checkbox]').first().click(),
  },
  'open-search': {
    path: PRODUCT,
    act: async (page) => {
      const box = page.locator('header input[type=search]').first()
      await box.click()
      await box.press('m')
    },
  },
}

const runs = Math.max(1, Number(process.env.INP_RUNS ?? 10))
const only = process.env.INP_ONLY?.split(',')
const profiling = process.env.INP_PROFILE === '1'
const chosen = Object.entries(INTERACTIONS).filter(([name]) => !only || only.includes(name))
const executablePath = systemChromium()
if (!executablePath) {
  console.error('No Chromium found: install Debian `chromium` or set CHROMIUM_PATH.')
  process.exit(2)
}

const store = await startStore({ port: Number(process.env.INP_PORT ?? 3710) })
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })

/**
 * One fresh page load and one interaction: the INP in ms and its phases (`undefined` when the interaction stayed
 * under the 16 ms Event Timing floor), the longest script of its frames, and with INP_PROFILE the main thread's
 * samples during it.
 */
async function measure({ path, act }) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  try {
    const page = await context.newPage()
    await page.addInitScript(
      `${webVitals};webVitals.onINP((metric) => { const a = metric.attribution; window.__soukInp = { value: metric.value, inputDelay: a.inputDelay, processing: a.processingDuration, presentation: a.presentationDelay, target: a.interactionTarget, start: a.interactionTime, end: a.nextPaintTime, script: a.longestScript && { subpart: a.longestScript.subpart, ms: a.longestScript.intersectingDuration, invoker: a.longestScript.entry.invoker, source: a.longestScript.entry.sourceURL, fn: a.longestScript.entry.sourceFunctionName } } }, { reportAllChanges: true, durationThreshold: 16 })`,
    )
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(store.origin + path, { waitUntil: 'load', timeout: 120_000 })
    // Interactive: the route modules have run and the main thread has been quiet for a moment.
    await page.waitForFunction(() => window.__reactRouterRouteModules !== undefined, null, {
      timeout: 60_000,
    })
    await page.waitForLoadState('networkidle', { timeout: 120_000 })
    let profileStart = 0
    if (profiling) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
      await cdp.send('Profiler.start')
      profileStart = await page.evaluate(() => performance.now())
    }
    await act(page)
    // The next paint after the interaction, then the callback.
    await page.waitForTimeout(1000)
    const inp = await page.evaluate(() => window.__soukInp)
    const profile = profiling ? (await cdp.send('Profiler.stop')).profile : null
    return {
      ...(inp ?? {}),
      value: inp?.value,
      samples: profile && inp ? during(profile, profileStart, inp) : null,
    }
  } finally {
    await context.close()
  }
}

/**
 * The self time (ms) of each profiled function between the interaction and its next paint: `{ key: ms }`, the key
 * being `function (url:line:column)` of the function's start. The profile's clock starts at `profileStart` on
 * the page's `performance.now()` (read right after `Profiler.start`: a few ms of error at most).
 */
function during(profile, profileStart, inp) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]))
  const self = {}
  let time = profile.startTime
  for (let index = 0; index < profile.samples.length; index++) {
    const delta = profile.timeDeltas[index] ?? 0
    time += delta
    const at = profileStart + (time - profile.startTime) / 1000
    if (at < inp.start || at > inp.end) continue
    const frame = nodes.get(profile.samples[index])
    if (!frame || frame.functionName === '(idle)') continue
    const key = `${frame.functionName || '(anonymous)'}\u0000${frame.url}\u0000${frame.lineNumber}\u0000${frame.columnNumber}`
    self[key] = (self[key] ?? 0) + (profile.timeDeltas[index + 1] ?? delta) / 1000
  }
  return self
}

const maps = new Map()
/** A profiled function's name and place in the sources, from the client build's source map when there is one. */
function original(key) {
  const [name, url, line, column] = key.split('\u0000')
  if (!url) return { name, file: name.startsWith('(') ? name : '(native)' }
  const asset = url.match(/\/assets\/[^?#]+\.js/)?.[0]
  const file = asset ? join(root, 'apps/reference-store/build/client', `${asset}.map`) : null
  if (file && !maps.has(file))
    maps.set(file, existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : null)
  const entry = file && maps.get(file)?.findEntry(Number(line), Number(column))
  if (!entry?.originalSource) return { name, file: asset ?? url }
  const source = entry.originalSource
    .replace(/^.*?node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')
    .replace(/^(\.\.\/)+/, '')
  return { name: entry.name ?? name, file: `${source}:${entry.originalLine + 1}` }
}

/** The `count` largest of `{ key: ms }` as lines `  ms  key`. */
function top(totals, count) {
  return Object.entries(totals)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `  ${ms.toFixed(1).padStart(7)}  ${key}`)
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
const show = (value) => (value === undefined ? '<16' : String(Math.round(value)))
/** A run's phases: input delay / processing / presentation, ms. */
const phases = (run) =>
  run.value === undefined
    ? '-'
    : [run.inputDelay, run.processing, run.presentation].map((ms) => Math.round(ms)).join('/')

const rows = []
const details = []
try {
  // The first visit renders the pages and generates their images: once, before measuring.
  for (const path of new Set(chosen.map(([, item]) => item.path))) await store.warm(path)
  for (const [name, interaction] of chosen) {
    const results = []
    for (let run = 0; run < runs; run++) results.push(await measure(interaction))
    const p75Of = (field) =>
      Math.round(
        percentile(
          results.map((run) => run[field] ?? 0),
          75,
        ),
      )
    const p75 = p75Of('value')
    rows.push({
      interaction: name,
      page: interaction.path,
      p75: p75 === 0 ? '<16' : `${p75}`,
      inputDelay: p75Of('inputDelay'),
      processing: p75Of('processing'),
      presentation: p75Of('presentation'),
      runs: results.map((run) => show(run.value)).join(' '),
      phases: results.map(phases).join(' '),
      result: p75 <= 200 ? 'ok' : 'OVER',
    })
    details.push({ name, results })
  }
} finally {
  await browser.close()
  await store.stop()
}

console.log(`\nINP at 4× CPU slowdown, 1366×900, ${runs} runs each (ms)`)
console.log(
  '\n| Interaction | Page | p75 | Input delay p75 | Processing p75 | Presentation p75 | Each run | Each run: delay/processing/presentation | Goal ≤ 200 |\n|---|---|---|---|---|---|---|---|---|',
)
for (const row of rows)
  console.log(
    `| ${row.interaction} | ${row.page} | ${row.p75} | ${row.inputDelay} | ${row.processing} | ${row.presentation} | ${row.runs} | ${row.phases} | ${row.result} |`,
  )
// The longest script of each slow run's frames (Long Animation Frame API): where the time went.
for (const { name, results } of details) {
  const scripts = results
    .filter((run) => run.script)
    .map(
      (run) =>
        `  ${show(run.value).padStart(5)}  ${run.script.subpart} ${Math.round(run.script.ms)} ms: ${run.script.invoker} ${run.script.fn || ''} ${run.script.source?.replace(store.origin, '') ?? ''}`,
    )
  if (scripts.length)
    console.log(
      `\n${name}: the longest script of each run (INP, phase, invoker, source)\n${scripts.join('\n')}`,
    )
  if (!profiling) continue
  const byFunction = {}
  const byFile = {}
  for (const run of results)
    for (const [key, ms] of Object.entries(run.samples ?? {})) {
      const place = original(key)
      const fn = `${place.name} (${place.file})`
      byFunction[fn] = (byFunction[fn] ?? 0) + ms
      const file = place.file.replace(/:\d+$/, '')
      byFile[file] = (byFile[file] ?? 0) + ms
    }
  console.log(
    `\n${name}: main-thread self time between the interactions and their next paints, ${runs} runs (ms)`,
  )
  console.log(`by function:\n${top(byFunction, 25).join('\n')}\nby file:\n${top(byFile, 15).join('\n')}`)
}
process.exit(0)
