/**
 * `react` for third-party modules that import its default object (r2wc, zustand and its `useShallow`): only
 * the members they call (they import nothing else from it), so that the rest of preact/compat's default
 * object (Suspense, lazy, portals…) is tree-shaken away.
 */
import { createElement, useCallback, useDebugValue, useRef, useSyncExternalStore } from 'preact/compat'

export default { createElement, useCallback, useDebugValue, useRef, useSyncExternalStore }
