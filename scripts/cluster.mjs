// Souk on several machines, played on this one with real parts: a throw-away PostgreSQL cluster (Debian
// `postgresql`), an S3-compatible server (s3rver, spoken to over HTTP by the AWS SDK), an SMTP server that keeps
// what it gets, three production Souk instances (`apps/reference-store/dist/server.js`), and HAProxy (Debian
// `haproxy`) in front with health checks. Then it proves, and prints, that:
//   1. a review photo uploaded through instance 1 is served by instances 2 and 3;
//   2. a write through instance 2 is visible through instances 1 and 3 within a second;
//   3. a guest cart, a signed-in session and rate limits are the same whichever instance answers;
//   4. SIGTERM on an instance under load fails no request;
//   5. SIGKILL on an instance under load (and a restart of another) loses and duplicates no order, never takes
//      stock below zero, and fails only requests that were in flight;
//   6. a mail left `sending` by a killed instance is delivered by another, once;
//   7. SSR product page throughput with 1, 2 and 3 instances (2 cores here: the figure shows overhead, not
//      scaling).
//
//   node scripts/cluster.mjs [--short] [--keep] [--report file.json]
//
// --short is the form `npm test` runs (shorter load and throughput runs). --keep leaves everything running
// until Ctrl-C (the URLs are printed). Needs the build (`pnpm run build`); exits 1 when a check fails.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, startPostgres } from '../apps/api/scripts/pg-cluster.mjs'
import { startHaproxy } from './cluster/haproxy.mjs'
import { startInstance, waitReady } from './cluster/instances.mjs'
import { mixedLoad, shippingChoices } from './cluster/load.mjs'
import { startSmtpSink } from './cluster/smtpSink.mjs'
import { root } from './lib.mjs'

const args = process.argv.slice(2)
const short = args.includes('--short')
const keep = args.includes('--keep')
const reportIndex = args.indexOf('--report')
const reportFile = reportIndex >= 0 ? args[reportIndex + 1] : undefined

const requireApi = createRequire(join(root, 'apps/api/package.json'))
const pg = requireApi('pg')
const autocannon = requireApi('autocannon')
const core = await import(join(root, 'packages/core/dist/index.js'))
const { startS3Server } = await import(join(root, 'apps/api/scripts/s3-server.mjs'))

/** HAProxy connects to the instances from this address: the one proxy they trust. */
const PROXY_ADDRESS = '127.0.0.2'
const BUCKET = 'souk-cluster'

const checks = []
function check(name, ok, detail = '') {
  checks.push({ name, ok: Boolean(ok), detail })
  console.log(`${ok ? '  ok  ' : '  FAIL'} ${name}${detail ? ` — ${detail}` : ''}`)
}
const step = (title) => console.log(`\n=== ${title}`)
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

