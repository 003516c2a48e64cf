/**
 * After `react-router build`: compiles server.ts (Express, the middleware it imports from app/server/http, the
 * jobs' start-up) into build/server/server.js with esbuild, and copies server/start.mjs and its React Router
 * production hook beside it, so `npm start` runs plain JavaScript: no TypeScript is compiled at run time and no
 * source file is read after start-up. npm packages stay in node_modules (one copy each, shared with the app's
 * build in build/server/index.js).
 */
import { copyFileSync } from 'node:fs';
import { build } from 'esbuild';

const started = performance.now();
await build({
  entryPoints: ['server.ts'],
  outfile: 'build/server/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // The app's build, imported at run time by server.ts, is never bundled twice.
  external: ['./build/server/index.js'],
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
  legalComments: 'none',
});
for (const file of ['start.mjs', 'react-router-production.mjs']) copyFileSync(`server/${file}`, `build/server/${file}`);
console.log(`Server compiled to build/server/server.js in ${Math.round(performance.now() - started)} ms.`);
