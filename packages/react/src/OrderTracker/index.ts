export { OrderTracker, type OrderTrackerProps, type TrackableOrder } from './OrderTracker'
