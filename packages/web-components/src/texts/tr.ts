/**
 * The widgets' Turkish texts. From the sources (tests, Storybook) this is the whole catalogue of @souk/core; the
 * build keeps the keys that a page with one card can show (`vite.texts.ts`), in a chunk of its own; the other
 * elements' keys are in `more/tr.ts`.
 */
export { default } from '@souk/core/locales/tr'
