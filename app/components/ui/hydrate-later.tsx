import { lazy, memo, Suspense, useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

const noSubscription = () => () => {};
const noSnapshot = () => 0;
const RELOADED = 'hydrate-later:reloaded';

/** Loads the page again from the server, once per address and tab session (never a loop). */
function loadPageWhole(): void {
  try {
    if (sessionStorage.getItem(RELOADED) === location.href) return;
    sessionStorage.setItem(RELOADED, location.href);
  } catch {
    return;
  }
  location.reload();
}

/**
 * A part of the page in a chunk of its own, outside the page's first-load JavaScript (issue 33, item 3;
 * docs/decisions/043-first-load-javascript.md). The server renders it with the page, so without JavaScript, and
 * before its chunk has come, it is the plain HTML it always was (links, GET and POST forms); in the browser React
 * hydrates the rest of the page without waiting for it, fetches its chunk, and hydrates it in a task of its own
 * once the chunk is there. On a client navigation it appears when its chunk has loaded.
 *
 * A chunk that cannot load (the network dropped, or a new deployment replaced it) is no error for the visitor:
 * a part still showing the server's HTML keeps it, working; once the part was rendered in the browser (a client
 * navigation), the page is loaded again from the server, as React Router does for a route module it cannot load.
 *
 * `load` names one export of the module: `hydrateLater(() => import('./Footer').then((m) => m.Footer))`.
 * Memoised: a page that renders again with the same props (a revalidation) leaves a part still waiting for its
 * chunk as the server made it, rather than rendering it again without its code.
 */
export function hydrateLater<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactNode {
  let failed = false;
  let renderedInBrowser = false;
  const Lazy = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => {
        failed = true;
        if (renderedInBrowser) loadPageWhole();
        return new Promise<never>(() => {});
      },
    ),
  ) as unknown as ComponentType<P>;
  function Later(props: P) {
    // React asks for the server's snapshot only while this render hydrates the server's HTML. Both snapshots are
    // the same, so hydrating is never followed by a render of its own (which would drop the server's HTML).
    let hydrating = false;
    useSyncExternalStore(noSubscription, noSnapshot, () => {
      hydrating = true;
      return 0;
    });
    useEffect(() => {
      if (hydrating) return;
      renderedInBrowser = true;
      if (failed) loadPageWhole();
    });
    return (
      <Suspense>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return memo(Later) as unknown as (props: P) => ReactNode;
}
