export { Collections, type CollectionsProps } from './Collections'
export { HomeSection, type HomeSectionLink, type HomeSectionProps } from './HomeSection'
