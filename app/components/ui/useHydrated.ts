import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * False in the server's markup and during hydration, true once React runs in the browser: widgets that
 * only work with JavaScript (a drop zone, drag-to-reorder) replace or extend their plain HTML from then on.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, onServer);
}
