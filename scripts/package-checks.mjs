// `pnpm run package-checks` (and the "package checks" step of `npm test`): what a consumer of each published
// package gets from the registry. publint --strict checks the package.json against the files that would be
// packed; @arethetypeswrong/cli checks that TypeScript finds the types of every export under the modern
// resolutions (the packages are ESM only, so the `esm-only` profile: no CommonJS `require` of them, no node10).
// Needs the build (`pnpm run build`): both read the packed dist files.
import { join } from 'node:path'
import { root, runPnpm } from './lib.mjs'

/**
 * The published packages: extra attw arguments (CSS exports are not modules: no types to find), and why a
 * check is left out (null: it runs).
 */
const packages = [
  { dir: 'packages/core', attwArgs: [], skipPublint: null, skipAttw: null },
  {
    dir: 'packages/react',
    attwArgs: ['--exclude-entrypoints', './styles.css'],
    skipPublint: null,
    skipAttw: null,
  },
  {
    dir: 'packages/themes',
    attwArgs: [],
    skipPublint: null,
    skipAttw: 'CSS only: no JavaScript export whose types attw could check',
  },
  {
    dir: 'packages/web-components',
    attwArgs: [],
    skipPublint: null,
    skipAttw: null,
  },
]

const failures = []
for (const { dir, attwArgs, skipPublint, skipAttw } of packages) {
  const cwd = join(root, dir)
  if (skipPublint) {
    console.log(`\n--- ${dir}: publint not run: ${skipPublint}`)
  } else {
    console.log(`\n--- ${dir}: publint --strict`)
    try {
      runPnpm(['exec', 'publint', '--strict'], { cwd })
    } catch (error) {
      failures.push(`${dir}: publint (${error.message})`)
    }
  }
  if (skipAttw) {
    console.log(`--- ${dir}: attw not run: ${skipAttw}`)
    continue
  }
  console.log(`--- ${dir}: attw --pack --profile esm-only`)
  try {
    runPnpm(
      ['exec', 'attw', '--pack', '.', '--profile', 'esm-only', '--format', 'table-flipped', ...attwArgs],
      {
        cwd,
      },
    )
  } catch (error) {
    failures.push(`${dir}: attw (${error.message})`)
  }
}

if (failures.length) {
  console.error(`\nPackage checks failed:\n${failures.map((line) => `  ${line}`).join('\n')}`)
  process.exit(1)
}
console.log('\nPackage checks passed (publint --strict, attw).')
