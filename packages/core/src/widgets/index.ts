export {
  buildWidgetSouk,
  createWidgetSouk,
  type WidgetClient,
  type WidgetSouk,
  type WidgetSoukOptions,
  type WidgetStoreBuilders,
} from './createWidgetSouk'
