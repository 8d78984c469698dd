/**
 * The types of a `define/<tag>` entry: loading it registers the tag (and `<souk-config>`); it exports nothing at
 * run time. Importing it puts the Souk tags into `HTMLElementTagNameMap` and their events into
 * `GlobalEventHandlersEventMap`.
 */

export type { SoukEventMap } from '../events'
export type { SoukElementTagNameMap } from '../tags'
