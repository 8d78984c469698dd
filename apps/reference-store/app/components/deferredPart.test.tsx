// @vitest-environment happy-dom
import { act, type ComponentType, type ReactNode, Suspense, useEffect, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
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

describe('deferredPart', () => {
  it('presses again, once its code has arrived and it has hydrated, a button pressed before', async () => {
    let codeArrives = (_: typeof Menu) => {}
    const code = new Promise<typeof Menu>((resolve) => {
      codeArrives = resolve
    })
    const LaterMenu = deferredPart(() => code, { replayPressesIn: '.menu' })
    // The server's HTML: the part rendered in its Suspense boundary, as the server renders it with its code loaded.
    const container = document.createElement('div')
    container.innerHTML = renderToString(
      <Page>
        <Suspense fallback={null}>
          <Menu />
        </Suspense>
      </Page>,
    )
    document.body.append(container)
    hydrateRoot(
      container,
      <Page>
        <LaterMenu />
      </Page>,
    )
    const button = container.querySelector('button')
    // The page has hydrated; the part's code has not arrived: the press does nothing yet, the HTML stays.
    await new Promise((resolve) => setTimeout(resolve, 20))
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
    let codeArrives = (_: typeof Search) => {}
    const code = new Promise<typeof Search>((resolve) => {
      codeArrives = resolve
    })
    const LaterSearch = deferredPart(() => code, { replayPressesIn: '.search' })
    const container = document.createElement('div')
    container.innerHTML = renderToString(
      <Page>
        <Suspense fallback={null}>
          <Search />
        </Suspense>
      </Page>,
    )
    document.body.append(container)
    hydrateRoot(
      container,
      <Page>
        <LaterSearch />
      </Page>,
    )
    const field = container.querySelector('input') as HTMLInputElement
    await new Promise((resolve) => setTimeout(resolve, 20))
    // Typed while the part's code is on its way: the field shows it, nobody hears it.
    field.value = 'phone'
    field.dispatchEvent(new Event('input', { bubbles: true }))
    expect(container.querySelector('output')?.textContent).toBe('heard nothing')
    codeArrives(Search)
    await expect.poll(() => container.querySelector('output')?.textContent).toBe('heard phone')
    expect(field.value).toBe('phone')
  })

  it('keeps its server HTML when the page renders again before its code arrived, then takes the latest props', async () => {
    let codeArrives = (_: typeof Greeting) => {}
    const code = new Promise<typeof Greeting>((resolve) => {
      codeArrives = resolve
    })
    const LaterGreeting = deferredPart(() => code)
    const container = document.createElement('div')
    container.innerHTML = renderToString(
      <Page>
        <Suspense fallback={null}>
          <Greeting name="server" />
        </Suspense>
      </Page>,
    )
    document.body.append(container)
    hydrateRoot(
      container,
      <Page>
        <Greeter Part={LaterGreeting} />
      </Page>,
    )
    await new Promise((resolve) => setTimeout(resolve, 20))
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
})
