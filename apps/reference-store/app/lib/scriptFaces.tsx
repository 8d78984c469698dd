import arabicFaces from '../styles/fonts-arabic.css?url'
import devanagariFaces from '../styles/fonts-devanagari.css?url'

/**
 * The web fonts of the languages whose script the system fonts may draw poorly (Noto Sans Arabic on `ar` pages,
 * Noto Sans Devanagari on `hi`), off the path to the first paint and never moving a page the shopper is reading
 * (issue 17).
 *
 * Their faces (about 50 KB each) were preloaded: the browser held the Arabic pages' first paint until they came
 * (1.3–2.3 s after the HTML here, text that was ready at 0.3 s), and the simulated slow connection counted them
 * before the largest paint. Applied once the page had loaded, they moved it instead: a line of mixed Arabic and
 * Latin text is taller in Noto Sans Arabic, and titles wrap elsewhere (a listing's grid moved by 33 px, a layout
 * shift of 0.13). So the page names their stylesheet with `media="print"` (downloaded, not applied, blocking
 * nothing) and a small inline script decides:
 * - on a later visit (the browser has the faces in its cache) it turns the stylesheet on before the first paint:
 *   the page draws in its Noto face from the start;
 * - on a first visit it leaves the page in the system's face of its script, and once the page has loaded it
 *   downloads the faces into the browser's cache and remembers that it did; the faces are turned on with the next
 *   page the shopper opens once they are all there, where the content changes anyway (the browser's Navigation
 *   API, a navigation to another path: not the router's replacing of the entry at hydration, nor a listing's
 *   filters; without it, the next page load). A failed download (offline, an error status) is not remembered and
 *   applies nothing.
 * What it remembers is the stylesheet's address (hashed by the build): a new build's faces are downloaded again
 * first. A browser that refuses storage gets the faces with its first navigation of each page load. A shopper who
 * asked their browser to save data (`navigator.connection.saveData`) is not sent them (about 150 KB): the system's
 * face stays. Without JavaScript the page keeps the system's face.
 */
export const SCRIPT_FACES: Readonly<Partial<Record<string, string>>> = {
  ar: arabicFaces,
  hi: devanagariFaces,
}

/** The `id` of the faces' `<link>`. */
export const SCRIPT_FACES_ID = 'souk-script-faces'
/** The `localStorage` key that holds the address of the faces' stylesheet last turned on. */
export const SCRIPT_FACES_KEY = 'soukScriptFaces'

/** The inline script that decides when the faces' stylesheet applies (a constant: no page data in it). */
export const SCRIPT_FACES_LOADER = `(function(){var l=document.getElementById(${JSON.stringify(SCRIPT_FACES_ID)}),k=${JSON.stringify(SCRIPT_FACES_KEY)},p=location.pathname,h,s,w;if(!l)return;h=l.getAttribute('href');function on(){l.media='all'}try{s=localStorage.getItem(k)}catch(e){}if(s===h)return on();if((navigator.connection||{}).saveData)return;function warm(){var r=l.sheet?l.sheet.cssRules:[],u=[],i,m;for(i=0;i<r.length;i++)if(m=/url\\("?([^")]+\\.woff2)/.exec(r[i].cssText))u.push(fetch(m[1]).then(function(a){if(!a.ok)throw a;return a.arrayBuffer()}));if(u.length)Promise.all(u).then(function(){w=1;try{localStorage.setItem(k,h)}catch(e){}},function(){})}addEventListener('load',function(){if(l.sheet)warm();else l.addEventListener('load',warm)});function next(){if(w&&location.pathname!==p){on();navigation.removeEventListener('navigatesuccess',next)}}if(window.navigation)navigation.addEventListener('navigatesuccess',next)})()`

/** The stylesheet of the faces of `href` (a value of `SCRIPT_FACES`) and the script that turns it on. */
export function ScriptFaces({ href, nonce }: { href: string | undefined; nonce?: string }) {
  if (!href) return null
  return (
    <>
      <link id={SCRIPT_FACES_ID} rel="stylesheet" href={href} media="print" />
      <script
        nonce={nonce || undefined}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, turns the script's faces on
        dangerouslySetInnerHTML={{ __html: SCRIPT_FACES_LOADER }}
      />
    </>
  )
}
