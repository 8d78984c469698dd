export type {
  ChangePasswordForm,
  ForgotPasswordForm,
  FormText,
  ResetPasswordForm,
  SellerSignUpForm,
  SignInForm,
  SignUpForm,
  VerificationForm,
} from './accountForms'
export {
  codeField,
  confirmationField,
  emailField,
  passwordField,
  validateChangePassword,
  validateForgotPassword,
  validateResetPassword,
  validateSellerSignUp,
  validateSignIn,
  validateSignUp,
  validateVerification,
} from './accountForms'
export type { FieldKey, MessageKey } from './messageKeys'
export { FIELD_KEYS, MESSAGE_KEYS, VALIDATION_MESSAGE_KEYS } from './messageKeys'
export type { AddressForm, AddressRules } from './validateAddress'
export { validateAddress, validateCountryCode } from './validateAddress'
export { allAttributesChosen, validateAddToCart } from './validateAddToCart'
export type { CancelOrderForm } from './validateCancelOrder'
export { validateCancelOrder } from './validateCancelOrder'
export { validateCode } from './validateCode'
export type { ContactForm } from './validateContact'
export { validateContact } from './validateContact'
export { validateEmail, validateNewsletterEmail } from './validateEmail'
export { validatePassword, validatePasswordMatch } from './validatePassword'
export { validatePhone } from './validatePhone'
export { type PriceRangeProblem, validatePriceRange } from './validatePriceRange'
export { validateQuantity } from './validateQuantity'
export { isBlank, validateRequired } from './validateRequired'
export type { ReviewForm } from './validateReview'
export { validateRating, validateReview } from './validateReview'
export { REVIEW_IMAGE_MAX_BYTES, validateReviewImage } from './validateReviewImage'
export type { ShippableLine } from './validateShipping'
export { lineShippingMessage, validateShipping } from './validateShipping'
export type { FieldMessage, FormErrors, MessageParams, ValidationMessage } from './validationMessage'
export { firstMessage, formErrors, isValid, message } from './validationMessage'
