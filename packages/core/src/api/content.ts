/** CMS pages, contact form and newsletter (contract 4.12-4.14). */
import type { ContactInput, Envelope, PageData } from '../model'
import type { Transport } from './calls'
import type { CallOptions } from './types'

/** The content calls of a client. */
export function contentApi(transport: Transport) {
  return {
    /** `GET page/{slug}`: a CMS page (or the sitemap data). */
    page: (slug: string, options: CallOptions = {}): Promise<Envelope<PageData>> =>
      transport.send({ method: 'GET', path: `page/${encodeURIComponent(slug)}`, signal: options.signal }),
    /** `POST contact`: sends the contact form. */
    contact: (input: ContactInput, options: CallOptions = {}): Promise<Envelope<true>> =>
      transport.send({ method: 'POST', path: 'contact', body: input, signal: options.signal }),
    /** `POST email-subscription`: subscribes an e-mail address to the newsletter. */
    subscribe: (email: string, options: CallOptions = {}): Promise<Envelope<true>> =>
      transport.send({ method: 'POST', path: 'email-subscription', body: { email }, signal: options.signal }),
  }
}
