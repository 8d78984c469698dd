export {
  type CompareAttributeRow,
  type ComparedProduct,
  type CompareFacts,
  compareFacts,
} from './compareFacts'
