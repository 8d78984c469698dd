export { type TabItem, Tabs, type TabsProps } from './Tabs'
