import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

/** @souk/react's Icon module (its `paths` map: one SVG path per icon name). */
const iconModule = /[\\/]react[\\/]src[\\/]Icon[\\/]Icon\.tsx$/

/** Every icon of @souk/react's `Icon`, name and path, read from its source. */
export function iconPaths(source: string): Map<string, string> {
  const map = /const paths = \{([\s\S]*?)\n\} as const/.exec(source)?.[1]
  if (!map) throw new Error('souk:widget-icons: no `const paths = { … } as const` in Icon.tsx')
  return new Map([...map.matchAll(/(\w+):\s*'([^']*)'/g)].map(([, name, d]) => [name ?? '', d ?? '']))
}

/** The icon names that `codes` name as a string literal (`'cart'`, `"star"`, `` `tag` ``). */
export function usedIcons(codes: readonly string[], names: Iterable<string>): Set<string> {
  const used = new Set<string>()
  for (const name of names) {
    const literal = new RegExp(`(["'\`])${name}\\1`)
    if (codes.some((code) => literal.test(code))) used.add(name)
  }
  return used
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The widgets' icons, cut down to those their code names (issue 16): `Icon` looks its path up in a map by name,
 * so every icon of @souk/react would ship with the runtime. When the chunk holding `Icon` is rendered, its map
 * keeps the names that appear as a string literal in the code of the build's modules (after tree-shaking, `Icon`
 * itself aside), as the widgets' texts keep their keys (`vite.texts.ts`). A name built at run time would be
 * missed: components name their icons literally (`<Icon name="cart" />`, `icon: 'heart'`).
 */
export function widgetIcons(): Plugin {
  let paths: Map<string, string> | null = null
  return {
    name: 'souk:widget-icons',
    apply: 'build',
    renderChunk(code, chunk, _options, meta) {
      if (!chunk.moduleIds.some((id) => iconModule.test(id))) return null
      const iconFile = chunk.moduleIds.find((id) => iconModule.test(id)) ?? ''
      paths ??= iconPaths(readFileSync(iconFile, 'utf8'))
      const codes = Object.values(meta.chunks).flatMap((other) =>
        Object.entries(other.modules)
          .filter(([id]) => !iconModule.test(id))
          .map(([, module]) => module.code ?? ''),
      )
      const used = usedIcons(codes, paths.keys())
      let pruned = code
      for (const [name, d] of paths) {
        if (used.has(name)) continue
        const entry = new RegExp(`\\b${name}:\\s*(["'\`])${escapeRegExp(d)}\\1,?`)
        if (!entry.test(pruned))
          throw new Error(`souk:widget-icons: icon ${name} not found in ${chunk.fileName}`)
        pruned = pruned.replace(entry, '')
      }
      return { code: pruned, map: null }
    },
  }
}
