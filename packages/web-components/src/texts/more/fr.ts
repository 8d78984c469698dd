/**
 * The widgets' French texts beyond the first ones (`../fr.ts`): from the sources, the whole catalogue of @souk/core;
 * the build keeps the keys that the other elements use and a page with one card does not show (`vite.texts.ts`).
 */
export { default } from '@souk/core/locales/fr'
