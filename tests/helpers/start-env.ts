import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const startScript = () =>
  (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start
    .trim()
    .split(/\s+/);

/**
 * The variables `npm start` sets before it runs the server (package.json's "start": `NODE_ENV=production
 * MALLOC_ARENA_MAX=2 … node build/server/start.mjs`), so a benchmark or a test that starts the server itself (to
 * know its process) runs it exactly as production does — the glibc memory settings included.
 */
export function startScriptEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const word of startScript()) {
    const assignment = /^([A-Z_][A-Z0-9_]*)=(\S*)$/.exec(word);
    if (!assignment) break;
    env[assignment[1]!] = assignment[2]!;
  }
  return env;
}

/** What `npm start` gives `node` after its variables: the compiled server's entry (scripts/build-server.ts). */
export function startScriptArgs(): string[] {
  const words = startScript().filter((word) => !/^[A-Z_][A-Z0-9_]*=/.test(word));
  if (words[0] !== 'node') throw new Error(`package.json's start script does not run node: ${words.join(' ')}`);
  return words.slice(1);
}
