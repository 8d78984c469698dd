/**
 * The types of the React-peer entries (`react`, `react/souk.js`): the same exports as the main entry, and the
 * Souk tags in React 19's `JSX.IntrinsicElements`.
 */
export * from '../index'
export type * from '../jsx'
