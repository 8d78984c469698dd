export { type PartOf, PartScope, usePart } from './parts'
