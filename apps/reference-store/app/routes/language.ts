import { redirect } from 'react-router'
import { languageAction } from '../lib/formActions.server'

/** The language switch's form answer (no page: a GET goes home). */
export const action = languageAction

export function loader() {
  return redirect('/')
}