const dir = mkdtempSync(join(tmpdir(), 'souk-cluster-'))
const cleanups = []
let exitCode = 0
/** Stops every part (in reverse order of start) and removes the folder; once. */
let cleaned
const cleanUp = () => {
  cleaned ??= (async () => {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined)
    rmSync(dir, { recursive: true, force: true })
  })()
  return cleaned
}
// Ctrl-C: with --keep once everything runs, it ends the wait; before that, it stops the parts and exits.
let keeping = null
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (keeping) return keeping()
    console.log(`\n${signal}: stopping the cluster`)
    cleanUp().finally(() => process.exit(130))
  })
}
try {
  step('parts: PostgreSQL, S3 (s3rver), SMTP sink')
  const postgres = await startPostgres({ log: () => undefined })
  if (postgres.skipped) throw new Error(`PostgreSQL: ${postgres.skipped}`)
  cleanups.push(() => postgres.stop())
  const s3 = await startS3Server({ port: 0, dir: join(dir, 's3'), bucket: BUCKET })
  cleanups.push(() => s3.close())
  /** Objects written, by key. */
  const puts = {}
  s3.onObjectEvent((record) => {
    if (record.eventName?.startsWith('ObjectCreated')) {
      const key = decodeURIComponent(record.s3?.object?.key ?? '')
      puts[key] = (puts[key] ?? 0) + 1
    }
  })
  const smtp = await startSmtpSink()
  cleanups.push(() => smtp.stop())
  const database = new pg.Pool({ connectionString: postgres.url, max: 4 })
  cleanups.push(() => database.end())
  const query = async (text, values) => (await database.query(text, values)).rows
  console.log(`PostgreSQL ${postgres.url}\nS3 ${s3.endpoint} bucket ${BUCKET}\nSMTP ${smtp.url}`)

  const lbPort = await freePort()
  const lbUrl = `http://127.0.0.1:${lbPort}`
  const environment = {
    NODE_ENV: 'production',
    DATABASE_URL: postgres.url,
    DATABASE_POOL_SIZE: '8',
    SOUK_PUBLIC_URL: lbUrl,
    SOUK_TRUSTED_PROXIES: PROXY_ADDRESS,
    SOUK_ALLOWED_ORIGINS: '',
    SOUK_PARTNER_PORT: '0',
    SMTP_URL: smtp.url,
    ...s3.env,
    SOUK_DRAIN_DELAY_MS: '2500',
    SOUK_SHUTDOWN_TIMEOUT_MS: '10000',
    SOUK_MAIL_LEASE_MS: '4000',
    SOUK_LOG: 'json',
  }
  const ports = [await freePort(), await freePort(), await freePort()]
  const instances = []
  const launch = (index) => {
    const instance = startInstance({
      root,
      dir,
      name: `s${index + 1}`,
      port: ports[index],
      // The checks below also call each instance by its own address (the public URL is the balancer's).
      env: {
        ...environment,
        SOUK_DATA_DIR: join(dir, `data-${index + 1}`),
        SOUK_EXTRA_HOSTS: ports.map((instancePort) => `127.0.0.1:${instancePort}`).join(','),
      },
    })
    instances[index] = instance
    return instance
  }
  cleanups.push(() => Promise.all(instances.map((instance) => instance?.signal('SIGKILL'))))

  step('three instances started together on an empty database (migrations and seed run once)')
  let started = Date.now()
  await Promise.all([0, 1, 2].map((index) => waitReady(launch(index))))
  check(
    'three instances migrate and seed one empty database at once, and all become ready',
    true,
    `${Date.now() - started} ms`,
  )
  const [migrations] = await query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')
  const [languages] = await query('SELECT count(*)::int AS n FROM languages')
  check(
    'each migration is recorded once and the seed ran once',
    languages.n === 5,
    `${migrations.n} migrations, ${languages.n} languages`,
  )

  const haproxy = await startHaproxy({
    dir,
    port: lbPort,
    servers: instances.map((instance) => ({ name: instance.name, port: instance.port })),
    sourceAddress: PROXY_ADDRESS,
  })
  cleanups.push(() => haproxy.stop())
  started = Date.now()
  while (Object.values(await haproxy.states()).some((state) => state !== 'UP')) {
    if (Date.now() - started > 20_000) throw new Error(`HAProxy: ${JSON.stringify(await haproxy.states())}`)
    await sleep(200)
  }
  console.log(`HAProxy ${lbUrl} → ${instances.map((instance) => instance.url).join(', ')}`)

  const clientOf = (baseUrl, options = {}) =>
    core.createClient({ baseURL: `${baseUrl}/api/v1/`, retry: 0, ...options })

  // A customer with a delivered order, signed up through the balancer with the code the shop mailed.
  step('1. a review photo uploaded through s1 is served by s2 and s3')
  const email = `cluster-${Date.now()}@example.test`
  const password = 'cluster-Passw0rd!'
  const lb = clientOf(lbUrl)
  await lb.account.signUp({ name: 'Cluster Customer', email, password })
  const code = await waitFor(async () => {
    const [row] = await query(`SELECT text FROM mail_outbox WHERE "to" = $1 ORDER BY id DESC LIMIT 1`, [
      email,
    ])
    return row ? /\b(\d{6})\b/.exec(row.text)?.[1] : undefined
  })
  await lb.account.verify({ email, code })
  const signedIn = await lb.account.signIn({ email, password })
  const token = signedIn.data?.token
  if (!token) throw new Error(`no token after sign-in: ${JSON.stringify(signedIn).slice(0, 300)}`)
  const [product] = await query(
    `SELECT p.id, p.slug, min(i.id)::int AS inventory_id FROM products p
     JOIN updated_inventories i ON i.product_id = p.id
     WHERE p.status = 1 AND i.quantity > 50 GROUP BY p.id ORDER BY p.id LIMIT 1`,
  )
  const customer = clientOf(instances[0].url, { token: () => token })
  const orderId = await placeOrder(customer, { id: product.id, inventoryId: product.inventory_id })
  // The seller delivers it (the seller's dashboard is outside this API).
  await query('UPDATE orders SET status = 5 WHERE id = $1', [orderId])
  const photo = await fetch(`${lbUrl}/uploads/placeholder.png`).then((response) => response.arrayBuffer())
  const saved = await customer.reviews.save({
    order_id: orderId,
    product_id: product.id,
    rating: 5,
    review: 'Arrived through three servers.',
    images: [new Blob([photo], { type: 'image/png' })],
  })
  const imageName = (
    await query('SELECT image FROM review_images WHERE rating_review_id = $1', [saved.data.id])
  )[0]?.image
  const served = await Promise.all(
    instances.map((instance) =>
      fetch(`${instance.url}/uploads/${imageName}`, { redirect: 'manual' }).then(async (response) => ({
        status: response.status,
        bytes: Buffer.from(await response.arrayBuffer()),
      })),
    ),
  )
  check(
    'the photo uploaded through s1 is served by s1, s2 and s3 with the same bytes',
    imageName && served.every((answer) => answer.status === 200 && answer.bytes.equals(served[0].bytes)),
    `${imageName}: ${served.map((answer) => `${answer.status} ${answer.bytes.length} B`).join(', ')}`,
  )

  // A seed picture nobody asked for yet, asked of the three instances at once: drawn and stored once.
  const fresh = `product-${product.id + 7}.png`
  const drawn = await Promise.all(
    [...instances, ...instances].map((instance) =>
      fetch(`${instance.url}/uploads/${fresh}`).then(async (response) => ({
        status: response.status,
        bytes: Buffer.from(await response.arrayBuffer()),
      })),
    ),
  )
  check(
    'a picture asked of three instances at once is drawn and stored once, and they serve the same bytes',
    puts[fresh] === 1 &&
      drawn.every((answer) => answer.status === 200 && answer.bytes.equals(drawn[0].bytes)),
    `${fresh}: ${puts[fresh] ?? 0} PutObject for ${drawn.length} requests`,
  )

  step('2. a write through s2 is visible through s1 and s3 within a second')
  const readStock = async (instance) => {
    const { data } = await clientOf(instance.url).catalog.product(product.id)
    return data.inventory.find((item) => item.id === product.inventory_id)?.quantity
  }
  const before = await readStock(instances[0])
  await readStock(instances[2])
  await placeOrder(clientOf(instances[1].url, { token: () => token }), {
    id: product.id,
    inventoryId: product.inventory_id,
  })
  const wrote = Date.now()
  const seen = await Promise.all(
    [instances[0], instances[2]].map(async (instance) => {
      while (Date.now() - wrote < 5000) {
        if ((await readStock(instance)) === before - 1) return Date.now() - wrote
        await sleep(25)
      }
      return Number.POSITIVE_INFINITY
    }),
  )
  check(
    'an order through s2 shows the new stock through s1 and s3 within 1 s (caches emptied by NOTIFY)',
    seen.every((ms) => ms <= 1000),
    `s1 after ${seen[0]} ms, s3 after ${seen[1]} ms (the cache's own time to live is 10-15 s)`,
  )

  step('3. the same cart, session and rate limits whichever instance answers')
  const guest = `cluster${Date.now().toString(36)}guest`
  await clientOf(instances[0].url, { guestToken: () => guest }).cart.action({
    product_id: product.id,
    inventory_id: product.inventory_id,
    quantity: 2,
  })
  const carts = await Promise.all(
    instances.map(
      async (instance) => (await clientOf(instance.url, { guestToken: () => guest }).cart.byUser()).data,
    ),
  )
  check(
    'a guest cart filled through s1 reads the same through s1, s2 and s3',
    carts.every((lines) => lines.length === 1 && lines[0].quantity === 2),
    carts.map((lines) => `${lines.length} line(s)`).join(', '),
  )
  const profiles = await Promise.all(
    instances.map(async (instance) => {
      const response = await fetch(`${instance.url}/api/v1/user/profile`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      })
      return (await response.json())?.data?.email
    }),
  )
  check(
    'a signed-in session answers as the same customer on s1, s2 and s3',
    profiles.every((value) => value === email),
    profiles.join(', '),
  )
  // Wrong verification codes from one client, round robin over the instances: the shared limit (30 per 15
  // minutes per client) refuses the 31st whichever instance receives it.
  const from = '127.0.0.77'
  const answers = []
  for (let attempt = 0; attempt < 31; attempt++) {
    const instance = instances[attempt % 3]
    answers.push(await postFrom(from, `${instance.url}/api/v1/user/verify`, { email, code: '000000' }))
  }
  const limited = answers.findIndex((answer) => /too many attempts/i.test(JSON.stringify(answer)))
  check(
    'a rate limit counts the attempts of one client on every instance together (31st refused)',
    limited === 30,
    `first refusal at attempt ${limited + 1} of ${answers.length}`,
  )

  // The balancer names each request; the instance that answers logs that id in its JSON lines and echoes it.
  const traced = await fetch(`${lbUrl}/api/v1/common`, { headers: { 'X-Request-Id': 'chosen-by-client' } })
  await traced.arrayBuffer()
  const requestId = traced.headers.get('x-request-id') ?? ''
  await sleep(200)
  const logged = instances.some((instance) =>
    readFileSync(instance.logFile, 'utf8')
      .split('\n')
      .some((line) => {
        try {
          const entry = JSON.parse(line)
          return entry.requestId === requestId && entry.path === '/api/v1/common'
        } catch {
          return false
        }
      }),
  )
  check(
    "a request's id comes from HAProxy (not the client), is echoed, and is in the answering instance's JSON log",
    /^[0-9a-f-]{36}$/.test(requestId) && logged,
    `X-Request-Id ${requestId || 'missing'}; in a JSON log line: ${logged}`,
  )

  // The load: hot products with little stock, so orders outrun it.
  const listing = await query(
    `SELECT p.id, p.slug, min(i.id)::int AS "inventoryId" FROM products p
     JOIN updated_inventories i ON i.product_id = p.id WHERE p.status = 1
     GROUP BY p.id ORDER BY p.id LIMIT 40`,
  )
  const hot = listing.slice(0, 4)
  const STOCK = short ? 12 : 40
  /** Gives each hot product STOCK units again; returns the moment (orders after it count against them). */
  const restock = async () =>
    (
      await query(
        'UPDATE updated_inventories SET quantity = $2 WHERE id = ANY($1) RETURNING now()::text AS at',
        [hot.map((item) => item.inventoryId), STOCK],
      )
    )[0].at
  await restock()
  const words = ['phone', 'shirt', 'watch', 'book', 'lamp', 'mug', 'tent', 'bottle']
  const users = short ? 12 : 24
  const loadSeconds = short ? 8 : 20

  step(`4. SIGTERM on s2 under load (${users} shoppers, ${loadSeconds} s)`)
  {
    let finish
    const until = new Promise((resolve) => {
      finish = resolve
    })
    const running = mixedLoad({ core, baseUrl: lbUrl, products: listing, hot, users, words, until })
    await sleep((loadSeconds * 1000) / 4)
    const stopAt = Date.now()
    const stopped = await instances[1].signal('SIGTERM')
    const stopMs = Date.now() - stopAt
    await waitReady(launch(1))
    await sleep((loadSeconds * 1000) / 2)
    finish()
    const { requests } = await running
    const failed = requests.filter((request) => request.failed)
    check(
      'SIGTERM: the instance drains and exits 0, and no request fails',
      failed.length === 0 && stopped.code === 0,
      `${requests.length} requests, ${failed.length} failed, exit ${stopped.code ?? stopped.signal} after ${stopMs} ms${
        failed.length ? `: ${summarize(failed)}` : ''
      }`,
    )
  }

  step(`5. SIGKILL on s3 and a restart of s1 under load (${users} shoppers, ${loadSeconds} s)`)
  {
    let finish
    const until = new Promise((resolve) => {
      finish = resolve
    })
    const stockSetAt = await restock()
    const running = mixedLoad({ core, baseUrl: lbUrl, products: listing, hot, users, words, until })
    await sleep((loadSeconds * 1000) / 4)
    const killedAt = Date.now()
    await instances[2].signal('SIGKILL')
    // Until the process is gone its listening socket still takes connections (the kernel completes them), so a
    // request sent in those milliseconds reaches a server that will never answer it: it was in flight at the kill.
    const goneAt = Date.now()
    await sleep(1000)
    const restarted = await instances[0].signal('SIGTERM')
    await waitReady(launch(0))
    await sleep((loadSeconds * 1000) / 4)
    finish()
    const { requests, orders } = await running
    // The requests in flight from the signal until the process was gone, whichever instance held them (an upper
    // bound of the killed one's).
    const inFlight = requests.filter(
      (request) => request.start <= goneAt && (request.end === 0 || request.end >= killedAt),
    ).length
    const failed = requests.filter((request) => request.failed)
    const lateFailures = failed.filter((request) => request.start > goneAt)
    check(
      'SIGKILL: the only failed requests are ones in flight at the kill (HAProxy retried the idempotent GETs)',
      failed.length <= inFlight && lateFailures.length === 0,
      `the process was gone ${goneAt - killedAt} ms after the signal; ${requests.length} requests, ${failed.length} failed (${inFlight} were in flight then on all three${
        failed.length ? `; ${summarize(failed)}` : ''
      }), ${lateFailures.length} started after it${failed
        .map(
          (request) =>
            `; ${request.kind} from +${request.start - killedAt} ms to +${request.end - killedAt} ms after the kill: ${
              request.cause || request.message
            }`,
        )
        .join('')}`,
    )
    if (lateFailures.length) console.log(`  HAProxy's log:\n${haproxy.errorLog()}`)
    check(
      'the gracefully restarted s1 exited 0',
      restarted.code === 0,
      `exit ${restarted.code ?? restarted.signal}`,
    )
    const placed = orders.filter((order) => order.outcome === 'placed')
    const unknown = orders.filter((order) => order.outcome === 'failed')
    const tokens = orders.map((order) => order.token)
    const found = await query('SELECT id FROM orders WHERE id = ANY($1)', [placed.map((order) => order.id)])
    const duplicates = await query(
      'SELECT user_token, count(*)::int AS n FROM orders WHERE user_token = ANY($1) GROUP BY 1 HAVING count(*) > 1',
      [tokens],
    )
    const unknownStored = await query('SELECT count(*)::int AS n FROM orders WHERE user_token = ANY($1)', [
      unknown.map((order) => order.token),
    ])
    check(
      'no order lost: every order the shop confirmed is in the database',
      found.length === placed.length,
      `${placed.length} confirmed, ${found.length} found; ${orders.filter((order) => order.outcome === 'refused').length} refused (stock); ${unknown.length} without an answer (${unknownStored[0].n} of them stored)`,
    )
    check(
      'no order duplicated: one order at most per checkout',
      duplicates.length === 0,
      `${duplicates.length} duplicated`,
    )
    const [negative] = await query('SELECT count(*)::int AS n FROM updated_inventories WHERE quantity < 0')
    const hotInventories = hot.map((item) => item.inventoryId)
    const [sold] = await query(
      `SELECT coalesce(sum(op.quantity), 0)::int AS n FROM ordered_products op JOIN orders o ON o.id = op.order_id
       WHERE op.inventory_id = ANY($1) AND o.created_at >= $2::timestamptz`,
      [hotInventories, stockSetAt],
    )
    const [left] = await query(
      'SELECT coalesce(sum(quantity), 0)::int AS n FROM updated_inventories WHERE id = ANY($1)',
      [hotInventories],
    )
    check(
      'stock never below zero, and what is left plus what was sold is what there was',
      negative.n === 0 && left.n + sold.n === STOCK * hot.length,
      `${negative.n} negative rows; ${sold.n} sold + ${left.n} left = ${left.n + sold.n} of ${STOCK * hot.length}`,
    )
    await waitReady(launch(2))
  }

  step('6. a mail left `sending` by a killed instance is delivered by another')
  {
    const held = `held-${Date.now()}@example.test`
    smtp.hold(held)
    await clientOf(instances[2].url).account.signUp({ name: 'Held Mail', email: held, password })
    const holding = await waitFor(async () => (smtp.holds() > 0 ? true : undefined), 15_000).catch(
      () => false,
    )
    await instances[2].signal('SIGKILL')
    smtp.release(held)
    const [row] = await query('SELECT id FROM mail_outbox WHERE "to" = $1', [held])
    const delivered = await waitFor(async () => (smtp.to(held).length > 0 ? true : undefined), 30_000).catch(
      () => false,
    )
    await sleep(2000)
    const [after] = await query('SELECT sent_at IS NOT NULL AS sent FROM mail_outbox WHERE id = $1', [
      row?.id,
    ])
    check(
      'the mail s3 was sending when it was killed is delivered by another instance, once',
      holding && delivered && smtp.to(held).length === 1 && after?.sent,
      `held mid-send: ${holding}; delivered ${smtp.to(held).length} time(s); row marked sent: ${after?.sent}`,
    )
    await waitReady(launch(2))
  }

  step('7. SSR product page throughput with 1, 2 and 3 instances (through HAProxy)')
  {
    const seconds = short ? 3 : 10
    const path = `/${listing[1].slug}/product/${listing[1].id}`
    const figures = []
    for (const count of [1, 2, 3]) {
      for (const [index, instance] of instances.entries()) {
        await haproxy.admin(
          `set server instances/${instance.name} state ${index < count ? 'ready' : 'maint'}`,
        )
      }
      // Until HAProxy routes to exactly the chosen ones (a restarted instance needs two good checks first).
      const wanted = instances.map((_instance, index) => (index < count ? 'UP' : 'MAINT'))
      const until = Date.now() + 20_000
      while (Date.now() < until) {
        const states = await haproxy.states()
        if (instances.every((instance, index) => states[instance.name] === wanted[index])) break
        await sleep(200)
      }
      const probe = await fetch(`${lbUrl}${path}`)
      await probe.arrayBuffer()
      if (probe.status !== 200) throw new Error(`${path} answered ${probe.status}`)
      const result = await autocannon({ url: `${lbUrl}${path}`, connections: 16, duration: seconds })
      figures.push({
        instances: count,
        rps: Math.round(result.requests.average),
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
      })
      console.log(
        `  ${count} instance(s): ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx + result.errors} errors${
          result.non2xx + result.errors ? ` ${JSON.stringify(result.statusCodeStats)}` : ''
        }`,
      )
    }
    for (const instance of instances) await haproxy.admin(`set server instances/${instance.name} state ready`)
    check(
      'every throughput run answered without errors',
      figures.every((figure) => figure.errors === 0),
      '2 cores: more instances share the same CPUs, so the figures show overhead, not scaling',
    )
  }

  if (keep) {
    console.log(`\nRunning: ${lbUrl}/ (Ctrl-C stops everything)`)
    await new Promise((resolve) => {
      keeping = resolve
    })
  }
} catch (error) {
  console.error(error)
  check('the cluster run finished', false, String(error?.message ?? error).split('\n')[0])
} finally {
  await cleanUp()
  const failed = checks.filter((item) => !item.ok)
  console.log(`\ncluster: ${checks.length - failed.length} passed, ${failed.length} failed`)
  if (reportFile) writeFileSync(reportFile, JSON.stringify({ checks }, null, 2))
  exitCode = failed.length ? 1 : 0
}
process.exit(exitCode)

