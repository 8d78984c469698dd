import { describe, expect, it } from 'vitest'
import { createRenderLimit, RenderQueueFull, renderKindOf } from './renderLimit'

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the render limit', () => {
  it('runs at most its number of renders at once, the others in their order of arrival', async () => {
    const limit = createRenderLimit(2)
    const started: number[] = []
    const finish: (() => void)[] = []
    const renders = [0, 1, 2, 3, 4].map((index) =>
      limit.run(
        () =>
          new Promise<number>((resolve) => {
            started.push(index)
            finish[index] = () => resolve(index)
          }),
      ),
    )
    await tick()
    expect(started).toEqual([0, 1])
    expect(limit.counts).toEqual({ running: 2, waiting: 3, refused: 0 })
    finish[1]?.()
    await tick()
    expect(started).toEqual([0, 1, 2])
    finish[0]?.()
    finish[2]?.()
    await tick()
    finish[3]?.()
    await tick()
    finish[4]?.()
    expect(await Promise.all(renders)).toEqual([0, 1, 2, 3, 4])
    expect(started).toEqual([0, 1, 2, 3, 4])
    expect(limit.counts).toEqual({ running: 0, waiting: 0, refused: 0 })
  })

  it('does not render for a client that left while it waited', async () => {
    const limit = createRenderLimit(1)
    let release: () => void = () => {}
    const first = limit.run(() => new Promise<void>((resolve) => (release = resolve)))
    const gone = new AbortController()
    let rendered = false
    const second = limit.run(async () => {
      rendered = true
    }, gone.signal)
    gone.abort(new Error('the client closed the connection'))
    await expect(second).rejects.toThrow('the client closed the connection')
    release()
    await first
    expect(rendered).toBe(false)
    expect(limit.counts).toEqual({ running: 0, waiting: 0, refused: 0 })
  })

  it('refuses a render at once when its line is full, and takes requests again once it has room', async () => {
    const limit = createRenderLimit(1, { maxWaiting: 2 })
    const finish: (() => void)[] = []
    const render = (index: number) => () =>
      new Promise<number>((resolve) => (finish[index] = () => resolve(index)))
    const admitted = [0, 1, 2].map((index) => limit.run(render(index)))
    await expect(limit.run(render(3))).rejects.toBeInstanceOf(RenderQueueFull)
    expect(limit.counts).toEqual({ running: 1, waiting: 2, refused: 1 })
    finish[0]?.()
    await tick()
    const later = limit.run(render(4))
    expect(limit.counts).toEqual({ running: 1, waiting: 2, refused: 1 })
    for (const index of [1, 2, 4]) {
      finish[index]?.()
      await tick()
    }
    expect(await Promise.all([...admitted, later])).toEqual([0, 1, 2, 4])
  })

  it('serves prefetches after every waiting request, never in the last free slot, and refuses them past their line', async () => {
    const limit = createRenderLimit(2)
    const started: number[] = []
    const finish: (() => void)[] = []
    const render = (index: number) => () =>
      new Promise<number>((resolve) => {
        started.push(index)
        finish[index] = () => resolve(index)
      })
    const first = limit.run(render(0), undefined, 'prefetch')
    // The one slot a prefetch may take (of two) is taken: the next prefetches wait, a request does not.
    const later = [1, 2, 3, 4].map((index) => limit.run(render(index), undefined, 'prefetch'))
    await expect(limit.run(render(5), undefined, 'prefetch')).rejects.toBeInstanceOf(RenderQueueFull)
    const request = limit.run(render(6))
    await tick()
    expect(started).toEqual([0, 6])
    // A request that comes while prefetches wait goes before them.
    const next = limit.run(render(7))
    finish[0]?.()
    await tick()
    expect(started).toEqual([0, 6, 7])
    expect(limit.counts).toEqual({ running: 2, waiting: 4, refused: 1 })
    finish[6]?.()
    finish[7]?.()
    await tick()
    expect(started).toEqual([0, 6, 7, 1])
    for (const index of [1, 2, 3, 4]) {
      finish[index]?.()
      await tick()
    }
    expect(await Promise.all([first, ...later, request, next])).toEqual([0, 1, 2, 3, 4, 6, 7])
    expect(limit.counts).toEqual({ running: 0, waiting: 0, refused: 1 })
  })

  it('serves a navigation’s data while ten document renders wait, documents and navigations taking turns', async () => {
    const limit = createRenderLimit(1)
    const started: string[] = []
    const finish = new Map<string, () => void>()
    const render = (name: string) => () =>
      new Promise<string>((resolve) => {
        started.push(name)
        finish.set(name, () => resolve(name))
      })
    const documents = Array.from({ length: 11 }, (_, index) => limit.run(render(`document ${index}`)))
    const navigations = [0, 1].map((index) =>
      limit.run(render(`navigation ${index}`), undefined, 'navigation'),
    )
    await tick()
    expect(limit.counts).toEqual({ running: 1, waiting: 12, refused: 0 })
    finish.get('document 0')?.()
    await tick()
    // The first navigation goes before the ten documents that came before it…
    expect(started).toEqual(['document 0', 'navigation 0'])
    finish.get('navigation 0')?.()
    await tick()
    // …then a document, then the next navigation: neither line waits for the other to empty.
    expect(started).toEqual(['document 0', 'navigation 0', 'document 1'])
    finish.get('document 1')?.()
    await tick()
    expect(started.at(-1)).toBe('navigation 1')
    for (let index = 1; index < 11; index++) {
      finish.get(started.at(-1) ?? '')?.()
      await tick()
    }
    expect(await Promise.all(navigations)).toEqual(['navigation 0', 'navigation 1'])
    expect(await Promise.all(documents)).toHaveLength(11)
    expect(limit.counts).toEqual({ running: 0, waiting: 0, refused: 0 })
  })

  it('counts documents and navigations in one bounded line', async () => {
    const limit = createRenderLimit(1, { maxWaiting: 2 })
    let release: () => void = () => {}
    const first = limit.run(() => new Promise<void>((resolve) => (release = resolve)))
    const document = limit.run(async () => {})
    const navigation = limit.run(async () => {}, undefined, 'navigation')
    await expect(limit.run(async () => {}, undefined, 'navigation')).rejects.toBeInstanceOf(RenderQueueFull)
    await expect(limit.run(async () => {})).rejects.toBeInstanceOf(RenderQueueFull)
    release()
    await Promise.all([first, document, navigation])
    expect(limit.counts).toEqual({ running: 0, waiting: 0, refused: 2 })
  })

  it('knows a browser’s prefetch by its Sec-Purpose (or older Purpose) header', () => {
    expect(renderKindOf(new Headers({ 'Sec-Purpose': 'prefetch' }))).toBe('prefetch')
    expect(renderKindOf(new Headers({ 'Sec-Purpose': 'prefetch;prerender' }))).toBe('prefetch')
    expect(renderKindOf(new Headers({ Purpose: 'prefetch' }))).toBe('prefetch')
    expect(renderKindOf(new Headers({ Accept: 'text/html' }))).toBe('request')
  })

  it('knows a client navigation by its data address (….data), unless it is a prefetch', () => {
    expect(renderKindOf(new Headers(), '/nordia-phone-case-1/product/1.data')).toBe('navigation')
    expect(renderKindOf(new Headers(), '/_root.data')).toBe('navigation')
    expect(renderKindOf(new Headers(), '/nordia-phone-case-1/product/1')).toBe('request')
    expect(renderKindOf(new Headers({ 'Sec-Purpose': 'prefetch' }), '/fr/cart.data')).toBe('prefetch')
  })
})
