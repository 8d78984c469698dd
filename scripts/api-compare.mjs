// A recorded request set for the reference API, to prove that a refactoring keeps every answer as it was.
//
//   node scripts/api-compare.mjs record <file.json> [--origin http://127.0.0.1:PORT | --main <dist/main.js>]
//   node scripts/api-compare.mjs compare <before.json> <after.json>
//   node scripts/api-compare.mjs check <before.json> [--origin …]   (record to a temporary file, then compare)
//
// `--set NAME` (record, check) replays the set of `scripts/api-compare/NAME.mjs` instead of the one below: a
// module exporting `requestSet()` (a list of the same shape) and optionally `masks` ([pattern, replacement] pairs
// for its own volatile fields, applied after the masks below). Each set has its own fixture,
// `apps/api/test-fixtures/api-compare-NAME.json`.
//
// `record` starts the built API (`apps/api/dist/main.js`, built when missing, or the build `--main` names: a copy
// of an older `dist/` kept inside `apps/api/`, so that it finds the migrations) on 127.0.0.1 with a fresh
// temporary data folder (PGlite, SEED_PRODUCTS=60, SOUK_LOG=off, development pages on for the mailbox), or drives
// the API at `--origin` (a fresh database: the accounts flow signs up fixed addresses). It replays a fixed list of
// requests, in order: catalogue reads in several languages, then the accounts flows (sign-up, verification with
// the code read from the development mailbox, sign-in right and wrong, profile, profile and password changes,
// forgotten password, sign-out, seller sign-up and verification, account deletion) with their validation
// failures. Each answer is written as its status, its relevant headers and its body text.
//
// There is no fixed clock, so what changes from one run to the next is masked before it is written:
// - tokens (`"token":"…"`, the `X-Refreshed-Token` header) and e-mailed codes (never in an answer, but masked in
//   any text all the same);
// - timestamps and dates in any string (`2026-11-26T02:35:04.123456Z`, `2026-11-26 02:35:04`, `2026-11-26`):
//   their digits become 0, so their format (precision, zone, separators) is still compared;
// - the API's origin (`http://localhost:<port>` with a random port) in URLs;
// - the headers `Date`, `X-Request-Id`, `ETag`, `Last-Modified` and `Content-Length` (the body is compared
//   itself). Everything else, ids included (a fresh database numbers them the same way), is compared as sent.
//
// `compare` prints every difference (request by request) and exits 1 when there is any.
//
// `--set <name>` (record, check) replays another request set instead: `scripts/api-compare/<name>.mjs` exports its
// `requestSet()` (same shape as the list below; a request may say `redirect: 'manual'`) and its `masks` (pairs of a
// pattern and its replacement for what else changes from run to run), with its own fixture
// `apps/api/test-fixtures/api-compare-<name>.json`. The default set is the one in this file.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { root, runPnpm, startApi as startBuiltApi } from './lib.mjs'

const [command, ...rest] = process.argv.slice(2)
const flag = (name) => {
  const index = rest.indexOf(`--${name}`)
  return index >= 0 ? rest[index + 1] : undefined
}
const positional = rest.filter((arg, index) => !arg.startsWith('--') && !rest[index - 1]?.startsWith('--'))

const setName = flag('set')
if (setName !== undefined && !/^[a-z][a-z0-9-]*$/.test(setName)) throw new Error(`not a set name: ${setName}`)
const main = resolve(flag('main') ?? join(root, 'apps/api/dist/main.js'))
/**
 * The default set's own volatile field: a review's `created` (its time as text in the shopper's zone, from seed
 * times relative to the clock); its digits become 0, so its format is still compared.
 */
