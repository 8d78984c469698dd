import type { SVGProps } from 'react'
import { usePart } from '../parts'

// Simple 24×24 stroke icons drawn for Souk. Paths use only lines, arcs and polygons.
const paths = {
  cart: 'M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.7a1 1 0 0 0 1-.8L20 7H6.2M9 19.5a1 1 0 1 0 0 .01M17 19.5a1 1 0 1 0 0 .01',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  compare: 'M7 4v16M17 4v16M4 8h6M14 16h6M4 8l3-4 3 4M14 16l3 4 3-4',
  close: 'M6 6l12 12M18 6L6 18',
  chevronEnd: 'M9 5l7 7-7 7',
  chevronStart: 'M15 5l-7 7 7 7',
  chevronDown: 'M5 9l7 7 7-7',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5L20 20',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20a8 8 0 0 1 16 0',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8L3.5 9.7l5.9-.9z',
  menu: 'M4 6h16M4 12h16M4 18h16',
  trash: 'M5 7h14M10 11v6M14 11v6M6 7l1 12a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1l1-12M9 7V4h6v3',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  truck: 'M3 6h11v10H3zM14 10h4l3 3v3h-7M7 18.5a1.5 1.5 0 1 0 0 .01M17 18.5a1.5 1.5 0 1 0 0 .01',
  shield: 'M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6z',
  refresh: 'M20 11a8 8 0 0 0-14.7-3.5M4 4v4h4M4 13a8 8 0 0 0 14.7 3.5M20 20v-4h-4',
  store:
    'M4 9l1.5-5h13L20 9M4 9h16M4 9a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0M5 11v9h14v-9M10 20v-5h4v5',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1z',
  chat: 'M4 5h16v11H9l-5 4z',
  filter: 'M4 5h16l-6 7v6l-4 2v-8z',
  pickup: 'M12 21s-6-5.3-6-10a6 6 0 0 1 12 0c0 4.7-6 10-6 10zM12 13a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-1.5-3-5-3-5-1s5 1 5 1zM12 7c1.5-3 5-3 5-1s-5 1-5 1z',
  tag: 'M3 12V4h8l9 9-8 8zM7.5 8.5a1 1 0 1 0 0-.01',
  alert: 'M12 4l9 16H3zM12 10v4M12 17v.01',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v5M12 8v.01',
  wifiOff:
    'M3 3l18 18M8.5 16.5a5 5 0 0 1 7 0M5 13a10 10 0 0 1 5-2.7M14 10.4A10 10 0 0 1 19 13M2 9.5a15 15 0 0 1 5-2.8M12 6a15 15 0 0 1 10 3.5M12 20v.01',
} as const

/** The names of Souk's icons. */
export type IconName = keyof typeof paths

/** Icons that point along the reading direction: mirrored in right-to-left text. */
const directional = new Set<IconName>(['chevronEnd', 'chevronStart', 'cart', 'truck'])

/** Props of `Icon`. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName
  /** Fill the shape (e.g. a full star or a wishlisted heart). */
  filled?: boolean
  /** Size in CSS length units; default 1.25em. */
  size?: string | number
  /** An accessible name; without it the icon is decorative (hidden from assistive technology). */
  label?: string
  /** A `part` its parent declares for it (inside a widget). */
  part?: string
}

/** A decorative (or labelled) inline SVG icon; directional icons mirror in right-to-left text. */
export function Icon({
  name,
  filled = false,
  size = '1.25em',
  label,
  className,
  part: extra,
  ...rest
}: IconProps) {
  const part = usePart('icon')
  return (
    <svg
      {...rest}
      part={part(undefined, extra)}
      className={['souk-icon', directional.has(name) ? 'souk-flip-rtl' : '', className]
        .filter(Boolean)
        .join(' ')}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <path d={paths[name]} />
    </svg>
  )
}

/** Every icon name, for stories and docs. */
export const ICON_NAMES = Object.keys(paths) as IconName[]
