import r2wc from '@r2wc/react-to-web-component'
import { PartScope } from '@souk/react'
import themeBase from '@souk/themes/base.css?inline'
import light from '@souk/themes/light.css?inline'
import tokens from '@souk/themes/tokens.css?inline'
import type { ComponentType } from 'react'
import { configureSouk, ensurePageSouk, needMoreTexts, type SoukTheme } from '../config/pageSouk'
import { CONFIG_ATTRIBUTES, configFromAttributes } from '../config/SoukConfigElement'
import { createStyles } from './adoptStyles'
import { ElementRoot } from './ElementRoot'
import host from './host.css?inline'

/** How an attribute's text becomes a prop (r2wc's transforms). */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json'

/** What every element's component receives besides its attribute props: the element itself. */
export interface ElementProps {
  /** The custom element (events are dispatched from it). */
  host: HTMLElement
}

/** Options of `createSoukElement`. */
export interface SoukElementOptions<P> {
  /**
   * The BEM block of the component's root (`souk-product-card`): it names the `part`s the components declare
   * (`usePart` of `@souk/react`): the block's own nodes keep their names (`title`, its root is `base`), nested
   * components' carry their block (`price-current`, `cart-line-title`).
   */
  block: string
  /** Props read from attributes (camelCase; the attribute is kebab-case: `productId` <- `product-id`). */
  attributes: { [K in keyof P]-?: AttributeType }
  /** The component's own CSS (`?inline` strings), adopted after the theme tokens and base rules. */
  styles: readonly string[]
  /**
   * The widgets' texts the element shows: `first`, those a page with one card can show (the card's, the first
   * part the build keeps: `vite.texts.ts`), or `all` (default): the element loads the more part too, and renders
   * once it is in.
   */
  texts?: 'first' | 'all'
}

/**
 * A Souk element: its attribute props as properties (camelCase; setting one re-renders, as setting the attribute
 * does) and `theme`.
 */
export type SoukElementOf<P> = HTMLElement & {
  // Over Required<P>: a `-?` over P itself would drop the `undefined` an unset property reads as.
  [K in keyof Required<P>]: Required<P>[K] | undefined
} & {
  /** This element's theme: `light`, `dark` or `auto` (default: the page's). */
  theme: SoukTheme | undefined
}

/** The class of a Souk element (register it with `define(tag, Class)` or `customElements.define`). */
export interface SoukElementClass<E extends HTMLElement> {
  new (): E
  readonly prototype: E
  readonly observedAttributes: string[]
}

interface R2wcInternals extends HTMLElement {
  container: Element | ShadowRoot
  connectedCallback(): void
  disconnectedCallback(): void
  attributeChangedCallback(name: string, previous: string | null, value: string | null): void
}

type R2wcClass = (new () => R2wcInternals) & { readonly observedAttributes: string[] }

/** The page-level settings an element's own attributes may set (`theme` is the element's alone). */
const PAGE_ATTRIBUTES: readonly string[] = CONFIG_ATTRIBUTES.filter((name) => name !== 'theme')

// Order of the cascade layers inside every shadow root; host page rules outside layers never enter it.
const LAYERS = '@layer souk.tokens, souk.base, souk.components;'
const layer = (name: string, css: string) => `@layer ${name} {\n${css}\n}`

/**
 * Wraps a React component of `@souk/react` as a custom element class (not registered: see `define`): an open
 * shadow root with the theme tokens, base rules and the component's CSS adopted, attributes and properties
 * mapped to props (each change re-renders), the page's shared Souk provided, and the `part`s the rendered
 * components declare named after `options.block` (a `PartScope`: no `part` is derived at run time).
 */
export function createSoukElement<P extends object>(
  Component: ComponentType<P & ElementProps>,
  options: SoukElementOptions<P>,
): SoukElementClass<SoukElementOf<P>> {
  function Rendered(props: P & { container?: ShadowRoot; theme?: string }) {
    const { container, theme, ...rest } = props
    const host = container?.host
    if (!(host instanceof HTMLElement)) return null
    return (
      <ElementRoot
        host={host}
        texts={texts}
        theme={theme === 'light' || theme === 'dark' || theme === 'auto' ? theme : undefined}
      >
        <PartScope block={options.block.replace(/^souk-/, '')}>
          <Component {...(rest as P)} host={host} />
        </PartScope>
      </ElementRoot>
    )
  }

  const texts = options.texts ?? 'all'
  const adopt = createStyles([
    LAYERS,
    tokens,
    light,
    themeBase,
    layer('souk.base', host),
    layer('souk.components', options.styles.join('\n')),
  ])
  const props: Record<string, AttributeType> = { ...options.attributes, theme: 'string' }
  const Base = r2wc(Rendered as ComponentType<Record<string, unknown>>, {
    shadow: 'open',
    props,
  }) as unknown as R2wcClass

  const SoukElement = class SoukElement extends Base {
    static override get observedAttributes(): string[] {
      return [...Base.observedAttributes, ...PAGE_ATTRIBUTES]
    }

    constructor() {
      super()
      const root = this.container
      if (!(root instanceof ShadowRoot)) throw new Error('Souk elements render into a shadow root')
      adopt(root)
      // React renders into a node of its own, so a fallback <style> beside it is never diffed away.
      const mount = document.createElement('div')
      mount.setAttribute('part', 'root')
      root.append(mount)
      this.container = mount
    }

    override connectedCallback(): void {
      // The element's own api-base, shop-url and language configure the page before its Souk is made.
      this.applyPageAttributes()
      if (texts === 'all') needMoreTexts()
      ensurePageSouk()
      super.connectedCallback()
    }

    override attributeChangedCallback(name: string, previous: string | null, value: string | null): void {
      if (!PAGE_ATTRIBUTES.includes(name)) super.attributeChangedCallback(name, previous, value)
      else if (this.isConnected && previous !== value) this.applyPageAttributes()
    }

    private applyPageAttributes(): void {
      const { theme: _theme, ...page } = configFromAttributes(this)
      if (Object.keys(page).length > 0) void configureSouk(page)
    }
  }
  return SoukElement as unknown as SoukElementClass<SoukElementOf<P>>
}
