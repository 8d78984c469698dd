export { SoukProvider, type SoukProviderProps, useSouk } from './SoukProvider'
