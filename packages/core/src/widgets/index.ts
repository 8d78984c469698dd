export { createWidgetSouk } from './createWidgetSouk'