const defaultMasks = [[/"created":"[^"]*"/g, (text) => text.replace(/\d/g, '0')]]
const set = setName ? await import(`./api-compare/${setName}.mjs`) : { requestSet, masks: defaultMasks }

/** Starts the built API on a fresh data folder; resolves with its origin and a stop function. */
function startApi() {
  if (!existsSync(main) && !flag('main')) runPnpm(['--filter', '@souk/api', 'build'])
  return startBuiltApi({
    main,
    folderPrefix: 'souk-compare-',
    env: {
      SEED_PRODUCTS: '60',
      NODE_ENV: 'development',
      SOUK_LOG: 'off',
      SOUK_DEV_PAGES: '1',
      SOUK_SANDBOX: '1',
      SOUK_PUBLIC_URL: '',
      DATABASE_URL: '',
      SMTP_URL: '',
    },
  })
}

const HEADERS_KEPT = [
  'content-type',
  'cache-control',
  'vary',
  'content-language',
  'content-security-policy',
  'x-content-type-options',
  'retry-after',
  'www-authenticate',
  'location',
  'set-cookie',
  'x-refreshed-token',
]
const MASKED_HEADERS = new Set(['x-refreshed-token', 'set-cookie'])

const TIME = /\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?(?![\d])/g

/** Masks what differs from run to run in a body's text (see the head of this file). */
function mask(text, origins) {
  let out = text
  for (const origin of origins) out = out.split(origin).join('<origin>')
  out = out
    .replace(/"token":"[^"]*"/g, '"token":"<token>"')
    .replace(/"(code|verification_code)":"\d+"/g, '"$1":"<code>"')
    .replace(TIME, (time) => time.replace(/\d/g, '0'))
  for (const [pattern, replacement] of set.masks ?? []) out = out.replace(pattern, replacement)
  return out
}

/** The id of the first product (an object with an id and a title) found in a listing. */
function firstProductId(value) {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstProductId(item)
      if (found) return found
    }
  } else if (value && typeof value === 'object') {
    if (typeof value.id === 'number' && 'title' in value) return value.id
    for (const item of Object.values(value)) {
      const found = firstProductId(item)
      if (found) return found
    }
  }
  return undefined
}

