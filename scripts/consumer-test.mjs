// The consumer test (issue 16): Souk's four packages as an outside developer gets them from npm. It packs
// @souk/core, @souk/react, @souk/themes and @souk/web-components (`pnpm pack`), checks what each tarball holds,
// installs the tarballs into a throw-away Vite + React 19 + TypeScript (strict) app outside the repository
// (`consumer/app/`, copied to a temp folder: it resolves the packages from the tarballs only), type-checks and
// builds it, serves it on another origin than a running shop, and drives it in Chromium: the product grid with the
// shop's products, add to cart and the cart button's count, the search's suggestions, links that point at the
// shop, and a `<souk-product-card>` used from React JSX with its typed `onsouk-cart-add` handler.
//
//   node scripts/consumer-test.mjs [--report file.json] [--keep]
//
// Prints one line per check and exits 1 when one fails. --report writes `{ checks: [{ name, ok, detail }] }`
// (the form `npm test` counts); --keep leaves the temp folder (its path is printed). Needs the build
// (`pnpm run build`: the packages' dist and the store's `apps/reference-store/dist/server.js`).
import { spawn } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { extname, join, normalize, relative, sep } from 'node:path'
import { freePort } from '../apps/api/scripts/pg-cluster.mjs'
import { chromiumLaunchOptions } from './chromium.mjs'
import { startInstance, waitReady } from './cluster/instances.mjs'
import { pnpm, root } from './lib.mjs'

const args = process.argv.slice(2)
const keep = args.includes('--keep')
const reportIndex = args.indexOf('--report')
const reportFile = reportIndex >= 0 ? args[reportIndex + 1] : undefined

/** The published packages: their folder, and the name of their tarball in the app's `file:` dependencies. */
const PACKAGES = [
  { name: '@souk/core', dir: 'packages/core', tarball: 'souk-core.tgz' },
  { name: '@souk/react', dir: 'packages/react', tarball: 'souk-react.tgz' },
  { name: '@souk/themes', dir: 'packages/themes', tarball: 'souk-themes.tgz' },
  { name: '@souk/web-components', dir: 'packages/web-components', tarball: 'souk-web-components.tgz' },
]

