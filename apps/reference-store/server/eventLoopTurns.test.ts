import { describe, expect, it } from 'vitest'
import { createEventLoopTurns } from './eventLoopTurns'

describe('turns of the event loop', () => {
  it('resumes one waiter per turn, in order, with the work the loop had already due in between', async () => {
    const turns = createEventLoopTurns()
    const order: string[] = []
    const calls = ['call 1', 'call 2', 'call 3'].map((name) => turns.wait().then(() => order.push(name)))
    // Work due now on the loop (as an answer to another connection would be): it runs after the first call, not
    // after all three.
    setImmediate(() => order.push('other work'))
    expect(turns.waiting).toBe(3)
    await Promise.all(calls)
    expect(order).toEqual(['call 1', 'other work', 'call 2', 'call 3'])
    expect(turns.waiting).toBe(0)
  })
})
