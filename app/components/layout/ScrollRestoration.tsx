import { UNSAFE_useScrollRestoration as useScrollRestoration } from 'react-router';

/** React Router's own key (`SCROLL_RESTORATION_STORAGE_KEY`), so positions saved before this component still count. */
const STORAGE_KEY = 'react-router-scroll-positions';

/**
 * React Router's inline script, save for one case: on a new history entry (a link followed, an address typed)
 * there is no saved position to find, so it names the entry and stops, without opening sessionStorage. That
 * read is a synchronous trip to the browser's storage, 1–10 ms of the parser's time in a fresh profile
 * (Lighthouse's traces, issue 33); a reload or a step back (the entry has its key) restores the position as before.
 */
export const RESTORE_SCROLL = `(function(k){var h=window.history,s=h.state;if(!s||!s.key){h.replaceState({key:Math.random().toString(32).slice(2)},'');return}try{var y=JSON.parse(sessionStorage.getItem(k)||'{}')[s.key];if(typeof y==='number')window.scrollTo(0,y)}catch(e){console.error(e);sessionStorage.removeItem(k)}})(${JSON.stringify(STORAGE_KEY)})`;

/**
 * `<ScrollRestoration />` (react-router 7): the same hook keeps and restores positions on client navigations;
 * the server's script is ours (above). Without `getKey`, as the root used it, so entries are keyed as before.
 */
export function ScrollRestoration() {
  useScrollRestoration({ storageKey: STORAGE_KEY });
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RESTORE_SCROLL }} />;
}
