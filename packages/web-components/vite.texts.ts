import type { Dictionary } from '@souk/core'
import type { Plugin } from 'vite'
import { flattenKeys, pickTexts, usedKeys } from './src/texts/subset.ts'

/** The widgets' text modules (`src/texts/<language>.ts`): whole catalogues in the sources. */
const textModule = /[\\/]web-components[\\/]src[\\/]texts[\\/](en|fr|ar|tr|hi)\.ts$/

/** What a text module becomes in the build until its chunk is rendered: a marker naming its language. */
const marker = (language: string) => `__SOUK_WIDGET_TEXTS_${language}__`
const markerPattern = /(["'`])__SOUK_WIDGET_TEXTS_(en|fr|ar|tr|hi)__\1/

async function catalogue(language: string): Promise<Dictionary> {
  const loaded = (await import(`@souk/core/locales/${language}`)) as { default: Dictionary }
  return loaded.default
}

/**
 * The widgets' texts, cut down to what their code uses (issue 16). Each `src/texts/<language>.ts` chunk is
 * rendered last: its catalogue of @souk/core keeps the keys that appear in the code of every other chunk of the
 * build (after tree-shaking: see `usedKeys`), so no list is kept by hand and none can drift. The chunks keep
 * their content hashes (computed after rendering), so they are cached for a year like the others.
 */
export function widgetTexts(): Plugin {
  let used: Promise<Set<string>> | null = null
  return {
    name: 'souk:widget-texts',
    apply: 'build',
    buildStart() {
      used = null
    },
    transform(_code, id) {
      const match = textModule.exec(id)
      if (!match?.[1]) return null
      return { code: `export default ${JSON.stringify(marker(match[1]))}`, map: null }
    },
    async renderChunk(code, chunk, _options, meta) {
      const match = markerPattern.exec(code)
      if (!match?.[2]) return null
      used ??= catalogue('en').then((english) => {
        const codes = Object.values(meta.chunks)
          .filter((other) => !other.moduleIds.some((id) => textModule.test(id)))
          .flatMap((other) => Object.values(other.modules).map((module) => module.code ?? ''))
        return usedKeys(codes, flattenKeys(english))
      })
      const texts = pickTexts(await catalogue(match[2]), await used)
      if (chunk.moduleIds.length !== 1) throw new Error(`${chunk.fileName}: a text chunk holds other modules`)
      return { code: code.replace(match[0], JSON.stringify(texts)), map: null }
    },
  }
}