/** The fixed request set; `state` carries what later requests need (token, codes, ids). */
function requestSet() {
  const shopper = 'compare-shopper@example.com'
  const seller = 'compare-seller@example.com'
  const json = (body) => ({ 'Content-Type': 'application/json', body: JSON.stringify(body) })
  const bearer = (state) => ({ Authorization: `Bearer ${state.token}` })
  const wrong = (code) => String((Number(code) + 1) % 10 ** code.length).padStart(code.length, '0')
  return [
    // Catalogue reads, in several languages.
    ...['en', 'fr', 'ar', 'tr', 'hi'].map((lang) => ({ name: `common ${lang}`, path: '/common', lang })),
    ...['en', 'ar'].map((lang) => ({ name: `home ${lang}`, path: '/home', lang })),
    ...['en', 'fr', 'hi'].map((lang) => ({ name: `products ${lang}`, path: '/products?page=1', lang })),
    { name: 'categories tr', path: '/categories', lang: 'tr' },
    { name: 'brands en', path: '/brands', lang: 'en' },
    {
      name: 'first product en',
      path: (state) => `/product/${state.productId}`,
      lang: 'en',
      before: async (state, call) => {
        const listing = JSON.parse((await call('/products?page=1')).text)
        state.productId = firstProductId(listing.data)
      },
    },
    // Product pages (variants, vouchers, breadcrumbs), their reviews and suggestions, content pages.
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((productId) => ({
      name: `product ${productId} en`,
      path: `/product/${productId}`,
      lang: 'en',
    })),
    ...['fr', 'ar', 'tr', 'hi'].flatMap((lang) =>
      [1, 5].map((productId) => ({
        name: `product ${productId} ${lang}`,
        path: `/product/${productId}`,
        lang,
      })),
    ),
    { name: 'product unknown', path: '/product/99999', lang: 'en' },
    { name: 'product not an id', path: '/product/abc', lang: 'en' },
    ...[1, 2, 3, 7].map((productId) => ({
      name: `reviews ${productId}`,
      path: `/reviews/${productId}?order_by=created_at&type=desc&page=1&get_total=1`,
      lang: 'en',
    })),
    { name: 'reviews by rating fr', path: '/reviews/1?order_by=rating&type=asc&page=1', lang: 'fr' },
    { name: 'reviews page 2', path: '/reviews/2?order_by=id&type=asc&page=2', lang: 'en' },
    { name: 'reviews: bad query', path: '/reviews/1?order_by=nope', lang: 'en' },
    ...[1, 2, 9].flatMap((productId) =>
      [1, 2].map((current) => ({
        name: `suggested ${productId} page ${current}`,
        path: `/suggested-products/${productId}?page=${current}`,
        lang: 'ar',
      })),
    ),
    { name: 'suggested unknown', path: '/suggested-products/99999', lang: 'en' },
    ...['en', 'fr', 'ar'].flatMap((lang) =>
      ['privacy-policy', 'terms-and-conditions', 'shipping-policy', 'sitemap', 'no-such-page'].map(
        (slug) => ({
          name: `page ${slug} ${lang}`,
          path: `/page/${slug}`,
          lang,
        }),
      ),
    ),
    ...['tr', 'hi', 'fr'].map((lang) => ({ name: `home ${lang}`, path: '/home', lang })),
    { name: 'payment gateway', path: '/payment-gateway', lang: 'en' },
    { name: 'flash sales en', path: '/flash-sale', lang: 'en' },
    { name: 'search fr', path: '/search?q=sh', lang: 'fr' },
    { name: 'localization', path: '/localization', lang: 'ar' },

    // Sign-up and its validation failures.
    { name: 'signup: empty body', method: 'POST', path: '/user/signup', ...json({}) },
    {
      name: 'signup: bad fields',
      method: 'POST',
      path: '/user/signup',
      ...json({ name: '   ', email: 'not-an-address', password: 'short' }),
    },
    {
      name: 'signup: malformed JSON',
      method: 'POST',
      path: '/user/signup',
      'Content-Type': 'application/json',
      body: '{"name":',
    },
    {
      name: 'signup: form fields, empty strings are absent',
      method: 'POST',
      path: '/user/signup',
      'Content-Type': 'application/x-www-form-urlencoded',
      body: 'name=&email=+&password=',
    },
    {
      name: 'signup',
      method: 'POST',
      path: '/user/signup',
      ...json({
        name: '  Amal Haddad ',
        email: ' Compare-Shopper@Example.com ',
        password: 'correct horse 1',
      }),
    },
    {
      name: 'signup again before verifying',
      method: 'POST',
      path: '/user/signup',
      ...json({ name: 'Amal Haddad', email: shopper, password: 'correct horse 1' }),
    },
    {
      name: 'signin before verifying',
      method: 'POST',
      path: '/user/signin',
      ...json({ email: shopper, password: 'correct horse 1' }),
    },
    {
      name: 'verify: bad fields',
      method: 'POST',
      path: '/user/verify',
      ...json({ email: shopper, code: '12' }),
    },
    {
      name: 'verify: unknown address',
      method: 'POST',
      path: '/user/verify',
      ...json({ email: 'nobody@example.com', code: '123456' }),
    },
    {
      name: 'verify: wrong code',
      method: 'POST',
      path: '/user/verify',
      before: async (state, _call, mailbox) => {
        state.code = await mailbox(shopper)
      },
      body: (state) => JSON.stringify({ email: shopper, code: wrong(state.code) }),
      'Content-Type': 'application/json',
    },
    {
      name: 'verify',
      method: 'POST',
      path: '/user/verify',
      body: (state) => JSON.stringify({ email: shopper, code: state.code }),
      'Content-Type': 'application/json',
    },
    {
      name: 'signup of a verified address',
      method: 'POST',
      path: '/user/signup',
      ...json({ name: 'Amal', email: shopper, password: 'correct horse 1' }),
    },

    // Sign-in.
    { name: 'signin: bad fields', method: 'POST', path: '/user/signin', ...json({ email: shopper }) },
    {
      name: 'signin: wrong password',
      method: 'POST',
      path: '/user/signin',
      ...json({ email: shopper, password: 'wrong horse 1' }),
    },
    {
      name: 'signin: unknown address',
      method: 'POST',
      path: '/user/signin',
      ...json({ email: 'nobody@example.com', password: 'wrong horse 1' }),
    },
    {
      name: 'signin',
      method: 'POST',
      path: '/user/signin',
      ...json({
        email: 'COMPARE-SHOPPER@example.com',
        password: 'correct horse 1',
        user_token: 'compare-guest-1',
      }),
      after: (state, answer) => {
        state.token = JSON.parse(answer.text).data.token
      },
    },

    // Profile.
    { name: 'profile: nobody', path: '/user/profile' },
    { name: 'profile: guest', path: '/user/profile?user_token=compare-guest-2' },
    { name: 'profile', path: '/user/profile', headers: bearer },
    {
      name: 'update profile: signed out',
      method: 'POST',
      path: '/user/update-profile',
      ...json({ name: 'A' }),
    },
    {
      name: 'update profile: empty name',
      method: 'POST',
      path: '/user/update-profile',
      headers: bearer,
      ...json({ name: '  ' }),
    },
    {
      name: 'update profile',
      method: 'POST',
      path: '/user/update-profile',
      headers: bearer,
      ...json({ name: ' Amal H. ' }),
    },
    { name: 'profile after update', path: '/user/profile', headers: bearer },

    // Change of password.
    {
      name: 'change password: bad fields',
      method: 'POST',
      path: '/user/update-user-password',
      headers: bearer,
      ...json({ current_password: 'correct horse 1', new_password: 'short' }),
    },
    {
      name: 'change password: wrong current',
      method: 'POST',
      path: '/user/update-user-password',
      headers: bearer,
      ...json({ current_password: 'wrong horse 1', new_password: 'second horse 2' }),
    },
    {
      name: 'change password',
      method: 'POST',
      path: '/user/update-user-password',
      headers: bearer,
      ...json({ current_password: 'correct horse 1', new_password: 'second horse 2' }),
    },
    {
      name: 'signin with the old password',
      method: 'POST',
      path: '/user/signin',
      ...json({ email: shopper, password: 'correct horse 1' }),
    },

    // Forgotten password.
    { name: 'forgot: bad address', method: 'POST', path: '/user/forgot-password', ...json({ email: 'x@' }) },
    {
      name: 'forgot: unknown address',
      method: 'POST',
      path: '/user/forgot-password',
      ...json({ email: 'nobody@example.com' }),
    },
    { name: 'forgot', method: 'POST', path: '/user/forgot-password', ...json({ email: shopper }) },
    {
      name: 'reset: bad fields',
      method: 'POST',
      path: '/user/update-password',
      ...json({ email: shopper, code: 'abc', password: 'x' }),
    },
    {
      name: 'reset: wrong code',
      method: 'POST',
      path: '/user/update-password',
      before: async (state, _call, mailbox) => {
        state.reset = await mailbox(shopper)
      },
      'Content-Type': 'application/json',
      body: (state) =>
        JSON.stringify({ email: shopper, code: wrong(state.reset), password: 'third horse 3' }),
    },
    {
      name: 'reset',
      method: 'POST',
      path: '/user/update-password',
      'Content-Type': 'application/json',
      body: (state) => JSON.stringify({ email: shopper, code: state.reset, password: 'third horse 3' }),
    },
    { name: 'profile with a token revoked by the reset', path: '/user/profile', headers: bearer },
    {
      name: 'signin with the reset password',
      method: 'POST',
      path: '/user/signin',
      ...json({ email: shopper, password: 'third horse 3' }),
      after: (state, answer) => {
        state.token = JSON.parse(answer.text).data.token
      },
    },

    // Sign-out.
    { name: 'logout', path: '/user/logout', headers: bearer },
    { name: 'logout again', path: '/user/logout', headers: bearer },
    {
      name: 'signin again',
      method: 'POST',
      path: '/user/signin',
      ...json({ email: shopper, password: 'third horse 3' }),
      after: (state, answer) => {
        state.token = JSON.parse(answer.text).data.token
      },
    },

    // Seller sign-up.
    {
      name: 'seller signup: bad fields',
      method: 'POST',
      path: '/seller/signup',
      ...json({ name: '', email: 'nope', store_name: '', password: '1' }),
    },
    { name: 'seller signup: not an object', method: 'POST', path: '/seller/signup', ...json([1, 2]) },
    {
      name: 'seller signup',
      method: 'POST',
      path: '/seller/signup',
      ...json({ name: 'Karim Saleh', email: seller, store_name: 'Karim Crafts', password: 'seller horse 1' }),
    },
    {
      name: 'seller verify: unknown address',
      method: 'POST',
      path: '/seller/verify',
      ...json({ email: 'nobody@example.com', code: '123456' }),
    },
    {
      name: 'seller verify: wrong code',
      method: 'POST',
      path: '/seller/verify',
      before: async (state, _call, mailbox) => {
        state.sellerCode = await mailbox(seller)
      },
      'Content-Type': 'application/json',
      body: (state) => JSON.stringify({ email: seller, code: wrong(state.sellerCode) }),
    },
    {
      name: 'seller verify',
      method: 'POST',
      path: '/seller/verify',
      'Content-Type': 'application/json',
      body: (state) => JSON.stringify({ email: seller, code: state.sellerCode }),
    },
    {
      name: 'seller signup of a verified address',
      method: 'POST',
      path: '/seller/signup',
      ...json({ name: 'Karim Saleh', email: seller, store_name: 'Karim Crafts', password: 'seller horse 1' }),
    },

    // Deletion.
    { name: 'delete: signed out', method: 'DELETE', path: '/user/delete' },
    { name: 'delete', method: 'DELETE', path: '/user/delete', headers: bearer },
    { name: 'profile of a deleted account', path: '/user/profile', headers: bearer },
    {
      name: 'signin of a deleted account',
      method: 'POST',
      path: '/user/signin',
      ...json({ email: shopper, password: 'third horse 3' }),
    },
  ]
}

