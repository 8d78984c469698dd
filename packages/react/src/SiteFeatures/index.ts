export { SiteFeatures, type SiteFeaturesProps } from './SiteFeatures'
