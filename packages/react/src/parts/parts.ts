import { createContext, createElement, type ReactNode, useContext } from 'react'

/**
 * The block (without `souk-`) of the widget a component renders in, e.g. `product-card` inside
 * `<souk-product-card>`; unset outside a widget, where no `part` is rendered (the store's HTML stays as it is).
 */
const PartScopeContext = createContext<string | undefined>(undefined)

/** Sets the widget block that names the `part`s of everything rendered inside (set by each custom element). */
export function PartScope({ block, children }: { block: string; children?: ReactNode }) {
  return createElement(PartScopeContext.Provider, { value: block }, children)
}

/** The `part` names of one node: declared names, joined (a parent's `part` prop comes after the node's own). */
export type PartOf = (name?: string, extra?: string) => string | undefined

/**
 * The `part`s a component of `block` declares on its nodes, by one rule: inside the widget whose own block it
 * is, its root is `base` and its nodes keep their names (`title`); inside another widget they carry the block
 * (the root is `product-card`, a node `product-card-title`). `part()` names the root, `part('title')` a node;
 * `extra` is the `part` its parent gave the component (joined after). Outside a widget: `undefined`, no attribute.
 */
export function usePart(block: string): PartOf {
  const scope = useContext(PartScopeContext)
  return (name, extra) => {
    if (scope === undefined) return undefined
    const own = scope === block ? (name ?? 'base') : name ? `${block}-${name}` : block
    return extra ? `${own} ${extra}` : own
  }
}