/** Polls `probe` until it returns something other than undefined. */
async function waitFor(probe, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    const value = await probe()
    if (value !== undefined) return value
    await sleep(100)
  }
  throw new Error('timed out')
}

/** Cart, address, shipping and a cash-on-delivery order for one unit; returns the order id. */
async function placeOrder(client, item) {
  await client.cart.action({ product_id: item.id, inventory_id: item.inventoryId, quantity: 1 })
  const address = await client.addresses.save({
    name: 'Cluster Customer',
    email: `addr-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`,
    phone: '+1 555 0100100',
    country: 'US',
    state: 'CA',
    city: 'Town',
    zip: '12345',
    address_1: '1 Cluster Street',
  })
  const { data: lines } = await client.cart.byUser()
  const cart = shippingChoices(core, lines)
  await client.cart.updateShipping({ cart, selected_address: address.data.id })
  const placed = await client.orders.place({ order_method: 2 })
  return placed.data.id
}

/** A JSON POST from a chosen loopback address (one client as the instances see it). */
async function postFrom(localAddress, url, body) {
  const { request } = await import('node:http')
  return new Promise((resolve, reject) => {
    const target = new URL(url)
    const payload = JSON.stringify(body)
    const call = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) },
      },
      (response) => {
        let text = ''
        response.on('data', (chunk) => {
          text += chunk
        })
        response.on('end', () => resolve(JSON.parse(text || 'null')))
      },
    )
    call.on('error', reject)
    call.end(payload)
  })
}

/** Failed requests counted by kind. */
function summarize(failed) {
  const byKind = {}
  const byAnswer = {}
  for (const request of failed) {
    byKind[request.kind] = (byKind[request.kind] ?? 0) + 1
    const answer = `${request.status || 'no answer'} ${request.message}`.slice(0, 80)
    byAnswer[answer] = (byAnswer[answer] ?? 0) + 1
  }
  const list = (counts) =>
    Object.entries(counts)
      .map(([name, n]) => `${n} ${name}`)
      .join(', ')
  return `${list(byKind)} [${list(byAnswer)}]`
}
