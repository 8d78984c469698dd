/** The elements' script imported a second time under another URL (a second module instance), as a page may. */
declare module '*?second-load' {
  const exports: Record<string, unknown>
  export = exports
}
