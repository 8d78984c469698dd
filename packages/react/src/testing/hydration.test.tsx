// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { renderOnServerThenHydrate } from './hydration'

const onServer = () => typeof window === 'undefined'

function Where() {
  return <p>{onServer() ? 'server' : 'browser'}</p>
}

function Titled() {
  return <p title={onServer() ? 'server' : 'browser'}>Same text</p>
}

describe('rendering on the server, then hydrating in a DOM', () => {
  it('reports text that differs between the server and the browser', async () => {
    const { html, errors } = await renderOnServerThenHydrate(() => <Where />)
    expect(html).toBe('<p>server</p>')
    expect(errors.join('\n')).toMatch(/Hydration failed|didn't match/)
  })

  it('reports an attribute that differs (React only warns on the console for those)', async () => {
    const { errors } = await renderOnServerThenHydrate(() => <Titled />)
    expect(errors.join('\n')).toMatch(/attributes of the server rendered HTML didn't match/)
  })

  it('reports nothing when both sides render the same page, and takes the DOM away again', async () => {
    const { html, hydratedHtml, errors } = await renderOnServerThenHydrate(() => (
      <p title="same">Same text</p>
    ))
    expect(errors).toEqual([])
    expect(hydratedHtml).toBe(html)
    expect(typeof document).toBe('undefined')
    expect(typeof window).toBe('undefined')
  })
})
