import type { RefObject } from 'react'

/**
 * The widget build's `@souk/react` `hooks/useEditsKept` module (see vite.shared.ts). A widget renders in the
 * browser and never hydrates server HTML: its fields start as React draws them, so there is no edit made before
 * hydration to keep, and the page downloads none of the code that keeps one.
 */
type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** No field of a widget was edited before hydration. */
export function editedBeforeHydration(_field: FormField): boolean {
  return false
}

/** No field of a widget was edited before hydration. */
export function editedFields(_element: Element): FormField[] {
  return []
}

/** Nothing to replay in a widget. */
export function replayEdit(_field: FormField, _edit?: string | boolean): void {}

/** Nothing to replay in a widget. */
export function replayEdits(_fields: readonly FormField[]): void {}

/** A widget has no edit made before hydration to report. */
export function useHydrationEdits(
  _ref: RefObject<Element | null>,
  _report: (fields: FormField[]) => void,
): void {}

/** A widget has no edit made before hydration to keep. */
export function useEditsKept(_ref: RefObject<Element | null>): void {}
