// @vitest-environment node
import { StrictMode, useRef, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderOnServerThenHydrate } from '../testing/hydration'
import { useEditsKept } from './useEditsKept'

/** A form of controlled fields that prints its state, and counts every change React reported. */
function Form({ changes }: { changes: string[] }) {
  const form = useRef<HTMLFormElement>(null)
  useEditsKept(form)
  const [values, setValues] = useState({ sort: 'new', box: false, size: 's' })
  const set = (name: keyof typeof values, value: string | boolean) => {
    changes.push(`${name}=${value}`)
    setValues((current) => ({ ...current, [name]: value }))
  }
  return (
    <form ref={form}>
      <input type="hidden" name="kept" value="1" />
      <select name="sort" aria-label="Sort" value={values.sort} onChange={(e) => set('sort', e.target.value)}>
        <option value="new">New</option>
        <option value="old">Old</option>
      </select>
      <input
        type="checkbox"
        name="box"
        aria-label="Box"
        checked={values.box}
        onChange={(e) => set('box', e.target.checked)}
      />
      {['s', 'm'].map((size) => (
        <input
          key={size}
          type="radio"
          name="size"
          aria-label={size}
          value={size}
          checked={values.size === size}
          onChange={() => set('size', size)}
        />
      ))}
      <output>{JSON.stringify(values)}</output>
    </form>
  )
}

/** One field alone: the hook given the field itself. */
function Sort({ changes }: { changes: string[] }) {
  const select = useRef<HTMLSelectElement>(null)
  useEditsKept(select)
  const [sort, setSort] = useState('new')
  return (
    <select
      ref={select}
      aria-label="Sort"
      value={sort}
      onChange={(e) => {
        changes.push(e.target.value)
        setSort(e.target.value)
      }}
    >
      <option value="new">New</option>
      <option value="old">Old</option>
    </select>
  )
}

/** The state the form printed once hydrated. */
const shown = (html: string) =>
  JSON.parse(/<output>(.*?)<\/output>/.exec(html)?.[1]?.replaceAll('&quot;', '"') ?? '{}')

/** Edits every field as a shopper does before the page's scripts ran. */
function editAll(container: HTMLElement) {
  const field = <T extends Element>(selector: string) => container.querySelector(selector) as T
  field<HTMLSelectElement>('[name=sort]').value = 'old'
  field<HTMLInputElement>('[name=box]').click()
  field<HTMLInputElement>('[value=m]').click()
}

describe('fields the shopper edited before the page hydrated', () => {
  // Texts are replayed as `input` events, which React only hears when react-dom was first loaded with a DOM; this
  // project's setup loads it in Node. e2e/specs/store/before-hydration.spec.ts types into the store's fields in Chromium instead.
  it('reach the component once it has hydrated: select, box and radio', async () => {
    const changes: string[] = []
    const { errors, hydratedHtml } = await renderOnServerThenHydrate(() => <Form changes={changes} />, {
      beforeHydration: editAll,
    })
    expect(errors).toEqual([])
    expect(changes).toEqual(['sort=old', 'box=true', 'size=m'])
    expect(shown(hydratedHtml)).toEqual({ sort: 'old', box: true, size: 'm' })
  })

  it('are reported once where effects run twice (StrictMode)', async () => {
    const changes: string[] = []
    await renderOnServerThenHydrate(
      () => (
        <StrictMode>
          <Sort changes={changes} />
        </StrictMode>
      ),
      {
        beforeHydration: (container) => {
          ;(container.querySelector('select') as HTMLSelectElement).value = 'old'
        },
      },
    )
    expect(changes).toEqual(['old'])
  })

  it('nothing is reported when the shopper left every field as the server drew it', async () => {
    const changes: string[] = []
    const { hydratedHtml } = await renderOnServerThenHydrate(() => <Form changes={changes} />)
    expect(changes).toEqual([])
    expect(shown(hydratedHtml)).toEqual({ sort: 'new', box: false, size: 's' })
  })
})

/** A controlled box, as the cart's are: its state comes from outside, its changes go to `onChange`. */
function Box({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const box = useRef<HTMLInputElement>(null)
  useEditsKept(box)
  return (
    <input
      ref={box}
      type="checkbox"
      aria-label="Select"
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
    />
  )
}

const clickBox = (container: HTMLElement) => container.querySelector('input')?.click()

describe('a controlled checkbox the shopper changed before the page hydrated (the cart’s)', () => {
  it('reports the unticked box once it has hydrated, once even where effects run twice (StrictMode)', async () => {
    const told: boolean[] = []
    const { errors } = await renderOnServerThenHydrate(
      () => (
        <StrictMode>
          <Box checked onChange={(c) => told.push(c)} />
        </StrictMode>
      ),
      { beforeHydration: clickBox },
    )
    expect(errors).toEqual([])
    expect(told).toEqual([false])
  })

  it('reports the ticked box once it has hydrated', async () => {
    const told: boolean[] = []
    await renderOnServerThenHydrate(() => <Box checked={false} onChange={(c) => told.push(c)} />, {
      beforeHydration: clickBox,
    })
    expect(told).toEqual([true])
  })

  it('reports nothing when the box was left as the server drew it', async () => {
    const told: boolean[] = []
    await renderOnServerThenHydrate(() => <Box checked onChange={(c) => told.push(c)} />)
    expect(told).toEqual([])
  })
})
