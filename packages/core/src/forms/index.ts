export {
  FORM_ACTIONS,
  FORM_NOTICE_ROLES,
  FORM_NOTICES,
  type FormNotice,
  formId,
  formRedirectTarget,
  isFormNotice,
  noticeRole,
  toggleIntent,
} from './formNotice'
export { safeRedirect } from './safeRedirect'
