import { lazy, memo, Suspense, type ComponentType, type ReactNode } from 'react';

let documentHydrated = false;

/** The document has hydrated (the root layout's first effect): a part loaded from now on has no server HTML. */
export function markDocumentHydrated(): void {
  documentHydrated = true;
}

/**
 * A part of the page in a chunk of its own, outside the page's first-load JavaScript (issue 33, item 3;
 * docs/decisions/043-first-load-javascript.md). The server renders it with the page, so without JavaScript, and
 * before its chunk has come, it is the plain HTML it always was (links, GET and POST forms); in the browser React
 * hydrates the rest of the page without waiting for it, fetches its chunk, and hydrates it in a task of its own
 * once the chunk is there. On a client navigation it appears when its chunk has loaded.
 *
 * A chunk that cannot load (the network dropped, or a new deployment replaced it) is no error for the visitor:
 * while the document hydrates, the part stays the server's working HTML; on a client navigation, the document
 * is loaded again from the server, as React Router does for a route module it cannot load.
 *
 * `load` names one export of the module: `hydrateLater(() => import('./Footer').then((m) => m.Footer))`.
 * Memoised: a page that renders again with the same props (a revalidation) leaves a part still waiting for its
 * chunk as the server made it, rather than rendering it again without its code.
 */
export function hydrateLater<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactNode {
  const Lazy = lazy(() => {
    const serverHtmlShown = !documentHydrated;
    return load().then(
      (component) => ({ default: component }),
      () => {
        if (!serverHtmlShown) window.location.reload();
        return new Promise<never>(() => {});
      },
    );
  }) as unknown as ComponentType<P>;
  function Later(props: P) {
    return (
      <Suspense>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return memo(Later) as unknown as (props: P) => ReactNode;
}
