/**
 * The widgets' English texts beyond the first ones (`../en.ts`): from the sources, the whole catalogue of @souk/core;
 * the build keeps the keys that the other elements use and a page with one card does not show (`vite.texts.ts`).
 */
export { default } from '@souk/core/locales/en'
