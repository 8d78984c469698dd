/** The code of a page's inline scripts (not its JSON data nor React Router's loader data), one after the other. */
export declare function inlineCode(html: string): string
/** Bytes of a text, raw and gzip -9. */
export declare function textSize(text: string): { raw: number; gzip: number }
/** A shopper's browser's user agent (a server may answer a crawler another way; the store sends both the same page). */
export declare const BROWSER_USER_AGENT: string
/** The absolute address of the language's texts file a page preloads, if any. */
export declare function textsUrl(html: string, pageUrl: string): string | undefined
