import arabicFaces from '../styles/fonts-arabic.css?url'
import devanagariFaces from '../styles/fonts-devanagari.css?url'
import { SCRIPT_FACES_ID, SCRIPT_FACES_KEY } from './scriptFacesWarm'

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
 * nothing) and a small inline script turns it on before the first paint on a later visit, when the browser has the
 * faces in its cache (it remembers the stylesheet's address, hashed by the build: a new build's faces are
 * downloaded again first): the page draws in its Noto face from the start. On a first visit the page stays in the
 * system's face of its script; the rest, not in the first load's code, runs once the page has hydrated
 * (`scriptFacesWarm.ts`): it downloads the faces once the page has loaded and turns them on with the next page the
 * shopper opens, once they are all there, where the content changes anyway (the browser's Navigation API, a
 * navigation to another path than the page being read: not a listing's filters; without it, the next page load).
 * A failed download (offline, an error status) is not remembered and applies nothing. A browser that refuses
 * storage gets the faces with its first navigation of each page load. A shopper who asked their browser to save
 * data (`navigator.connection.saveData`) is not sent them (about 150 KB): the system's face stays. Without
 * JavaScript the page keeps the system's face.
 */
export const SCRIPT_FACES: Readonly<Partial<Record<string, string>>> = {
  ar: arabicFaces,
  hi: devanagariFaces,
}

/**
 * The inline script: turns the faces' stylesheet on when its address is the one remembered (a constant: no page
 * data in it).
 */
export const SCRIPT_FACES_LOADER = `try{let l=document.getElementById(${JSON.stringify(SCRIPT_FACES_ID)});if(localStorage.getItem(${JSON.stringify(SCRIPT_FACES_KEY)})===l.getAttribute('href'))l.media='all'}catch(e){}`

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
