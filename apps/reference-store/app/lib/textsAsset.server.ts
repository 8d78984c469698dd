import { createHash } from 'node:crypto'

/** The file of a language's texts: its content (JSON) and its name under the client build, from the content. */
export function textsAsset(language: string, texts: unknown): { fileName: string; source: string } {
  const source = JSON.stringify(texts)
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 12)
  return { fileName: `assets/texts-${language}-${hash}.json`, source }
}