const checks = []
/** Records and prints one check. */
function check(name, ok, detail = '') {
  checks.push({ name, ok: Boolean(ok), detail })
  console.log(`${ok ? '  ok  ' : '  FAIL'} ${name}${detail && !ok ? ` — ${detail}` : ''}`)
}
const step = (title) => console.log(`\n=== ${title}`)
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`

/**
 * Runs a command without a shell; resolves with its exit code and output (never rejects on a non-zero exit).
 * The environment of an outer `npm test` (npm_package_*, npm_lifecycle_*) is left out: the app is not the repo.
 */
function exec(command, commandArgs, { cwd, env = {} } = {}) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_(package|lifecycle)_|^INIT_CWD$/.test(key)),
  )
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {
      cwd,
      env: { ...clean, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.once('error', reject)
    child.once('close', (code) => resolve({ code, output }))
  })
}

/** Runs the repository's pnpm. */
function execPnpm(pnpmArgs, options) {
  const [command, ...prefix] = pnpm()
  return exec(command, [...prefix, ...pnpmArgs], options)
}

/**
 * What to show of a failed command's output, indented: its lines that name an error (a bundler's error sits
 * above pages of stack frames), else its last lines.
 */
function failureLines(output, lines = 25) {
  const all = output
    .trim()
    .split('\n')
    .filter((line) => line.trim() && !/^\s+(at |\d+: )|^\s*Stack backtrace:/.test(line))
  const errors = all.filter((line) => /\berror\b|ERR_|failed to resolve|cannot find|not found/i.test(line))
  return (errors.length ? errors.slice(0, lines) : all.slice(-lines))
    .map((line) => `      ${line}`)
    .join('\n')
}

// ---------------------------------------------------------------------------------------------------------------
// What a tarball must hold.

/** Every file path an `exports` map names (any condition), with the condition that named it. */
function exportTargets(exports, key = '.', condition = 'default') {
  if (typeof exports === 'string') return [{ key, condition, target: exports }]
  if (!exports || typeof exports !== 'object') return []
  return Object.entries(exports).flatMap(([name, value]) =>
    name.startsWith('.') ? exportTargets(value, name, 'default') : exportTargets(value, key, name),
  )
}

/** Does a target (`./dist/index.js`, or a pattern `./dist/locales/*.js`) name at least one file of `files`? */
function targetExists(target, files) {
  const path = target.replace(/^\.\//, '')
  if (!path.includes('*')) return files.has(path)
  const [before, after] = path.split('*')
  for (const file of files) {
    if (file.startsWith(before) && file.endsWith(after) && file.length > before.length + after.length)
      return true
  }
  return false
}

/**
 * What is missing from a packed package (`files`: the paths inside the tarball, without `package/`): README,
 * LICENSE, package.json's `types`/`main`, every file its `exports` name, and types beside every JavaScript
 * entry (an export with JavaScript and no `types` condition leaves a TypeScript consumer with `any`).
 */
function missingFromTarball(manifest, files) {
  const missing = []
  if (![...files].some((file) => /^readme(\.md)?$/i.test(file))) missing.push('README.md')
  if (![...files].some((file) => /^licen[cs]e(\.md|\.txt)?$/i.test(file))) missing.push('LICENSE')
  for (const field of ['main', 'module', 'types', 'typings']) {
    const target = manifest[field]
    if (typeof target === 'string' && !targetExists(target, files)) missing.push(`"${field}": ${target}`)
  }
  const targets = exportTargets(manifest.exports)
  for (const { key, condition, target } of targets) {
    if (!targetExists(target, files)) missing.push(`exports["${key}"].${condition}: ${target}`)
  }
  const keys = new Set(targets.map((entry) => entry.key))
  for (const key of keys) {
    const entries = targets.filter((entry) => entry.key === key)
    const javascript = entries.some((entry) => /\.[cm]?js$/.test(entry.target))
    const typed = entries.some((entry) => entry.condition === 'types')
    if (javascript && !typed) missing.push(`exports["${key}"] has JavaScript but no "types" condition`)
  }
  if (manifest.exports && targets.length === 0) missing.push('"exports" names no file')
  return missing
}

const BUILTINS = new Set(createRequire(import.meta.url)('node:module').builtinModules)

/** The package name of a bare specifier (`react/jsx-runtime` → `react`), or null for a relative or built-in one. */
function packageOf(specifier) {
  if (/^(\.|\/|node:|data:|https?:|virtual:|\0)/.test(specifier)) return null
  const match = /^(@[a-z0-9][\w.-]*\/[a-z0-9][\w.-]*|[a-z0-9][\w.-]*)(\/.*)?$/i.exec(specifier)
  if (!match) return null
  const name = match[1]
  return BUILTINS.has(name) ? null : name
}

/** The bare packages a built file imports (static, dynamic and `export … from`), JavaScript or declarations. */
function importedPackages(source) {
  const found = new Set()
  const patterns = [
    /\bfrom\s*["']([^"'\n]+)["']/g,
    /\bimport\s*["']([^"'\n]+)["']/g,
    /\bimport\(\s*["']([^"'\n]+)["']\s*\)/g,
    /\brequire\(\s*["']([^"'\n]+)["']\s*\)/g,
  ]
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) {
      const name = packageOf(match[1])
      if (name) found.add(name)
    }
  }
  return found
}

/**
 * The packages a packed package's dist files import without declaring them (in `dependencies`, or
 * `peerDependencies` for what the host provides; a declaration file's `react` is satisfied by `@types/react`).
 */
function undeclaredImports(manifest, readFiles) {
  const declared = new Set([
    manifest.name,
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ])
  const undeclared = new Map()
  for (const [file, source] of readFiles()) {
    for (const name of importedPackages(source)) {
      const typesName = `@types/${name.replace(/^@(.*)\//, '$1__')}`
      if (declared.has(name) || (/\.d\.[cm]?ts$/.test(file) && declared.has(typesName))) continue
      if (!undeclared.has(name)) undeclared.set(name, file)
    }
  }
  return [...undeclared].map(([name, file]) => `${name} (imported by ${file})`)
}

/** Every file below `dir`, as paths relative to it with forward slashes. */
function listFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
}

// ---------------------------------------------------------------------------------------------------------------
// A static server for the built app (another origin than the shop).

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

/** Serves `dir` on 127.0.0.1:`port`; unknown paths get index.html (a single-page app). */
function serveStatic(dir, port) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
    let file = join(dir, path)
    if (!file.startsWith(dir) || !existsSync(file) || path.endsWith('/')) file = join(dir, 'index.html')
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' })
    response.end(readFileSync(file))
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}

