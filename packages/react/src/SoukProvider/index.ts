export { SoukProvider, type SoukProviderProps, usePagePath, useSouk, useWidgetSouk } from './SoukProvider'
