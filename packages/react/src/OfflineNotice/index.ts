export { OfflineNotice, type OfflineNoticeProps } from './OfflineNotice'
