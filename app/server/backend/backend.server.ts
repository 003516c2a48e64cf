import { adminPort } from './admin.server';
import { inquiriesPort } from './inquiries.server';
import { listingsPort } from './listings.server';
import type { QueryRunner } from './query';

/**
 * The backend port the routes use: typed operations over query descriptions, bound to one executor and
 * one actor. Routes never see SQL or supabase-js.
 */
export function createBackend(runner: QueryRunner) {
  return {
    ...listingsPort(runner),
    ...inquiriesPort(runner),
    // Staff operations: row level security refuses them to any other actor.
    ...adminPort(runner),
  };
}

export type Backend = ReturnType<typeof createBackend>;
