import { UNSAFE_useScrollRestoration as useScrollRestoration } from 'react-router';

/** React Router's own key (`SCROLL_RESTORATION_STORAGE_KEY`), so positions saved before this component still count. */
const STORAGE_KEY = 'react-router-scroll-positions';

/**
 * React Router's inline script, save for a new history entry (a link followed, an address typed): there is no
 * saved position to find, so it does nothing — no `history.replaceState` to name the entry, no sessionStorage
 * read. Both are synchronous trips to the browser: together 1–10 ms of the parser's time in Lighthouse's traces
 * (issue 33, decision 046); the entry is named once the page hydrates (`keyHistoryEntry`, app/entry.client.tsx).
 * A reload or a step back to a named entry restores its position as before.
 */
export const RESTORE_SCROLL = `(function(k){var s=window.history.state;if(!s||!s.key)return;try{var y=JSON.parse(sessionStorage.getItem(k)||'{}')[s.key];if(typeof y==='number')window.scrollTo(0,y)}catch(e){console.error(e);sessionStorage.removeItem(k)}})('${STORAGE_KEY}')`;

/**
 * Names the current history entry, as React Router's inline script did while the page was parsed, before the
 * router starts (it keys the positions it keeps by the entry's key; an unnamed entry would share 'default').
 */
export function keyHistoryEntry(): void {
  const state = window.history.state as { key?: unknown } | null;
  if (state && typeof state === 'object' && state.key) return;
  window.history.replaceState({ ...state, key: Math.random().toString(32).slice(2) }, '');
}

/**
 * `<ScrollRestoration />` (react-router 7): the same hook keeps and restores positions on client navigations;
 * the server's script is ours (above). Without `getKey`, as the root used it, so entries are keyed as before. The
 * script's text is the server's alone (it has run when the browser's React meets it, and hydrating keeps the
 * element as it is), so the page's JavaScript does not carry it.
 */
export function ScrollRestoration() {
  useScrollRestoration({ storageKey: STORAGE_KEY });
  return (
    <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? RESTORE_SCROLL : '' }} />
  );
}