// ---------------------------------------------------------------------------------------------------------------

const started = Date.now()
const work = mkdtempSync(join(tmpdir(), 'souk-consumer-'))
const tarballs = join(work, 'tarballs')
const appDir = join(work, 'app')
mkdirSync(tarballs)
const cleanups = []
let cleaned
const cleanUp = () => {
  cleaned ??= (async () => {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined)
    if (keep) console.log(`\nKept: ${work}`)
    else rmSync(work, { recursive: true, force: true })
  })()
  return cleaned
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.log(`\n${signal}: stopping`)
    cleanUp().finally(() => process.exit(130))
  })
}

let fatal
try {
  const missingBuild = [
    'packages/core/dist/index.js',
    'packages/react/dist/index.js',
    'packages/web-components/dist/index.js',
    'apps/reference-store/dist/server.js',
  ].filter((file) => !existsSync(join(root, file)))
  if (missingBuild.length) throw new Error(`not built (run \`pnpm run build\`): ${missingBuild.join(', ')}`)

  // The shop starts now (it seeds a fresh database) while the packages are packed and the app is built.
  const shopPort = await freePort()
  const appPort = await freePort()
  const shopUrl = `http://127.0.0.1:${shopPort}`
  const appUrl = `http://127.0.0.1:${appPort}`
  const shop = startInstance({
    root,
    dir: work,
    name: 'shop',
    port: shopPort,
    // As e2e starts it (e2e/playwright.config.ts), with the app's origin allowed and no partner page.
    env: {
      SOUK_DATA_DIR: join(work, 'data'),
      NODE_ENV: 'production',
      SOUK_LOG: 'off',
      SOUK_SANDBOX: '1',
      SOUK_DEV_PAGES: '1',
      SOUK_PARTNER_PORT: '0',
      SOUK_PUBLIC_URL: shopUrl,
      SOUK_ALLOWED_ORIGINS: appUrl,
    },
  })
  cleanups.push(() => shop.signal('SIGTERM'))
  const shopReady = waitReady(shop, 300_000).then(
    () => null,
    (error) => error,
  )

  step(`pack the four packages (pnpm pack) into ${tarballs}`)
  let since = Date.now()
  // One pnpm for the four (each pnpm started through npx costs seconds on a busy machine).
  const pack = await execPnpm([
    '--recursive',
    ...PACKAGES.flatMap((pkg) => ['--filter', `./${pkg.dir}`]),
    'pack',
    '--pack-destination',
    tarballs,
    '--silent',
  ])
  if (pack.code !== 0) throw new Error(`pnpm pack failed (exit ${pack.code}):\n${failureLines(pack.output)}`)
  const packed = await Promise.all(
    PACKAGES.map(async (pkg) => {
      const { version } = JSON.parse(readFileSync(join(root, pkg.dir, 'package.json'), 'utf8'))
      const file = join(tarballs, pkg.tarball.replace(/\.tgz$/, `-${version}.tgz`))
      if (!existsSync(file)) return { pkg, error: `pnpm pack made no ${file}` }
      renameSync(file, join(tarballs, pkg.tarball))
      // Unpacked as npm would, to read what the tarball holds.
      const out = join(tarballs, pkg.tarball.replace(/\.tgz$/, ''))
      mkdirSync(out)
      const extracted = await exec('tar', ['-xzf', join(tarballs, pkg.tarball), '-C', out])
      if (extracted.code !== 0) return { pkg, error: `tar failed:\n${failureLines(extracted.output)}` }
      return { pkg, dir: join(out, 'package') }
    }),
  )
  console.log(`packed in ${seconds(since)}`)
  for (const { pkg, dir, error } of packed) {
    if (error) {
      check(`${pkg.name}: packs`, false, error)
      continue
    }
    const files = new Set(listFiles(dir))
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    const missing = missingFromTarball(manifest, files)
    check(
      `${pkg.name}: the tarball holds its README, LICENSE, types and every file its exports name`,
      missing.length === 0,
      `missing: ${missing.join('; ')}`,
    )
    const workspaceRanges = Object.entries({ ...manifest.dependencies, ...manifest.peerDependencies }).filter(
      ([, range]) => String(range).startsWith('workspace:'),
    )
    const undeclared = undeclaredImports(manifest, function* () {
      for (const file of files) {
        if (/^dist\/.*\.(?:[cm]?js|d\.[cm]?ts)$/.test(file))
          yield [file, readFileSync(join(dir, file), 'utf8')]
      }
    })
    const problems = [
      ...undeclared.map((line) => `undeclared ${line}`),
      ...workspaceRanges.map(([name, range]) => `${name}: "${range}" left in the packed package.json`),
    ]
    check(
      `${pkg.name}: every package its built files import is a declared dependency`,
      problems.length === 0,
      problems.join('; '),
    )
  }
  if (packed.some((entry) => entry.error)) throw new Error('a package did not pack')

  step(`install the tarballs into a Vite + React 19 + TypeScript app outside the repository (${appDir})`)
  since = Date.now()
  cpSync(join(root, 'consumer/app'), appDir, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
  })
  // The packages depend on each other by version (0.1.0): point those at the tarballs too, as a developer
  // trying unpublished tarballs does. No hoisting: a package that imports what it does not declare fails here.
  const overrides = Object.fromEntries(PACKAGES.map((pkg) => [pkg.name, `file:../tarballs/${pkg.tarball}`]))
  writeFileSync(
    join(appDir, 'pnpm-workspace.yaml'),
    `${[
      '# Written by scripts/consumer-test.mjs.',
      'hoist: false',
      'overrides:',
      ...Object.entries(overrides).map(([name, spec]) => `  '${name}': '${spec}'`),
    ].join('\n')}\n`,
  )
  const install = await execPnpm(
    ['install', '--prefer-offline', '--no-frozen-lockfile', '--reporter=append-only'],
    {
      cwd: appDir,
    },
  )
  check(
    'the app installs the tarballs (pnpm install)',
    install.code === 0,
    `\n${failureLines(install.output)}`,
  )
  console.log(`installed in ${seconds(since)}`)
  if (install.code !== 0) throw new Error('the app did not install')

  step('type-check (tsc --noEmit, strict) and build (vite build) the app')
  since = Date.now()
  // Both at once: the build does not wait for the type-check (as `vite build` does not type-check).
  const [tsc, build] = await Promise.all([
    exec(process.execPath, [join(appDir, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', '.'], {
      cwd: appDir,
    }),
    exec(process.execPath, [join(appDir, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: appDir,
      env: { VITE_SOUK_SHOP_URL: shopUrl },
    }),
  ])
  check(
    'the app type-checks against the packages’ types (tsc --noEmit, strict)',
    tsc.code === 0,
    `\n${failureLines(tsc.output)}`,
  )
  check('the app builds (vite build)', build.code === 0, `\n${failureLines(build.output)}`)
  console.log(`type-checked and built in ${seconds(since)}`)
  if (build.code !== 0) throw new Error('the app did not build')

  step(`serve the app on ${appUrl}, the shop on ${shopUrl}, and drive the app in Chromium`)
  const server = await serveStatic(join(appDir, 'dist'), appPort)
  cleanups.push(() => new Promise((resolve) => server.close(resolve)))
  const shopError = await shopReady
  if (shopError) throw shopError
  const api = async (path) => {
    const response = await fetch(`${shopUrl}/api/v1/${path}`)
    return (await response.json()).data
  }
  const listing = (await api('products?sortby=price_low_to_high')).result.data
  const titles = listing.map((card) => card.title)

  const { chromium } = createRequire(join(root, 'e2e/package.json'))('@playwright/test')
  const browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true })
  cleanups.push(() => browser.close())
  const page = await browser.newPage()
  page.setDefaultTimeout(15_000)
  const pageErrors = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  await page.goto(appUrl)

  /** Runs one browser check: a thrown error (a timeout, a failed expectation) fails it with its message. */
  async function browserCheck(name, body) {
    try {
      const detail = await body()
      check(name, detail === undefined || detail === true, typeof detail === 'string' ? detail : '')
    } catch (error) {
      check(name, false, String(error?.message ?? error).split('\n')[0])
    }
  }
  const fail = (message) => {
    throw new Error(message)
  }

  await browserCheck('the grid shows the shop’s products, read from its API across origins', async () => {
    await page.locator('.souk-product-grid__list').waitFor()
    const shown = (await page.locator('.souk-product-grid .souk-product-card__title').allTextContents()).map(
      (text) => text.trim(),
    )
    if (titles.length === 0) return 'the API listed no product'
    const expected = titles.slice(0, Math.min(titles.length, 6))
    const first = shown.slice(0, expected.length)
    return (
      JSON.stringify(first) === JSON.stringify(expected) ||
      `grid ${JSON.stringify(first)}, API ${JSON.stringify(expected)}`
    )
  })

  await browserCheck('add to cart makes the cart button’s count 1', async () => {
    const badge = page.locator('.souk-cart-button__badge')
    if ((await badge.textContent())?.trim() !== '0')
      fail(`the count was ${await badge.textContent()} before adding`)
    await page.getByTestId('purchase').getByRole('button', { name: 'Add to cart', exact: true }).click()
    await page.getByTestId('added').filter({ hasText: 'Added 1' }).waitFor()
    await page.locator('.souk-cart-button__badge', { hasText: /^1$/ }).waitFor()
  })

  await browserCheck('typing in the search shows the API’s suggestions', async () => {
    const word = titles
      .flatMap((title) => title.split(/\s+/))
      .find((candidate) => /^[A-Za-z]{4,}$/.test(candidate))
    if (!word) return 'no word of four letters in the products’ titles'
    const suggested = await api(`search?q=${encodeURIComponent(word)}`)
    const expected = [...suggested.product, ...suggested.suggested].map((item) => item.title)
    if (expected.length === 0) return `the API suggests nothing for "${word}"`
    await page.getByRole('combobox').fill(word)
    const options = page.getByRole('listbox').getByRole('option')
    await options.first().waitFor()
    const shown = (await options.allTextContents()).join(' | ')
    return (
      expected.some((title) => shown.includes(title)) ||
      `"${word}": shown ${shown}; API ${expected.join(' | ')}`
    )
  })
  await page.keyboard.press('Escape')

  await browserCheck('the grid’s product links point at the shop', async () => {
    const hrefs = await page
      .locator('.souk-product-grid a.souk-product-card__link, .souk-product-grid a.souk-product-card__media')
      .evaluateAll((links) => links.map((link) => link.href))
    if (hrefs.length === 0) return 'no product link in the grid'
    const elsewhere = hrefs.filter((href) => !href.startsWith(`${shopUrl}/`))
    return (
      elsewhere.length === 0 || `${elsewhere.length} of ${hrefs.length} point elsewhere, e.g. ${elsewhere[0]}`
    )
  })

  const widget = page.locator('souk-product-card')
  const productId = Number(await page.getByTestId('purchase').getAttribute('data-product-id'))
  await browserCheck('<souk-product-card> renders the product from React JSX', async () => {
    const product = await api(`product/${productId}`)
    await widget.locator('[part~="title"]').waitFor()
    const shown = (await widget.locator('[part~="title"]').textContent())?.trim()
    return shown === product.title || `shows "${shown}", the API says "${product.title}"`
  })

  await browserCheck('the widget’s product link points at the shop', async () => {
    const hrefs = await widget.locator('a[href]').evaluateAll((links) => links.map((link) => link.href))
    if (hrefs.length === 0) return 'no link in the widget'
    const elsewhere = hrefs.filter((href) => !href.startsWith(`${shopUrl}/`))
    return (
      elsewhere.length === 0 || `${elsewhere.length} of ${hrefs.length} point elsewhere, e.g. ${elsewhere[0]}`
    )
  })

  await browserCheck('the widget’s typed onsouk-cart-add handler writes on the page', async () => {
    await widget.getByRole('button', { name: /^Add to cart/ }).click()
    await page
      .getByTestId('widget-event')
      .filter({ hasText: `souk-cart-add: product ${productId}, quantity 1` })
      .waitFor()
  })

  check('no uncaught error in the page', pageErrors.length === 0, pageErrors.join('; '))
} catch (error) {
  fatal = error
  check('the consumer test ran to its end', false, String(error?.message ?? error))
}

await cleanUp()
const failed = checks.filter((entry) => !entry.ok)
console.log(
  `\nConsumer test: ${checks.length - failed.length} passed, ${failed.length} failed in ${seconds(started)}${fatal ? ' (stopped early)' : ''}`,
)
if (reportFile) writeFileSync(reportFile, JSON.stringify({ checks }, null, 2))
process.exit(failed.length ? 1 : 0)
