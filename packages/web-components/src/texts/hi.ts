/**
 * The widgets' Hindi texts. From the sources (tests, Storybook) this is the whole catalogue of @souk/core; the
 * build keeps only the keys the widgets' code uses (`vite.texts.ts`), in a chunk of its own.
 */
export { default } from '@souk/core/locales/hi'
