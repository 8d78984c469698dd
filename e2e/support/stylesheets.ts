import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'

const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Every rule the store's pages could have, in the order one stylesheet would have them: @souk/react's components
 * (`dist/styles.css`, the order a host that takes the whole package gets) and the store's own (`store.css`, the
 * account and checkout layouts). The pages carry only the stylesheets their routes name (issue 17); this is what
 * they are compared with.
 */
let complete: string | undefined
function completeStylesheet(): string {
  complete ??= [
    'packages/react/dist/styles.css',
    'apps/reference-store/app/store.css',
    'apps/reference-store/app/components/account/account.css',
    'apps/reference-store/app/components/checkout/checkout.css',
  ]
    .map((file) => readFileSync(`${root}${file}`, 'utf8'))
    .join('\n')
  return complete
}

/** An element whose style the complete stylesheet changes, and how. */
export interface StyleDifference {
  element: string
  changes: string[]
}

/**
 * What the page would look like differently with every rule of the store (`completeStylesheet`) added after its
 * own: nothing, when the page's stylesheets hold every rule that applies to it, in an order that gives the same
 * result. Compares the computed value, on every element, of every property a rule sets, read before the rules are
 * added and with them, in one task (nothing else on the page runs between the two), with transitions and
 * animations off (a transition would show the old value at first). Not seen: pseudo-elements, states not on the
 * page (hover, a closed dialog), other widths than the page's.
 */
export async function stylesWithoutPageRules(page: Page): Promise<StyleDifference[]> {
  return page.evaluate((css) => {
    // The built stylesheets are minified: `background: transparent` becomes `0 0`, whose position reads 0px 0px
    // where the source's reads 0% 0% (the same place).
    const normal = (name: string, value: string) =>
      name.startsWith('background-position') ? value.replace(/\b0px\b/g, '0%') : value
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    const names = new Set<string>()
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) for (const name of Array.from(rule.style)) names.add(name)
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules)
      }
    }
    collect(sheet.cssRules)
    const properties = [...names]
    const elements = Array.from(document.querySelectorAll('body, body *'))
    const read = () =>
      elements.map((element) => {
        const style = getComputedStyle(element)
        return properties.map((name) => normal(name, style.getPropertyValue(name)))
      })
    const still = document.createElement('style')
    still.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }'
    document.head.append(still)
    const before = read()
    const added = document.createElement('style')
    added.textContent = css
    document.head.append(added)
    const within = read()
    added.remove()
    still.remove()
    const differences: { element: string; changes: string[] }[] = []
    elements.forEach((element, index) => {
      const [was, withAll] = [before[index] ?? [], within[index] ?? []]
      const changes = properties.flatMap((name, at) =>
        withAll[at] !== was[at] ? [`${name}: ${was[at]} → ${withAll[at]}`] : [],
      )
      if (changes.length === 0) return
      const classes = Array.from(element.classList).join('.')
      differences.push({
        element: `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`,
        changes,
      })
    })
    return differences
  }, completeStylesheet())
}
