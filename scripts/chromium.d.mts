/** The path of the system Chromium (from `variable`, default CHROMIUM_PATH, else Debian's), or undefined. */
export declare function systemChromium(variable?: string): string | undefined
/** Flags of a headless test browser. */
export declare const CHROMIUM_ARGS: readonly string[]
/** Playwright's `launchOptions` for the system Chromium with `CHROMIUM_ARGS`. */
export declare function chromiumLaunchOptions(): { executablePath: string | undefined; args: string[] }
