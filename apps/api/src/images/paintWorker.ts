/**
 * A painter thread's code (`painters.ts` runs it through piscina): piscina imports this module in each thread and
 * calls its default export with each painting; the PNG file's bytes go back handed over, not copied.
 */
import { move } from 'piscina'
import { type Painting, paint } from './paint'

export default function paintInThread(painting: Painting): ReturnType<typeof move> {
  // A buffer of its own: the encoder's may share memory with other buffers, and handing it over would detach them.
  return move(new Uint8Array(paint(painting)))
}
