/**
 * `npm start`: the production server, compiled at build time (scripts/build-server.ts) — no TypeScript compiled at
 * run time, and React Router's production build (react-router-production.mjs) — then server.ts's code.
 */
import { register } from 'node:module';

register('./react-router-production.mjs', import.meta.url);
await import('./server.js');
