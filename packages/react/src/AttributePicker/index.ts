export {
  AttributePicker,
  type AttributePickerProduct,
  type AttributePickerProps,
} from './AttributePicker'
