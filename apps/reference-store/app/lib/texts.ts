/**
 * The page's UI texts (core's catalogue of its language) travel as a long-cached asset of their own, not in every
 * page's loader data: `/assets/texts-<language>-<hash>.json`, the hash from its content, so a new catalogue gets a
 * new address and a browser keeps the old one for a year (the server's `/assets/*` cache rule). The build emits
 * the files (`vite.config.ts`); the server renders with the full catalogue and names the file in the page (a
 * preload); the browser's entry fetches it before hydrating (`lib/hydrate.tsx`).
 *
 * The catalogues kept here are the same for every shopper (one per language): no shopper's data.
 */

/** A catalogue: nested objects of texts. */
export type Texts = Readonly<Record<string, unknown>>

const loaded = new Map<string, Texts>()

/** Makes a language's texts available to the page's components (the server: all of them; a browser: its page's). */
export function provideTexts(language: string, texts: Texts): void {
  loaded.set(language, texts)
}

/** A language's texts, if this process has them. */
export function textsOf(language: string): Texts | undefined {
  return loaded.get(language)
}

/** The text of a dotted key (`errors.sorry`) in `texts`, or undefined. */
export function textAt(texts: Texts | undefined, key: string): string | undefined {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts)
  return typeof value === 'string' ? value : undefined
}

/** The marker of the page's texts preload, which the browser's entry reads the address from. */
export const TEXTS_PRELOAD_ATTRIBUTE = 'data-souk-texts'
