/**
 * The text of each of the store's stylesheets by the address the browser would fetch it at (`pageStylesheets.tsx`):
 * `root.css`, the per-page ones in `styles/` and the account and checkout pages' own. The same builds as the files
 * (Vite's `?inline` and `?url` of one file), read once when the server starts. Vite reads the patterns from the
 * calls themselves: literals, the same in both.
 */
const urls: Record<string, string> = import.meta.glob(
  ['../root.css', '../styles/*.css', '../components/*/*.css'],
  {
    query: '?url',
    import: 'default',
    eager: true,
  },
)
const texts: Record<string, string> = import.meta.glob(
  ['../root.css', '../styles/*.css', '../components/*/*.css'],
  {
    query: '?inline',
    import: 'default',
    eager: true,
  },
)

// A file without a text is left out: its page links it rather than adopt an empty element.
export const STYLESHEET_TEXTS: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(
    Object.entries(urls).flatMap(([file, url]) => (texts[file] === undefined ? [] : [[url, texts[file]]])),
  ),
)
