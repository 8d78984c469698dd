export { createWidgetSouk, type WidgetClient, type WidgetSouk } from './createWidgetSouk'
