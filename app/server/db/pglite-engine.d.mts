import type { PGlite } from '@electric-sql/pglite';
import type { SqlStatement } from './sql-database.server';

/** Types of pglite-engine.mjs (plain JavaScript, so that the worker thread loads it without TypeScript). */
export declare const PGLITE_SETTINGS: readonly string[];
export declare function openEngine(dataDir: string | null, loadDataDir?: Blob): Promise<PGlite>;
export interface EngineClient {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  exec(script: string): Promise<void>;
}
export declare function engineClient(client: Pick<PGlite, 'query' | 'exec'>): EngineClient;
export declare function engineBatch<Row = Record<string, unknown>>(
  pglite: PGlite,
  statements: readonly SqlStatement[],
  setup?: string,
): Promise<Row[][]>;
