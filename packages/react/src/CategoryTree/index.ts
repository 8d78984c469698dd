export { CategoryTree, type CategoryTreeProps } from './CategoryTree'
