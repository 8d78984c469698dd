// @vitest-environment happy-dom
import { startTransition, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { HydrationBoundary } from './HydrationBoundary'

const rendered: string[] = []

/** A part of the page that records each time it renders. */
function Part({ name }: { name: string }) {
  rendered.push(name)
  return <p>{name}</p>
}

function Counter() {
  const [count, setCount] = useState(0)
  rendered.push('counter')
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`pressed ${count}`}
    </button>
  )
}

function Page() {
  return (
    <div>
      <HydrationBoundary>
        <Part name="reviews" />
      </HydrationBoundary>
      <HydrationBoundary>
        <Counter />
      </HydrationBoundary>
      <HydrationBoundary>
        <Part name="suggestions" />
      </HydrationBoundary>
    </div>
  )
}

afterEach(() => {
  document.body.innerHTML = ''
  rendered.length = 0
})

describe('HydrationBoundary', () => {
  it('renders nothing of its own in the server HTML but two comments', () => {
    const html = renderToString(
      <HydrationBoundary>
        <p>reviews</p>
      </HydrationBoundary>,
    )
    expect(html).toBe('<!--$--><p>reviews</p><!--/$-->')
  })

  it('lets a tap before hydration hydrate its own part only, and runs its handler', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Page />)
    document.body.append(container)
    rendered.length = 0
    // The store's entry hydrates in a transition; the tap comes before React has had a moment.
    startTransition(() => {
      hydrateRoot(container, <Page />)
    })
    const button = container.querySelector('button')
    button?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    // The rest of the page waits for the background hydration: the tap did not pay for it.
    expect(rendered).toEqual(['counter'])
    await expect.poll(() => button?.textContent).toBe('pressed 1')
    await expect.poll(() => rendered).toEqual(expect.arrayContaining(['reviews', 'suggestions']))
  })
})
