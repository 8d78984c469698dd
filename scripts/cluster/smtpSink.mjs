// An SMTP server that keeps what it receives (the `smtp-server` package), for the cluster's mail checks. It can
// hold the answer to a message's data for chosen recipients, so the sender stays mid-send until it is killed.
import { SMTPServer } from 'smtp-server'

/** Starts the sink on 127.0.0.1 and a free port. */
export async function startSmtpSink() {
  /** Delivered messages: `{ to: string[], raw: string }`. */
  const delivered = []
  /** Recipients whose messages are held (never answered) while listed. */
  const held = new Set()
  let holds = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((address) => address.address.toLowerCase())
      const chunks = []
      stream.on('data', (chunk) => chunks.push(chunk))
      stream.on('end', () => {
        if (to.some((address) => held.has(address))) {
          // Never answered: the sender waits until its socket times out or its process dies.
          holds += 1
          return
        }
        delivered.push({ to, raw: Buffer.concat(chunks).toString('utf8') })
        callback()
      })
    },
  })
  server.on('error', () => undefined)
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address()
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    hold: (address) => held.add(address.toLowerCase()),
    release: (address) => held.delete(address.toLowerCase()),
    /** Messages whose data arrived for a held recipient (and were never answered). */
    holds: () => holds,
    /** Messages delivered to `address`. */
    to: (address) => delivered.filter((message) => message.to.includes(address.toLowerCase())),
    stop: () => new Promise((resolve) => server.close(resolve)),
  }
}
