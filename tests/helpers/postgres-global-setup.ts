import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL cluster the integration run shares (tests/helpers/template-databases.ts). */
    sharedPostgresUrl: string;
    /** A folder of this run's migrated PGlite data folders, one tarball per variant. */
    testDatabaseCache: string;
  }
}

/**
 * Vitest globalSetup of the integration project: one PostgreSQL cluster for the whole run, instead of an
 * initdb and a start per describe block. Test files get its URL through inject('sharedPostgresUrl').
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const server = await startPostgres();
  const cache = mkdtempSync(path.join(tmpdir(), 'island-test-databases-'));
  project.provide('sharedPostgresUrl', server.url);
  project.provide('testDatabaseCache', cache);
  const teardown = () => {
    process.off('exit', teardown);
    try {
      server.destroy();
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  };
  // An interrupted run (Ctrl-C) exits without the teardown: stop the cluster then too (destroy is synchronous).
  process.on('exit', teardown);
  return teardown;
}
