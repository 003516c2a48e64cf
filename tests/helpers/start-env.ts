import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The variables `npm start` sets before it runs the server (package.json's "start": `NODE_ENV=production
 * MALLOC_ARENA_MAX=2 … tsx ./server.ts`), so a benchmark or a test that starts the server itself (to know its
 * process) runs it exactly as production does — the glibc memory settings included.
 */
export function startScriptEnv(): Record<string, string> {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const env: Record<string, string> = {};
  for (const word of pkg.scripts.start.split(/\s+/)) {
    const assignment = /^([A-Z_][A-Z0-9_]*)=(\S*)$/.exec(word);
    if (!assignment) break;
    env[assignment[1]!] = assignment[2]!;
  }
  return env;
}
