import { validateCode } from './validateCode'
import { validateEmail } from './validateEmail'
import { validatePassword, validatePasswordMatch } from './validatePassword'
import { validateRequired } from './validateRequired'
import { type FormErrors, formErrors, type ValidationMessage } from './validationMessage'

/** A text field of a form as the UI holds it. */
export type FormText = string | null | undefined

/** Values of the sign-in form. */
export interface SignInForm {
  email?: FormText
  password?: FormText
}

/** Values of the registration form. */
export interface SignUpForm {
  name?: FormText
  email?: FormText
  password?: FormText
  password_confirmation?: FormText
}

/** Values of the seller registration form. */
export interface SellerSignUpForm extends SignUpForm {
  store_name?: FormText
}

/** Values of the forgot-password form. */
export interface ForgotPasswordForm {
  email?: FormText
}

/** Values of the e-mailed code verification form. */
export interface VerificationForm {
  email?: FormText
  code?: FormText
}

/** Values of the reset-password form (the confirmation is checked when the form has one). */
export interface ResetPasswordForm {
  email?: FormText
  code?: FormText
  password?: FormText
  password_confirmation?: FormText
}

/** Values of the change-password form (the confirmation is checked when the form has one). */
export interface ChangePasswordForm {
  current_password?: FormText
  new_password?: FormText
  new_password_confirmation?: FormText
}

/** Required, then a valid e-mail. */
export function emailField(value: FormText): ValidationMessage {
  return validateRequired(value, 'fields.email') ?? validateEmail(value)
}

/** Required (under the given label), then at least 6 characters. */
export function passwordField(value: FormText, labelKey = 'fields.password'): ValidationMessage {
  return validateRequired(value, labelKey) ?? validatePassword(value)
}

/** Required, then equal to the password. */
export function confirmationField(password: FormText, confirmation: FormText): ValidationMessage {
  return (
    validateRequired(confirmation, 'fields.confirmPassword') ?? validatePasswordMatch(password, confirmation)
  )
}

/** Required, then 4 digits. */
export function codeField(value: FormText): ValidationMessage {
  return validateRequired(value, 'fields.code') ?? validateCode(value)
}

/** Sign-in: e-mail and password (at least 6 characters). */
export function validateSignIn(values: SignInForm): FormErrors<keyof SignInForm> {
  return formErrors<keyof SignInForm>([
    ['email', emailField(values.email)],
    ['password', passwordField(values.password)],
  ])
}

/** Registration: name, e-mail, password and its confirmation. */
export function validateSignUp(values: SignUpForm): FormErrors<keyof SignUpForm> {
  return formErrors<keyof SignUpForm>([
    ['name', validateRequired(values.name, 'fields.name')],
    ['email', emailField(values.email)],
    ['password', passwordField(values.password)],
    ['password_confirmation', confirmationField(values.password, values.password_confirmation)],
  ])
}

/** Seller registration: the registration fields plus the store name. */
export function validateSellerSignUp(values: SellerSignUpForm): FormErrors<keyof SellerSignUpForm> {
  return {
    ...validateSignUp(values),
    ...formErrors<keyof SellerSignUpForm>([
      ['store_name', validateRequired(values.store_name, 'fields.storeName')],
    ]),
  }
}

/** Forgot password: the e-mail the code is sent to. */
export function validateForgotPassword(values: ForgotPasswordForm): FormErrors<keyof ForgotPasswordForm> {
  return formErrors<keyof ForgotPasswordForm>([['email', emailField(values.email)]])
}

/** Code verification after registration: e-mail and the 6-digit code. */
export function validateVerification(values: VerificationForm): FormErrors<keyof VerificationForm> {
  return formErrors<keyof VerificationForm>([
    ['email', emailField(values.email)],
    ['code', codeField(values.code)],
  ])
}

/** Reset password: e-mail, 6-digit code, new password, and its confirmation when the form has one. */
export function validateResetPassword(values: ResetPasswordForm): FormErrors<keyof ResetPasswordForm> {
  return formErrors<keyof ResetPasswordForm>([
    ['email', emailField(values.email)],
    ['code', codeField(values.code)],
    ['password', passwordField(values.password)],
    [
      'password_confirmation',
      values.password_confirmation === undefined
        ? null
        : confirmationField(values.password, values.password_confirmation),
    ],
  ])
}

/** Change password: current and new password (both at least 6), and the confirmation when the form has one. */
export function validateChangePassword(values: ChangePasswordForm): FormErrors<keyof ChangePasswordForm> {
  return formErrors<keyof ChangePasswordForm>([
    ['current_password', passwordField(values.current_password, 'fields.currentPassword')],
    ['new_password', passwordField(values.new_password, 'fields.newPassword')],
    [
      'new_password_confirmation',
      values.new_password_confirmation === undefined
        ? null
        : confirmationField(values.new_password, values.new_password_confirmation),
    ],
  ])
}
