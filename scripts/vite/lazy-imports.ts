import path from 'node:path';
import type { Plugin } from 'vite';

const APP = path.resolve('app') + path.sep;
/** The function Vite wraps each dynamic import of a client module in; it imports its helper unless the module has one. */
const PRELOAD = '__vitePreload';

/**
 * The app's on-demand modules (the maps, client-side validation) load with a plain `import()`.
 *
 * Vite wraps every dynamic import in a helper that preloads the imported chunk's own imports in parallel, and
 * puts the helper (0.65 KB gzip) in the first-load JavaScript of every page with such an import — most public
 * pages. These modules load on a visitor's action, after hydration, where the browser has most of their
 * imports already; a missing one costs a round trip then, not bytes on every first load. Vite leaves a module
 * that defines the function itself to that definition, so each app module with a dynamic import gets one
 * that just calls the import; `build.modulePreload: false` (vite.config.ts) keeps the lists of files to
 * preload out of the chunks.
 */
export function plainLazyImports(): Plugin {
  return {
    name: 'plain-lazy-imports',
    apply: 'build',
    // After React Router's transforms, which drop a route module's unused declarations, and before Vite's.
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!id.startsWith(APP) || !/\bimport\s*\(/.test(code) || code.includes(`const ${PRELOAD} =`)) return;
      return { code: `const ${PRELOAD} = (load) => load();\n${code}`, map: null };
    },
  };
}
