// The system Chromium (Debian's `chromium`) and how the project launches it headless: Playwright and
// Lighthouse download no browser here. One place for the e2e suite, the Storybook story tests, the widgets'
// browser tests and the Lighthouse benchmark.
import { existsSync } from 'node:fs'

/**
 * The path of the system Chromium: the one named by the environment variable `variable` (CHROMIUM_PATH by
 * default; Lighthouse's launcher reads CHROME_PATH), else Debian's, else undefined.
 */
export function systemChromium(variable = 'CHROMIUM_PATH') {
  return [process.env[variable], '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (path) => path && existsSync(path),
  )
}

/** Flags of a headless test browser: no sandbox or GPU in containers, and no traffic the tests did not ask for. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Playwright's `launchOptions` for the system Chromium with `CHROMIUM_ARGS`. */
export function chromiumLaunchOptions() {
  return { executablePath: systemChromium(), args: [...CHROMIUM_ARGS] }
}
