// HAProxy in front of the Souk instances of `scripts/cluster.mjs`: round robin, health checks on /readyz, the
// request id it makes (or keeps) forwarded as X-Request-Id, its own address as the one proxy the instances trust,
// and retries that never repeat a request a server may have started: idempotent GETs and HEADs are retried on
// another server after a failed or empty answer; any other method only when the connection never opened.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { createConnection } from 'node:net'
import { join } from 'node:path'

/** The HAProxy binary (Debian `haproxy`), or null. */
export function findHaproxy() {
  for (const candidate of ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy']) {
    if (existsSync(candidate)) return candidate
  }
  const probe = spawnSync('haproxy', ['-v'], { encoding: 'utf8' })
  return probe.status === 0 ? 'haproxy' : null
}

/**
 * The configuration: `servers` are `{ name, port }` on 127.0.0.1; HAProxy connects to them from `sourceAddress`
 * (the address the instances list in SOUK_TRUSTED_PROXIES).
 */
export function haproxyConfig({ port, servers, sourceAddress, socket }) {
  return `global
  maxconn 4096
  stats socket ${socket} mode 600 level admin
  log stderr format raw local0 warning

defaults
  mode http
  log global
  option dontlognull
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout http-keep-alive 5s
  timeout queue 10s

frontend souk
  bind 127.0.0.1:${port}
  # One id per request, made here: whatever a client sent as X-Request-Id is replaced (clients are not trusted).
  http-request set-header X-Request-Id %[uuid()]
  option forwardfor
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  # A check every 500 ms; three failures take a server out (a draining one answers 503 at once), and a busy
  # server has 3 s to answer before a check counts as failed. At most 64 requests each; the rest wait in line.
  timeout check 3s
  default-server inter 500ms fall 3 rise 2 maxconn 64 source ${sourceAddress}
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout 502 503 504
  # A POST that reached a server may have placed an order: only a connection that never opened is retried.
  http-request disable-l7-retry unless METH_GET || METH_HEAD
${servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`).join('\n')}
`
}

/** Starts HAProxy in the foreground (`-db`); resolves once it answers on its socket. */
export async function startHaproxy({ dir, port, servers, sourceAddress }) {
  const binary = findHaproxy()
  if (!binary) throw new Error('HAProxy is not installed (apt-get install -y haproxy)')
  const socket = join(dir, 'haproxy.sock')
  const file = join(dir, 'haproxy.cfg')
  writeFileSync(file, haproxyConfig({ port, servers, sourceAddress, socket }))
  const check = spawnSync(binary, ['-c', '-q', '-f', file], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`haproxy -c: ${check.stderr || check.stdout}`)
  const child = spawn(binary, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] })
  let errors = ''
  child.stderr.on('data', (chunk) => {
    errors = (errors + chunk).slice(-20_000)
  })
  const admin = (command) => haproxyCommand(socket, command)
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${errors}`)
    if (await admin('show info').catch(() => null)) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url: `http://127.0.0.1:${port}`,
    admin,
    /** The last lines HAProxy wrote to its log (warnings: servers going down and up). */
    errorLog: () => errors,
    /** `{ name: 'UP' | 'DOWN' | 'MAINT' … }` of the backend's servers. */
    async states() {
      const csv = await admin('show stat')
      const states = {}
      for (const line of csv.split('\n')) {
        const cells = line.split(',')
        if (cells[0] === 'instances' && cells[1] !== 'BACKEND' && cells[1] !== 'FRONTEND') {
          states[cells[1]] = cells[17]
        }
      }
      return states
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** Sends one command to HAProxy's admin socket and returns its answer. */
function haproxyCommand(socket, command) {
  return new Promise((resolve, reject) => {
    const connection = createConnection(socket)
    let answer = ''
    connection.on('data', (chunk) => {
      answer += chunk
    })
    connection.on('end', () => resolve(answer))
    connection.on('error', reject)
    connection.end(`${command}\n`)
  })
}
