export {
  FORM_ACTIONS,
  FORM_NOTICES,
  type FormNotice,
  formId,
  formRedirectTarget,
  isFormNotice,
  NOTICE_PARAM,
  noticeOf,
  toggleIntent,
} from './formNotice'
export { safeRedirect } from './safeRedirect'
