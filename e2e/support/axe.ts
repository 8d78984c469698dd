import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

const require = createRequire(import.meta.url)

/** The axe rules the store must pass (WCAG 2.0/2.1 A and AA, 2.2 AA). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** axe-core's script, read once per Playwright process (it is entered into every page checked). */
let axeSource: string | undefined

/** A violation as the specs report it. */
export interface Violation {
  id: string
  impact: string | null
  help: string
  targets: string[]
}

/**
 * Runs axe-core in the page and returns its violations. axe enters through the DevTools protocol rather than an
 * inline `<script>`: the store's Content-Security-Policy refuses inline scripts without the page's nonce. Only the
 * violations are detailed (`resultTypes`): every rule still runs on every element, but axe does not describe each
 * passing node (a third of its time on a listing page).
 */
export async function axeViolations(page: Page): Promise<Violation[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
  await page.evaluate(axeSource)
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[]
          }>
        }
      }
    ).axe
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }))
  }, AXE_TAGS)
}
