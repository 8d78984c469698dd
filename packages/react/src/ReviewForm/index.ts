export { ReviewForm, type ReviewFormProps } from './ReviewForm'
