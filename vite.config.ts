import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Rollup } from 'vite';
import { plainLazyImports } from './scripts/vite/lazy-imports';
import { pageTexts } from './scripts/vite/page-texts';

const APP = path.resolve('app') + path.sep;
const ROOT = path.join(APP, 'root.tsx');

/**
 * The app's own modules that the root route imports (the header, footer, catalogue, formatting…) are on every
 * page: one chunk for all of them rather than a dozen small ones, each with its own import lines and gzip
 * overhead (the first-load figures in scripts/report-bundle.ts). Modules only some pages use keep Rollup's
 * splitting.
 */
function sharedAppChunk(): Rollup.GetManualChunk {
  let everyPage: Set<string> | undefined;
  return (id, { getModuleInfo }) => {
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
  build: {
    assetsInlineLimit: 0,
    // On-demand modules load without preloading their imports (scripts/vite/lazy-imports.ts).
    modulePreload: false,
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: sharedAppChunk() } },
  },
  // Found up front, so the dev server never loads a second copy of React for them.
  optimizeDeps: { include: ['@conform-to/react', '@conform-to/zod/v4'] },
  ssr: {
    // Native/WASM packages stay external to the server bundle and load from node_modules.
    external: ['@electric-sql/pglite', 'pg'],
  },
}));
