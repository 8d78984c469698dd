// @vitest-environment happy-dom
import { act, type ComponentType, type ReactNode, Suspense, useEffect, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { deferredPart, pageHydrated } from './deferredPart'

/** The part whose code comes later: a menu button that opens on a press. */
function Menu() {
  const [open, setOpen] = useState(false)
  return (
    <div className="menu">
      <button type="button" onClick={() => setOpen(!open)}>
        {open ? 'open' : 'closed'}
      </button>
    </div>
  )
}

/** A part with a search field that says what it heard. */
function Search() {
  const [heard, setHeard] = useState('')
  return (
    <form className="search">
      <input type="search" name="q" value={heard} onChange={(event) => setHeard(event.target.value)} />
      <output>{heard ? `heard ${heard}` : 'heard nothing'}</output>
    </form>
  )
}

/** A part: a greeting. */
function Greeting({ name }: { name: string }) {
  return <p className="greeting">{`hello ${name}`}</p>
}

/** Renders `Greeter` again with another name. */
let rename = (_: string) => {}

/** A page that renders its part again with another name when told (`rename`). */
function Greeter({ Part }: { Part: ComponentType<{ name: string }> }) {
  const [name, setName] = useState('server')
  rename = setName
  return <Part name={name} />
}

/** The page around the part; its first effect says the page has hydrated, as the store's root does. */
function Page({ children }: { children: ReactNode }) {
  useEffect(() => pageHydrated(), [])
  return <main>{children}</main>
}

/** A part's code held back until `codeArrives` is called: the loader `deferredPart` is given. */
function heldCode<P extends object>() {
  let codeArrives = (_: ComponentType<P>) => {}
  const code = new Promise<ComponentType<P>>((resolve) => {
    codeArrives = resolve
  })
  return { code: () => code, codeArrives }
}

/**
 * The page with its part as the server renders it (the part's code loaded, in its Suspense boundary), hydrated in
 * the browser with `browser` (the deferred part, its code not arrived yet). Resolves once the page has hydrated.
 */
async function serveThenHydrate(server: ReactNode, browser: ReactNode) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(
    <Page>
      <Suspense fallback={null}>{server}</Suspense>
    </Page>,
  )
  document.body.append(container)
  hydrateRoot(container, <Page>{browser}</Page>)
  await new Promise((resolve) => setTimeout(resolve, 20))
  return container
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('deferredPart', () => {
  it('presses again, once its code has arrived and it has hydrated, a button pressed before', async () => {
    const { code, codeArrives } = heldCode()
    const LaterMenu = deferredPart(code, { replayPressesIn: '.menu' })
    const container = await serveThenHydrate(<Menu />, <LaterMenu />)
    const button = container.querySelector('button')
    // The page has hydrated; the part's code has not arrived: the press does nothing yet, the HTML stays.
    button?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    expect(button?.textContent).toBe('closed')
    codeArrives(Menu)
    // The same element, hydrated, and the press counted once.
    await expect.poll(() => button?.textContent).toBe('open')
    expect(container.querySelector('button')).toBe(button)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(button?.textContent).toBe('open')
  })

  it('lets the part hear, once hydrated, a text typed in its field before its code arrived', async () => {
    const { code, codeArrives } = heldCode()
    const LaterSearch = deferredPart(code, { replayPressesIn: '.search' })
    const container = await serveThenHydrate(<Search />, <LaterSearch />)
    const field = container.querySelector('input') as HTMLInputElement
    // Typed while the part's code is on its way: the field shows it, nobody hears it.
    field.value = 'phone'
    field.dispatchEvent(new Event('input', { bubbles: true }))
    expect(container.querySelector('output')?.textContent).toBe('heard nothing')
    codeArrives(Search)
    await expect.poll(() => container.querySelector('output')?.textContent).toBe('heard phone')
    expect(field.value).toBe('phone')
  })

  it('keeps its server HTML when the page renders again before its code arrived, then takes the latest props', async () => {
    const { code, codeArrives } = heldCode<{ name: string }>()
    const LaterGreeting = deferredPart(code)
    const container = await serveThenHydrate(<Greeting name="server" />, <Greeter Part={LaterGreeting} />)
    // The page renders again (an urgent update, as a store's) before the part's code arrived: its HTML stays.
    act(() => rename('browser'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(container.querySelector('.greeting')?.textContent).toBe('hello server')
    const paragraph = container.querySelector('.greeting')
    codeArrives(Greeting)
    // Hydrated (the same element), then with the page's latest props.
    await expect.poll(() => container.querySelector('.greeting')?.textContent).toBe('hello browser')
    expect(container.querySelector('.greeting')).toBe(paragraph)
  })

  it('presses again what was pressed but leaves the edits to a part that takes them itself (replayEdits: false)', async () => {
    const { code, codeArrives } = heldCode()
    const LaterSearch = deferredPart(code, { replayPressesIn: '.search', replayEdits: false })
    const container = await serveThenHydrate(<Search />, <LaterSearch />)
    const field = container.querySelector('input') as HTMLInputElement
    field.value = 'phone'
    field.dispatchEvent(new Event('input', { bubbles: true }))
    codeArrives(Search)
    await new Promise((resolve) => setTimeout(resolve, 40))
    expect(container.querySelector('output')?.textContent).toBe('heard nothing')
  })

  it('keeps its server HTML when its code fails to come offline, and hydrates once the browser is back online', async () => {
    const online = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false)
    let tries = 0
    const LaterMenu = deferredPart(
      () => {
        tries++
        return tries === 1
          ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
          : Promise.resolve(Menu)
      },
      { replayPressesIn: '.menu' },
    )
    const container = await serveThenHydrate(<Menu />, <LaterMenu />)
    const button = container.querySelector('button')
    expect(tries).toBe(1)
    button?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    expect(button?.textContent).toBe('closed')
    online.mockReturnValue(true)
    window.dispatchEvent(new Event('online'))
    await expect.poll(() => button?.textContent).toBe('open')
    expect(tries).toBe(2)
  })
})