/** Replays the request set against `origin`; returns the recorded answers. */
async function replay(origin, port) {
  const base = `${origin}/api/v1`
  const origins = [origin, ...(port ? [`http://localhost:${port}`] : [])]
  const call = (path, init = {}) =>
    fetch(`${base}${path}`, init).then(async (response) => ({ response, text: await response.text() }))
  const mailbox = async (to) => {
    const { text } = await call(`/dev/mailbox?to=${encodeURIComponent(to)}&limit=1`)
    const found = /\b(\d{6})\b/.exec(JSON.parse(text).data[0]?.text ?? '')
    if (!found) throw new Error(`no code in the mailbox of ${to}`)
    return found[1]
  }
  const state = {}
  const answers = []
  for (const request of set.requestSet()) {
    if (request.before) await request.before(state, call, mailbox)
    const path = typeof request.path === 'function' ? request.path(state) : request.path
    const headers = {
      ...(request.lang ? { Language: request.lang } : {}),
      ...(request['Content-Type'] ? { 'Content-Type': request['Content-Type'] } : {}),
      ...(request.headers ? request.headers(state) : {}),
    }
    const body = typeof request.body === 'function' ? request.body(state) : request.body
    const method = request.method ?? 'GET'
    const answer = await call(path, { method, headers, body, redirect: request.redirect ?? 'follow' })
    if (request.after) request.after(state, answer)
    const kept = {}
    for (const name of HEADERS_KEPT) {
      const value = answer.response.headers.get(name)
      if (value !== null) kept[name] = MASKED_HEADERS.has(name) ? '<masked>' : mask(value, origins)
    }
    answers.push({
      name: request.name,
      request: mask(`${method} ${path.replace(/\/product\/\d+/, '/product/<first>')}`, []),
      status: answer.response.status,
      headers: kept,
      body: mask(answer.text, origins),
    })
  }
  return answers
}

