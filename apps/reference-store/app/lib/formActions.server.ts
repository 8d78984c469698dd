import {
  AUTH_COOKIE,
  type FormNotice,
  formId,
  formRedirectTarget,
  isLanguage,
  localizePath,
  routes as paths,
  stripLocale,
  toggleIntent,
  validateNewsletterEmail,
} from '@souk/core'
import { type ActionFunctionArgs, redirect } from 'react-router'
import { cookieHeaders, type StoreContext, soukForRequest } from '../souk.server'
import { flashCookie } from './flash'

/**
 * The answer of a form posted without JavaScript: a 303 back to the form's `redirectTo` (a path on this site,
 * checked with core's `safeRedirect`; never the client-set Referer), the notice to show there as a flash (a
 * cookie, `lib/flash.ts`: the address stays clean), and the cookies the request's Souk wrote.
 */
function answer(
  storage: ReturnType<typeof soukForRequest>['storage'],
  context: StoreContext,
  redirectTo: FormDataEntryValue | null,
  notice: FormNotice,
  fallback: string,
): Response {
  const headers = cookieHeaders(storage)
  headers.append('Set-Cookie', flashCookie(notice, { secure: context.publicUrl.startsWith('https:') }))
  return redirect(formRedirectTarget(redirectTo, fallback), { status: 303, headers })
}

/** The toggle forms of the saved lists and the followed stores (`souk.links.wishlistAction()` etc.). */
export type ToggleKind = 'wishlist' | 'compare' | 'follow'

const NOTICES: Record<ToggleKind, { added: FormNotice; removed: FormNotice }> = {
  wishlist: { added: 'success.wishlistAdded', removed: 'success.wishlistRemoved' },
  compare: { added: 'success.compareAdded', removed: 'success.compareRemoved' },
  follow: { added: 'success.followedStore', removed: 'success.unfollowedStore' },
}

/**
 * The action of a toggle form (fields `intent` add/remove, `productId` or `storeId`, `redirectTo`): core's
 * store toggles only when the shopper's list is not already as asked (a heart shown empty never removes a saved
 * product). A guest goes to sign in, then back to the page.
 */
export function toggleAction(kind: ToggleKind) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const form = await request.formData()
    const shop = context as StoreContext
    const { souk, storage, language } = soukForRequest(request, shop)
    const redirectTo = form.get('redirectTo')
    const home = localizePath(paths.home, language)
    if (!storage.getCookie(AUTH_COOKIE)) {
      const back = formRedirectTarget(redirectTo, home)
      return redirect(`${localizePath(paths.login, language)}?redirect=${encodeURIComponent(back)}`, {
        status: 303,
      })
    }
    const want = toggleIntent(form.get('intent'))
    const id = formId(form.get(kind === 'follow' ? 'storeId' : 'productId'))
    if (want === null || id === null) return answer(storage, shop, redirectTo, 'errors.form', home)
    const store = kind === 'follow' ? souk.following : kind === 'wishlist' ? souk.wishlist : souk.compare
    const result = await store.getState().toggle(id, want)
    const notice =
      result === undefined ? 'errors.somethingWentWrong' : NOTICES[kind][result ? 'added' : 'removed']
    return answer(storage, shop, redirectTo, notice, home)
  }
}

/**
 * The language switch (field `language`, `redirectTo`): sets the language cookie and answers with the same page
 * in the new language.
 */
export async function languageAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  const shop = context as StoreContext
  const { souk, storage, language } = soukForRequest(request, shop)
  const chosen = form.get('language')
  const next = typeof chosen === 'string' && isLanguage(chosen) ? chosen : language
  await souk.setLanguage(next)
  const target = formRedirectTarget(form.get('redirectTo'), '/')
  return redirect(localizePath(stripLocale(target).path, next), {
    status: 303,
    headers: cookieHeaders(storage),
  })
}

/** The newsletter form (fields `email`, `redirectTo`): subscribes through the API, back to the page with the outcome. */
export async function newsletterAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  const shop = context as StoreContext
  const { souk, storage, language } = soukForRequest(request, shop)
  const email = form.get('email')
  const redirectTo = form.get('redirectTo')
  const home = localizePath(paths.home, language)
  const text = typeof email === 'string' ? email.trim() : ''
  if (validateNewsletterEmail(text)) return answer(storage, shop, redirectTo, 'errors.form', home)
  try {
    await souk.client.content.subscribe(text)
    return answer(storage, shop, redirectTo, 'success.newsletter', home)
  } catch {
    return answer(storage, shop, redirectTo, 'errors.form', home)
  }
}
