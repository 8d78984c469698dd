/**
 * `react` for third-party modules that import its default object (r2wc, zustand): only the members they
 * call (they import nothing else from it), so that the rest of preact/compat's default object (Suspense, lazy, portals…) is tree-shaken away.
 */
import { createElement, useCallback, useDebugValue, useSyncExternalStore } from 'preact/compat'

export default { createElement, useCallback, useDebugValue, useSyncExternalStore }