async function record(file) {
  const given = flag('origin')
  const api = given ? { origin: given.replace(/\/+$/, ''), stop: async () => {} } : await startApi()
  try {
    const answers = await replay(api.origin, api.port)
    writeFileSync(file, `${JSON.stringify({ recorded: answers.length, answers }, null, 2)}\n`)
    console.log(`api-compare: ${answers.length} answers written to ${file}`)
  } finally {
    await api.stop()
  }
}

/** The first differing place of two texts, with some context. */
function firstDifference(a, b) {
  let index = 0
  while (index < a.length && index < b.length && a[index] === b[index]) index++
  const from = Math.max(0, index - 60)
  return `at character ${index}:\n      before …${a.slice(from, index + 80)}…\n      after  …${b.slice(from, index + 80)}…`
}

function compare(beforeFile, afterFile) {
  const before = JSON.parse(readFileSync(beforeFile, 'utf8')).answers
  const after = JSON.parse(readFileSync(afterFile, 'utf8')).answers
  const differences = []
  const count = Math.max(before.length, after.length)
  for (let index = 0; index < count; index++) {
    const a = before[index]
    const b = after[index]
    if (!a || !b) {
      differences.push(`#${index + 1} ${(a ?? b).name}: only in ${a ? 'before' : 'after'}`)
      continue
    }
    const label = `#${index + 1} ${a.name} (${a.request})`
    if (a.request !== b.request || a.name !== b.name)
      differences.push(`${label}: request is now ${b.request}`)
    if (a.status !== b.status) differences.push(`${label}: status ${a.status} -> ${b.status}`)
    const names = new Set([...Object.keys(a.headers), ...Object.keys(b.headers)])
    for (const name of names) {
      if (a.headers[name] !== b.headers[name]) {
        differences.push(`${label}: header ${name}: ${a.headers[name]} -> ${b.headers[name]}`)
      }
    }
    if (a.body !== b.body) differences.push(`${label}: body differs ${firstDifference(a.body, b.body)}`)
  }
  for (const line of differences) console.log(line)
  console.log(
    differences.length
      ? `api-compare: ${differences.length} difference(s) in ${count} answers`
      : `api-compare: ${count} answers identical`,
  )
  return differences.length === 0
}

try {
  if (command === 'record' && positional[0]) {
    await record(resolve(positional[0]))
  } else if (command === 'compare' && positional[0] && positional[1]) {
    process.exitCode = compare(positional[0], positional[1]) ? 0 : 1
  } else if (command === 'check' && positional[0]) {
    const folder = mkdtempSync(join(tmpdir(), 'souk-compare-'))
    const after = join(folder, 'after.json')
    try {
      await record(after)
      process.exitCode = compare(positional[0], after) ? 0 : 1
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  } else {
    console.error(
      'usage: node scripts/api-compare.mjs record <file.json> [--origin URL]\n' +
        '       node scripts/api-compare.mjs compare <before.json> <after.json>\n' +
        '       node scripts/api-compare.mjs check <before.json> [--origin URL]',
    )
    process.exitCode = 2
  }
} catch (error) {
  console.error(error)
  process.exitCode = 1
}
