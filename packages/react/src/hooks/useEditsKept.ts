import { type RefObject, useEffect, useRef } from 'react'

/** A form field whose edits React reports. */
export type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** Field types that hold no edit of the shopper's (a hidden value, a button, a file picker). */
const NOT_EDITED = new Set(['hidden', 'submit', 'reset', 'button', 'image', 'file'])

function isField(element: Element): element is FormField {
  return element.tagName === 'INPUT' || element.tagName === 'TEXTAREA' || element.tagName === 'SELECT'
}

/**
 * Whether the shopper changed `field` from what the page's HTML drew. Once React has hydrated a controlled field,
 * its `defaultValue`, `defaultChecked` (or its options' `defaultSelected`) hold what React rendered, while the
 * field itself still shows what the shopper typed or chose before the page's scripts ran. Only right after the
 * field hydrated: later React keeps `defaultValue` in step with the state, but not a box's `defaultChecked` nor
 * an option's `selected` attribute. (A text area whose server text was not empty is already put back by React
 * as it hydrates: there is nothing left to see.)
 */
export function editedBeforeHydration(field: FormField): boolean {
  if (field.disabled) return false
  if (field.tagName === 'SELECT') {
    // What React drew: the option with the `selected` attribute (`defaultSelected`, set by React's HTML on the one
    // it rendered), else the first the browser selects by itself.
    const options = Array.from((field as HTMLSelectElement).options)
    const marked = options.findIndex((option) => option.hasAttribute('selected'))
    const drawn = marked >= 0 ? marked : options.findIndex((option) => !option.disabled)
    return options.findIndex((option) => option.selected) !== drawn
  }
  if (field.tagName === 'INPUT') {
    const input = field as HTMLInputElement
    if (NOT_EDITED.has(input.type)) return false
    // Of a radio group, the radio chosen instead reports the choice; the one it replaced has nothing to say.
    if (input.type === 'checkbox' || input.type === 'radio') {
      return input.checked !== input.defaultChecked && (input.type === 'checkbox' || input.checked)
    }
  }
  return field.value !== (field as HTMLInputElement | HTMLTextAreaElement).defaultValue
}

/** The element's own `value` setter, from its prototypes: not the one React put on the element to watch it. */
function nativeValueSetter(element: object): ((value: string) => void) | undefined {
  for (
    let prototype = Object.getPrototypeOf(element);
    prototype;
    prototype = Object.getPrototypeOf(prototype)
  ) {
    const descriptor = Object.getOwnPropertyDescriptor(prototype, 'value')
    if (descriptor?.set) return descriptor.set
  }
  return undefined
}

/** What the shopper left in a field: its text, its tick, or the select's value. */
type Edit = string | boolean

function editOf(field: FormField): Edit {
  return field.tagName === 'INPUT' &&
    ((field as HTMLInputElement).type === 'checkbox' || (field as HTMLInputElement).type === 'radio')
    ? (field as HTMLInputElement).checked
    : field.value
}

/**
 * Sends React the edit the shopper made to `field` before hydration (`edit`, read before any edit was sent:
 * React puts a field back as it rendered it once another field's change is handled), as the browser sent it
 * then: a click for a box or a radio, an `input` event for a text, a `change` event for a select. React's
 * controlled fields remember the value they last saw (it took the edited one at hydration), so the field is
 * first set as React rendered it through its own `value`/`checked` property (which React watches), then edited
 * again with the element's native setter (which it does not), as a typing shopper does: React sees a change and
 * calls the field's `onChange`.
 */
export function replayEdit(field: FormField, edit: Edit = editOf(field)): void {
  const view = field.ownerDocument.defaultView
  if (!view) return
  if (typeof edit === 'boolean') {
    const box = field as HTMLInputElement
    box.checked = !edit
    box.click()
    return
  }
  if (field.tagName === 'SELECT') {
    field.value = edit
    field.dispatchEvent(new view.Event('change', { bubbles: true }))
    return
  }
  const input = field as HTMLInputElement | HTMLTextAreaElement
  input.value = input.defaultValue
  nativeValueSetter(input)?.call(input, edit)
  input.dispatchEvent(new view.Event('input', { bubbles: true }))
}

/** The fields of `element` (or `element` itself, when it is one) that the shopper edited before hydration. */
export function editedFields(element: Element): FormField[] {
  const fields = isField(element)
    ? [element]
    : Array.from(element.querySelectorAll<FormField>('input, textarea, select'))
  return fields.filter(editedBeforeHydration)
}

/**
 * Replays (`replayEdit`) the edits made to `fields` before hydration, each read before the first is sent. The
 * changes are handled one after the other before React renders again, so the fields' handlers must update state
 * from the current one (`setValues((current) => …)`), as separate fields do.
 */
export function replayEdits(fields: readonly FormField[]): void {
  const edits = fields.map((field) => [field, editOf(field)] as const)
  for (const [field, edit] of edits) replayEdit(field, edit)
}

/**
 * Calls `report` once `ref`'s element has hydrated, with the fields the shopper edited before the page's scripts
 * ran (`editedFields`); not when there is none. For a component whose fields make one value together (a filter
 * form, a variant picker): it reads them all at once, as one change. Once, also where effects run twice
 * (StrictMode); with the hydration render's `report`, which knows the values the server drew.
 */
export function useHydrationEdits(
  ref: RefObject<Element | null>,
  report: (fields: FormField[]) => void,
): void {
  const done = useRef(false)
  const first = useRef(report)
  useEffect(() => {
    const element = ref.current
    if (done.current || !element) return
    done.current = true
    const edited = editedFields(element)
    if (edited.length > 0) first.current(edited)
  }, [ref])
}

/**
 * A controlled field of the server's HTML can be edited before the page's scripts run: React, hydrating, leaves
 * it as the shopper left it but calls no `onChange`, and the next render puts the old value back (an e-mail filled
 * in by the browser, a price typed, a quantity changed: lost). Once `ref`'s element has hydrated, this hook
 * replays every such edit (`replayEdits`): of the element itself when it is a field, else of every field inside
 * it. Fields that make one value together use `useHydrationEdits` instead. A page rendered in the browser has
 * nothing to replay: its fields start as React draws them.
 */
export function useEditsKept(ref: RefObject<Element | null>): void {
  useHydrationEdits(ref, replayEdits)
}
