// @vitest-environment node
import { createFakeSouk, makeCommon, makeVariantProduct } from '@souk/core/testing'
import { type ReactElement, StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AttributePicker } from './AttributePicker'
import { CompareButton } from './CompareButton'
import { Filters } from './Filters'
import { LanguageSelect } from './Header/LanguageSelect'
import { NewsletterForm } from './NewsletterForm'
import { SortSelect } from './SortSelect'
import { SoukProvider } from './SoukProvider'
import { FollowButton } from './StoreCard/FollowButton'
import { expectCleanHydration, renderOnServerThenHydrate } from './testing/hydration'
import { WishlistButton } from './WishlistButton'

const common = makeCommon()

/** The element in a page of its own, on the page `/fr/search?q=tea`. */
const page = (element: ReactElement) => (
  <SoukProvider souk={createFakeSouk({ initial: { common }, language: 'fr' })} page="/fr/search?q=tea">
    {element}
  </SoukProvider>
)
const html = (element: ReactElement) => renderToString(page(element))

const sort = <SortSelect name="sortby" value="price_low_to_high" onChange={() => {}} />
const filters = (
  <Filters
    layout="panel"
    value={{ brand: [2], collection: [], shipping: [], rating: 3 }}
    onChange={() => {}}
    brands={[
      { id: 1, title: 'Acme' },
      { id: 2, title: 'Zenith' },
    ]}
    keep={[
      ['q', 'tea'],
      ['sortby', 'price_low_to_high'],
    ]}
  />
)

describe('controls that work before and without JavaScript (issue 17)', () => {
  it('sorts with a native select and a submit button in the server HTML', () => {
    const text = html(sort)
    expect(text).toMatch(/<select[^>]*name="sortby"/)
    expect(text).toMatch(/<option value="price_low_to_high" selected="">/)
    expect(text).toMatch(/<button[^>]*type="submit"/)
    expect(text).not.toContain('role="combobox"')
  })

  it('gives the sort its combobox once the page hydrates, without a mismatch', async () => {
    await expectCleanHydration(() => page(sort))
    const { hydratedHtml } = await renderOnServerThenHydrate(() => page(sort))
    expect(hydratedHtml).toContain('role="combobox"')
    expect(hydratedHtml).not.toContain('<select')
  })

  it("filters with a GET form: one box per brand, the rating, the price and the page's other parameters", () => {
    const text = html(filters)
    expect(text).toMatch(/<form[^>]*method="get"/)
    expect(text).toMatch(/<input type="checkbox"[^>]*name="brand" checked="" value="2"/)
    expect(text).toMatch(/<input type="checkbox"[^>]*name="brand" value="1"/)
    expect(text).toMatch(/<input type="radio"[^>]*name="rating" checked="" value="3"/)
    expect(text).toMatch(/name="min"/)
    expect(text).toMatch(/name="max"/)
    expect(text).toContain('<input type="hidden" name="q" value="tea"/>')
    expect(text).toContain('<input type="hidden" name="sortby" value="price_low_to_high"/>')
    expect(text).toMatch(/<button[^>]*type="submit"/)
  })

  it('hydrates the filters form without a mismatch', async () => {
    await expectCleanHydration(() => page(filters))
  })

  it.each([
    [
      'WishlistButton',
      <WishlistButton key="w" productId={42} />,
      '/fr/user/wishlists',
      'productId" value="42',
    ],
    [
      'CompareButton',
      <CompareButton key="c" productId={42} compared />,
      '/fr/user/compared',
      'productId" value="42',
    ],
    ['FollowButton', <FollowButton key="f" storeId={4} />, '/fr/user/following', 'storeId" value="4'],
  ])('renders %s as a POST form back to this page', (_name, element, action, id) => {
    const text = html(element)
    expect(text).toMatch(new RegExp(`<form[^>]*action="${action}" method="post"`))
    expect(text).toContain(`name="${id}"`)
    expect(text).toContain('name="redirectTo" value="/fr/search?q=tea"')
    expect(text).toMatch(/<button[^>]*type="submit"/)
  })

  it('asks to remove what the page shows saved, and to add what it shows not saved', () => {
    expect(html(<CompareButton productId={42} compared />)).toContain('name="intent" value="remove"')
    expect(html(<CompareButton productId={42} />)).toContain('name="intent" value="add"')
  })

  it('switches the language with a POST form of a native select and a button, back to this page', () => {
    const text = html(<LanguageSelect />)
    expect(text).toMatch(/<form[^>]*action="\/language" method="post"/)
    expect(text).toMatch(/<select[^>]*name="language"/)
    expect(text).toContain('<option value="fr" selected="">')
    expect(text).toContain('name="redirectTo" value="/fr/search?q=tea"')
  })

  it('gives the language switch its dropdown once the page hydrates, without a mismatch', async () => {
    await expectCleanHydration(() => page(<LanguageSelect />))
  })

  it('subscribes to the newsletter with a POST form back to this page', () => {
    const text = html(<NewsletterForm />)
    expect(text).toMatch(/<form[^>]*action="\/newsletter" method="post"/)
    expect(text).toMatch(/<input[^>]*type="email"[^>]*name="email"/)
    expect(text).toContain('name="redirectTo" value="/fr/search?q=tea"')
  })

  it('shows the saved state a server loaded on every card, and hydrates it without a mismatch (issue 18)', async () => {
    const saved = () => (
      <SoukProvider
        souk={createFakeSouk({
          initial: { common, signedIn: true, savedIds: { wishlist: [42], compare: [7], following: [4] } },
          sessionCookie: 'browser',
        })}
      >
        <WishlistButton productId={42} />
        <CompareButton productId={7} />
        <FollowButton storeId={4} />
        <WishlistButton productId={43} />
      </SoukProvider>
    )
    const text = renderToString(saved())
    expect(text.match(/aria-pressed="true"/g)).toHaveLength(3)
    expect(text).toContain('name="intent" value="remove"')
    await expectCleanHydration(saved)
  })

  describe('the choice of a product’s options', () => {
    const shirt = makeVariantProduct({ id: 5 })
    const picker = () =>
      page(<AttributePicker product={shirt} value={{ 1: 12 }} action="/fr/linen-shirt/product/5" />)

    it('is a GET form to the product’s page, one radio group per option named for the address', () => {
      const text = renderToString(picker())
      expect(text).toMatch(/<form[^>]*action="\/fr\/linen-shirt\/product\/5" method="get"/)
      expect(text).toMatch(/<input type="radio"[^>]*name="attr_1"[^>]*checked="" value="12"/)
      expect(text).toMatch(/<input type="radio"[^>]*name="attr_2"[^>]*value="23"/)
      expect(text).toMatch(/<button[^>]*type="submit"[^>]*>.*Afficher ce choix/)
      // 'Clear' is the page without a choice.
      expect(text).toMatch(/<a href="\/fr\/linen-shirt\/product\/5"[^>]*>.*Effacer/)
    })

    it('chooses at once once the page hydrates: no submit button, without a mismatch', async () => {
      await expectCleanHydration(picker)
      const { hydratedHtml } = await renderOnServerThenHydrate(picker)
      expect(hydratedHtml).not.toContain('type="submit"')
      expect(hydratedHtml).toMatch(/<button[^>]*type="button"[^>]*>.*Effacer/)
    })

    it('stays client state alone without a page to go to', () => {
      const text = html(<AttributePicker product={shirt} value={{ 1: 12 }} />)
      expect(text).not.toContain('<form')
      expect(text).not.toContain('name="attr_1"')
    })
  })
})

