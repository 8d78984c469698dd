import { data } from 'react-router'

/** Any unknown path: the error layout with 404 ('This page could not be found'). */
export function loader() {
  throw data(null, { status: 404 })
}

export default function NotFound() {
  return null
}
