export { SoukProvider, type SoukProviderProps, useSouk, useWidgetSouk } from './SoukProvider'
