// Writes custom-elements.json (the Custom Elements Manifest, schema 1.0.0) from the JSDoc header of every
// element class in src/: @tag, @summary, @attr, @prop, @method, @event, @slot, @cssproperty; each element's
// parts (cssParts) come from the declared table src/parts.json (the names its components declare with `usePart`).
// Runs after the build (`pnpm build`); `--check` fails when the committed file is out of date.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const packageDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const srcDir = path.join(packageDir, 'src')
/** `{ tag: { part: description } }`: the parts each element exposes (the browser test `parts.test.ts` holds it). */
const declaredParts = JSON.parse(readFileSync(path.join(srcDir, 'parts.json'), 'utf8'))

/** Every source file under src/ (tests excluded). */
function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(file)
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [file] : []
  })
}

/** The JSDoc blocks with an @tag, each with the name of the declaration that follows it. */
function elementBlocks(text) {
  const blocks = []
  const pattern = /\/\*\*([\s\S]*?)\*\/\s*export (?:const|class) (\w+)/g
  for (const match of text.matchAll(pattern)) {
    const body = match[1]
      .split('\n')
      .map((line) => line.replace(/^\s*\* ?/, ''))
      .join('\n')
    if (/@tag\s/.test(body)) blocks.push({ body, name: match[2] })
  }
  return blocks
}

/** The tags of a block: `@name rest` with continuation lines (indented) joined. */
function tagsOf(body) {
  const tags = []
  for (const line of body.split('\n')) {
    const tag = /^@(\w+)\s*(.*)$/.exec(line)
    if (tag) tags.push({ tag: tag[1], text: tag[2].trim() })
    else if (tags.length && line.trim()) tags[tags.length - 1].text += ` ${line.trim()}`
  }
  return tags
}

/** `{type} name - description` -> parts. */
function parse(text) {
  const match = /^(?:\{([^}]*)\}\s*)?([\w-]+)(?:\s*-\s*([\s\S]*))?$/.exec(text)
  if (!match) return { name: text, description: '' }
  return { type: match[1], name: match[2], description: (match[3] ?? '').trim() }
}

/** The configuration attributes every element has besides its own (see createSoukElement). */
const COMMON_ATTRIBUTES = [
  [
    'api-base',
    'apiBase',
    "The shop's API for the whole page (one shopper, one shop: sets the page's configuration).",
  ],
  ['shop-url', 'shopUrl', "The shop's origin for links and checkout, for the whole page."],
  [
    'language',
    'language',
    'The language of every widget of the page (`en`, `fr`, `ar`, `tr`, `hi`); Arabic is right to left.',
  ],
  ['theme', 'theme', "This element's theme: `light`, `dark` or `auto` (default: the page's)."],
].map(([name, fieldName, description]) => ({ name, description, type: { text: 'string' }, fieldName }))

const modules = []
for (const file of sources(srcDir).sort()) {
  const text = readFileSync(file, 'utf8')
  for (const { body, name } of elementBlocks(text)) {
    const tags = tagsOf(body)
    const one = (tag) => tags.find((entry) => entry.tag === tag)?.text
    const all = (tag) => tags.filter((entry) => entry.tag === tag).map((entry) => parse(entry.text))
    const tagName = one('tag')
    const typed = (entry) => (entry.type ? { type: { text: entry.type } } : {})
    const attributes = all('attr').map((attr) => ({
      name: attr.name,
      description: attr.description,
      ...typed(attr),
      fieldName: attr.name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase()),
    }))
    if (tagName !== 'souk-config') attributes.push(...COMMON_ATTRIBUTES)
    const members = [
      ...all('prop').map((prop) => ({
        kind: 'field',
        name: prop.name,
        description: prop.description,
        ...typed(prop),
      })),
      ...all('method').map((method) => ({
        kind: 'method',
        name: method.name,
        description: method.description,
      })),
    ]
    const declaration = {
      kind: 'class',
      name,
      tagName,
      customElement: true,
      summary: one('summary') ?? '',
      attributes,
      members,
      events: all('event').map((event) => ({
        name: event.name,
        description: event.description,
        ...typed(event),
      })),
      slots: all('slot').map((slot) => ({ name: slot.name, description: slot.description })),
      cssParts: Object.entries(declaredParts[tagName] ?? {}).map(([name, description]) => ({
        name,
        description,
      })),
      cssProperties: all('cssproperty').map((property) => ({
        name: property.name,
        description: property.description,
      })),
      superclass: { name: 'HTMLElement' },
    }
    const modulePath = path.relative(packageDir, file).split(path.sep).join('/')
    const definePath = `dist/define/${tagName}.js`
    modules.push(
      {
        kind: 'javascript-module',
        path: modulePath,
        declarations: [declaration],
        exports: [{ kind: 'js', name, declaration: { name, module: modulePath } }],
      },
      {
        kind: 'javascript-module',
        path: definePath,
        declarations: [],
        exports: [
          { kind: 'custom-element-definition', name: tagName, declaration: { name, module: modulePath } },
        ],
      },
    )
  }
}

const manifest = `${JSON.stringify({ schemaVersion: '1.0.0', readme: 'README.md', modules }, null, 2)}\n`
const target = path.join(packageDir, 'custom-elements.json')
if (process.argv.includes('--check')) {
  if (readFileSync(target, 'utf8') !== manifest) {
    console.error('custom-elements.json is out of date: run node scripts/manifest.mjs')
    process.exit(1)
  }
} else {
  writeFileSync(target, manifest)
  const tags = modules.flatMap((module) =>
    module.declarations.map((declaration) => `<${declaration.tagName}>`),
  )
  console.log(`custom-elements.json: ${tags.join(', ')}`)
}
