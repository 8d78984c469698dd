/**
 * A painter thread (`painters.ts` starts them): draws each painting it is sent and answers with the PNG file's
 * bytes (handed over, not copied), or with the error's message. One painting at a time.
 */
import { parentPort } from 'node:worker_threads'
import { type Painting, paint } from './paint'
import type { PainterAnswer } from './painters'

const port = parentPort
if (!port) throw new Error('paintWorker runs in a worker thread (see painters.ts)')

port.on('message', (painting: Painting) => {
  let answer: PainterAnswer
  try {
    // A buffer of its own: the encoder's may share memory with other buffers, and handing it over would detach them.
    const bytes = new Uint8Array(paint(painting))
    answer = { bytes }
    port.postMessage(answer, [bytes.buffer])
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) }
    port.postMessage(answer)
  }
})
