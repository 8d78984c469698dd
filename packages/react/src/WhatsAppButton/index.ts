export {
  WhatsAppButton,
  type WhatsAppButtonProps,
  type WhatsAppSettings,
} from './WhatsAppButton'
