// The painter thread's code from the sources (Vitest, tsx; `painters.ts` hands this file to piscina): registers
// tsx's ES module hooks in the thread, then loads the TypeScript module (on Node 20, a thread's `--import` hooks
// come too late for its own entry file).
import { register } from 'tsx/esm/api'

register()
const { default: paintInThread } = await import('./paintWorker.ts')

export default paintInThread