describe('choices made in the server HTML before the page hydrated (issue 17)', () => {
  const shirt = makeVariantProduct()
  /** `element` in its page, in StrictMode as the store hydrates (effects run twice in development). */
  const strict = (element: ReactElement) => <StrictMode>{page(element)}</StrictMode>
  const tick = (selector: string) => (container: HTMLElement) =>
    (container.querySelector(selector) as HTMLInputElement).click()

  it('applies the boxes ticked and the rating chosen in the filters as one change, once', async () => {
    const told: unknown[] = []
    const { errors } = await renderOnServerThenHydrate(
      () =>
        strict(
          <Filters
            layout="panel"
            value={{ brand: [2], collection: [], shipping: [], rating: 3, max: 80 }}
            onChange={(value) => told.push(value)}
            brands={[
              { id: 1, title: 'Acme' },
              { id: 2, title: 'Zenith' },
            ]}
          />,
        ),
      {
        beforeHydration: (container) => {
          tick('input[name="brand"][value="1"]')(container)
          tick('input[name="rating"][value="4"]')(container)
        },
      },
    )
    expect(errors).toEqual([])
    // The price range stays as applied: its fields hold a draft.
    expect(told).toEqual([{ brand: [1, 2], collection: [], shipping: [], rating: 4, max: 80 }])
  })

  it('chooses the values picked in every option group at once, once', async () => {
    const told: unknown[] = []
    await renderOnServerThenHydrate(
      () =>
        strict(
          <AttributePicker
            product={shirt}
            value={{}}
            action="/fr/linen-shirt/product/5"
            onChange={(selection, inventory) => told.push([selection, inventory?.id])}
          />,
        ),
      {
        beforeHydration: (container) => {
          tick('input[name="attr_1"][value="11"]')(container)
          tick('input[name="attr_2"][value="22"]')(container)
        },
      },
    )
    expect(told).toEqual([[{ 1: 11, 2: 22 }, 902]])
  })

  it('sorts in the order chosen in the plain select, once; a select left alone says nothing', async () => {
    const told: string[] = []
    const make = () =>
      strict(<SortSelect name="sortby" value="price_low_to_high" onChange={(value) => told.push(value)} />)
    await renderOnServerThenHydrate(make)
    expect(told).toEqual([])
    await renderOnServerThenHydrate(make, {
      beforeHydration: (container) => {
        ;(container.querySelector('select') as HTMLSelectElement).value = 'price_high_to_low'
      },
    })
    expect(told).toEqual(['price_high_to_low'])
  })

  it('reports nothing for a sort select drawn with no order chosen (its placeholder)', async () => {
    const told: string[] = []
    await renderOnServerThenHydrate(() =>
      strict(<SortSelect name="sortby" value={null} onChange={(value) => told.push(value)} />),
    )
    expect(told).toEqual([])
  })
})
