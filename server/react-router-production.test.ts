import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain module hook file, loaded by Node before the server (no types of its own).
import { applyMemos, REACT_ROUTER_MEMOS } from './react-router-production.mjs';

const production = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

describe('the production server’s React Router hooks', () => {
  it('apply every memo to the installed React Router, and the result still parses', () => {
    const chunks = readdirSync(production)
      .filter((name) => name.endsWith('.mjs'))
      .map((name) => readFileSync(path.join(production, name), 'utf8'))
      .filter((source) => source.includes('function createServerRoutes('));
    expect(chunks).toHaveLength(1);
    const { source, missing } = applyMemos(chunks[0]!) as { source: string; missing: string[] };
    expect(missing).toEqual([]);
    for (const [, , replacement] of REACT_ROUTER_MEMOS as [string, string, string][])
      expect(source).toContain(replacement);
    const dir = mkdtempSync(path.join(tmpdir(), 'rr-memos-'));
    try {
      writeFileSync(path.join(dir, 'chunk.mjs'), source);
      expect(() => execFileSync(process.execPath, ['--check', path.join(dir, 'chunk.mjs')])).not.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leave a file untouched, and name what is missing, when a piece of source is not found', () => {
    const { source, missing } = applyMemos('function createServerRoutes(a) {}') as {
      source: string;
      missing: string[];
    };
    expect(source).toBe('function createServerRoutes(a) {}');
    expect(missing).toContain('getPartialManifest');
    expect(applyMemos('export const other = 1;')).toEqual({ source: 'export const other = 1;', missing: [] });
  });
});
