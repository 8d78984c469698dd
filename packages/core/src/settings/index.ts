export { createSettingsStore, type SettingsState } from './settingsStore'
