export {
  createSavedProductsStore,
  type SavedProductsOptions,
  type SavedProductsState,
  wishlistedFlag,
} from './savedProductsStore'
