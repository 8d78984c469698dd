export {
  CategoryDrawer,
  type CategoryDrawerProps,
  CategoryMenu,
  type CategoryMenuProps,
} from './CategoryMenu'
