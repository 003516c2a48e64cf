import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEED_SQL_PATH, renderSeedFile } from './seed-file';

describe('supabase/seed.sql', () => {
  it('matches the seed module (run `npm run db:seed-sql` after changing the demo content)', () => {
    expect(readFileSync(SEED_SQL_PATH, 'utf8')).toBe(renderSeedFile());
  });
});
