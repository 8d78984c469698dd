export { type SavedProductsOptions, type SavedProductsState, wishlistedFlag } from './savedProductsState'
export { createSavedProductsStore } from './savedProductsStore'
