import type { Dictionary } from '@souk/core'
import type { Plugin, Rolldown } from 'vite'
import { flattenKeys, pickTexts, usedKeys } from './src/texts/subset.ts'

/**
 * The widgets' text modules: `src/texts/<language>.ts` (the first texts) and `src/texts/more/<language>.ts` (the
 * other elements' texts), whole catalogues in the sources.
 */
const textModule = /[\\/]web-components[\\/]src[\\/]texts[\\/](more[\\/])?(en|fr|ar|tr|hi)\.ts$/

/** What a text module becomes in the build until its chunk is rendered: a marker naming its part and language. */
const marker = (part: string, language: string) => `__SOUK_WIDGET_TEXTS_${part}_${language}__`
const markerPattern = /(["'`])__SOUK_WIDGET_TEXTS_(first|more)_(en|fr|ar|tr|hi)__\1/

async function catalogue(language: string): Promise<Dictionary> {
  const loaded = (await import(`@souk/core/locales/${language}`)) as { default: Dictionary }
  return loaded.default
}

const isTextChunk = (chunk: OutputChunk) => chunk.moduleIds.some((id) => textModule.test(id))

type OutputChunk = Rolldown.RenderedChunk

/** The rendered code of the modules of `chunks`. */
const codeOf = (chunks: Iterable<OutputChunk>) =>
  [...chunks].flatMap((chunk) => Object.values(chunk.modules).map((module) => module.code ?? ''))

/** The chunks a page can load once it has loaded the entry chunk named `entry`: its imports, static and dynamic. */
export function reachableChunks(chunks: Record<string, OutputChunk>, entry: string): Set<OutputChunk> {
  const start = Object.values(chunks).find((chunk) => chunk.isEntry && chunk.name === entry)
  if (!start) throw new Error(`souk:widget-texts: no entry ${entry} in the build`)
  const reached = new Set<OutputChunk>()
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || reached.has(chunk) || isTextChunk(chunk)) return
    reached.add(chunk)
    for (const file of [...chunk.imports, ...chunk.dynamicImports]) visit(chunks[file])
  }
  visit(start)
  return reached
}

/**
 * The file name of a chunk (`output.chunkFileNames`): `chunks/<name>-<hash>.js`, and `chunks/more-<language>-<hash>.js`
 * for a language's more texts (the first are `chunks/<language>-<hash>.js`).
 */
export function chunkFileName(chunk: { facadeModuleId: string | null }): string {
  const more = chunk.facadeModuleId && textModule.exec(chunk.facadeModuleId)?.[1]
  return more ? 'chunks/more-[name]-[hash].js' : 'chunks/[name]-[hash].js'
}

/** Options of `widgetTexts`. */
export interface WidgetTextsOptions {
  /**
   * The entry whose page's texts are the first ones (`define/souk-product-card`): the keys of the chunks it can
   * load (its own, the runtime, their lazy chunks). The other keys are the more texts, which the other elements
   * load (`createSoukElement`'s `texts: 'all'`).
   */
  first: string
}

/**
 * The widgets' texts, cut down to what their code uses (issue 16), in two parts per language. Each text chunk is
 * rendered last: its catalogue of @souk/core keeps the keys that appear in the code of the build's other chunks
 * (after tree-shaking: see `usedKeys`), so no list is kept by hand and none can drift. The first part
 * (`src/texts/<language>.ts`) holds the keys that the `first` entry's page can show, the more part
 * (`src/texts/more/<language>.ts`) the others. The chunks keep their content hashes (computed after rendering),
 * so they are cached for a year like the others.
 */
export function widgetTexts(options: WidgetTextsOptions): Plugin {
  let used: Promise<{ first: Set<string>; more: Set<string> }> | null = null
  return {
    name: 'souk:widget-texts',
    apply: 'build',
    buildStart() {
      used = null
    },
    transform(_code, id) {
      const match = textModule.exec(id)
      if (!match?.[2]) return null
      return {
        code: `export default ${JSON.stringify(marker(match[1] ? 'more' : 'first', match[2]))}`,
        map: null,
      }
    },
    async renderChunk(code, chunk, _options, meta) {
      const match = markerPattern.exec(code)
      if (!match?.[2] || !match[3]) return null
      used ??= catalogue('en').then((english) => {
        const keys = flattenKeys(english)
        const chunks = Object.values(meta.chunks).filter((other) => !isTextChunk(other))
        const all = usedKeys(codeOf(chunks), keys)
        const first = usedKeys(codeOf(reachableChunks(meta.chunks, options.first)), keys)
        return { first, more: new Set([...all].filter((key) => !first.has(key))) }
      })
      const keys = (await used)[match[2] === 'more' ? 'more' : 'first']
      const texts = pickTexts(await catalogue(match[3]), keys)
      if (chunk.moduleIds.length !== 1) throw new Error(`${chunk.fileName}: a text chunk holds other modules`)
      return { code: code.replace(match[0], JSON.stringify(texts)), map: null }
    },
  }
}
