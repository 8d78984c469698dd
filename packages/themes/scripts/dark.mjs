// The dark tokens have one source: the `[data-souk-theme="dark"]` block of src/dark.css. This writes the same
// declarations into the `[data-souk-theme="auto"]` block under `prefers-color-scheme: dark` (run by the
// package's build; `--check` only says whether they differ). src/dark.test.ts fails when they do.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const file = fileURLToPath(new URL('../src/dark.css', import.meta.url))

/** The declarations of the rule `selector` in `css` (comments left out), one per line, trimmed. */
export function declarationsOf(css, selector) {
  const start = css.indexOf(`${selector} {`)
  if (start === -1) throw new Error(`dark.css has no ${selector} rule`)
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start))
  return body
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(';')
    .map((declaration) => declaration.trim())
    .filter(Boolean)
}

/** dark.css with the auto block rewritten from the dark block. */
export function synced(css) {
  const declarations = declarationsOf(css, '[data-souk-theme="dark"]')
  const selector = '[data-souk-theme="auto"] {'
  const start = css.indexOf(selector)
  const end = css.indexOf('}', start)
  const indent = '      '
  const body = `\n${declarations.map((declaration) => `${indent}${declaration};`).join('\n')}\n    `
  return `${css.slice(0, start + selector.length)}${body}${css.slice(end)}`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const css = readFileSync(file, 'utf8')
  const next = synced(css)
  if (process.argv.includes('--check')) {
    if (next !== css) {
      console.error(
        'dark.css: the theme="auto" block differs from the theme="dark" one (run the themes build)',
      )
      process.exit(1)
    }
  } else if (next !== css) writeFileSync(file, next)
}
