// @vitest-environment node
import { StrictMode, useRef } from 'react'
import { describe, expect, it } from 'vitest'
import { renderOnServerThenHydrate } from '../testing/hydration'
import { useTickKept } from './useTickKept'

/** A controlled box, as the cart's are: its state comes from outside, its changes go to `onChange`. */
function Box({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const box = useRef<HTMLInputElement>(null)
  const onBoxChange = useTickKept(box, checked, onChange)
  return <input ref={box} type="checkbox" aria-label="Select" checked={checked} onChange={onBoxChange} />
}

const click = (container: HTMLElement) => container.querySelector('input')?.click()

describe('a controlled checkbox the shopper changed before the page hydrated', () => {
  it('reports the unticked box once it has hydrated, once even where effects run twice (StrictMode)', async () => {
    const told: boolean[] = []
    const { errors } = await renderOnServerThenHydrate(
      () => (
        <StrictMode>
          <Box checked onChange={(c) => told.push(c)} />
        </StrictMode>
      ),
      { beforeHydration: click },
    )
    expect(errors).toEqual([])
    expect(told).toEqual([false])
  })

  it('reports the ticked box once it has hydrated', async () => {
    const told: boolean[] = []
    await renderOnServerThenHydrate(() => <Box checked={false} onChange={(c) => told.push(c)} />, {
      beforeHydration: click,
    })
    expect(told).toEqual([true])
  })

  it('reports nothing when the box was left as the server drew it', async () => {
    const told: boolean[] = []
    await renderOnServerThenHydrate(() => <Box checked onChange={(c) => told.push(c)} />)
    expect(told).toEqual([])
  })
})
