/** The pages' showcase: a product without options, one with options, a category (ids/slug of the seeded shop). */
export interface PartnerShowcase {
  cardProduct?: number
  product?: number
  listCategory?: string
}

/** What the pages show from the seeded shop by default. */
export declare const DEFAULT_SHOWCASE: Required<PartnerShowcase>

/** The Content-Security-Policy of the partner's pages for a shop origin. */
export declare function partnerCsp(shopOrigin: string): string

/**
 * Starts the partner's demo site on `port`, embedding the widgets of the shop at `shopUrl`; resolves with its
 * URL and a `close` function.
 */
export declare function startPartnerServer(options: {
  port?: number
  host?: string | undefined
  shopUrl: string
  showcase?: PartnerShowcase
}): Promise<{ url: string; close: () => Promise<void> }>
