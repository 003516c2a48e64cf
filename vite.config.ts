import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Rollup } from 'vite';
import { plainLazyImports } from './scripts/vite/lazy-imports';
import { pageTexts } from './scripts/vite/page-texts';

const APP = path.resolve('app') + path.sep;
const ROOT = path.join(APP, 'root.tsx');

/**
 * React, React DOM and React Router (with the two small packages React Router imports in the browser): the
 * framework every page loads, in one chunk of its own, so that the build's report can tell the framework's
 * share of a page's first-load JavaScript from the app's (scripts/report-bundle.ts).
 */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;
/** The virtual modules of Rollup's CommonJS plugin for those packages (their `?commonjs-…` proxies), and its helpers. */
const isFramework = (id: string) => FRAMEWORK.test(id) || id === '\0commonjsHelpers.js';

/**
 * The app's own modules that the root route imports (the header, footer, catalogue, formatting…) are on every
 * page: one chunk for all of them rather than a dozen small ones, each with its own import lines and gzip
 * overhead (the first-load figures in scripts/report-bundle.ts). Modules only some pages use keep Rollup's
 * splitting.
 */
function clientChunks(): Rollup.GetManualChunk {
  let everyPage: Set<string> | undefined;
  return (id, { getModuleInfo }) => {
    if (isFramework(id)) return 'framework';
    if (!everyPage) {
      everyPage = new Set();
      const visit = (moduleId: string) => {
        if (everyPage!.has(moduleId) || !moduleId.startsWith(APP)) return;
        everyPage!.add(moduleId);
        for (const imported of getModuleInfo(moduleId)?.importedIds ?? []) visit(imported);
      };
      visit(ROOT);
      everyPage.delete(ROOT);
    }
    return everyPage.has(id) ? 'shared' : undefined;
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), pageTexts(), plainLazyImports()],
  // A test of the development server starts from an empty cache of its own (tests/e2e/dev-server.spec.ts).
  cacheDir: process.env.VITE_CACHE_DIR || undefined,
  build: {
    assetsInlineLimit: 0,
    // On-demand modules load without preloading their imports (scripts/vite/lazy-imports.ts).
    modulePreload: false,
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: clientChunks() } },
  },
  // The browser's dependencies, bundled once when the dev server starts. Discovery is off: Vite's scan reads route
  // modules before React Router strips their server code, so it found server packages (ws, @supabase/*, marked,
  // react-dom/server…), bundled them for the browser and reloaded the page each time it found more — and a
  // dependency found late could bring a second copy of React ("Invalid hook call"). A package the browser needs
  // goes here (tests/e2e/dev-server.spec.ts fails on a reload or a server package in the browser).
  optimizeDeps: {
    noDiscovery: true,
    include: [
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'react-router',
      'react-router/dom',
      '@conform-to/react',
      '@conform-to/zod/v4',
      'zod',
      'maplibre-gl',
      'pmtiles',
    ],
  },
  ssr: {
    // Native/WASM packages stay external to the server bundle and load from node_modules.
    external: ['@electric-sql/pglite', 'pg'],
  },
}));
