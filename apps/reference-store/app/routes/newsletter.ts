import { redirect } from 'react-router'
import { newsletterAction } from '../lib/formActions.server'

/** The newsletter form's answer (no page: a GET goes home). */
export const action = newsletterAction

export function loader() {
  return redirect('/')
}
