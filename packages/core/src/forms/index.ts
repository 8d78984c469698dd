export {
  FORM_ACTIONS,
  FORM_NOTICE_ROLES,
  FORM_NOTICES,
  type FormNotice,
  formId,
  formRedirectTarget,
  isFormNotice,
  NOTICE_PARAM,
  noticeOf,
  noticeRole,
  toggleIntent,
} from './formNotice'
export { safeRedirect } from './safeRedirect'
