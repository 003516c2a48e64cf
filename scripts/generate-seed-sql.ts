/**
 * Writes supabase/seed.sql from the one seed module (app/server/seed/demo-content.ts), so a hosted
 * Supabase project gets the same demo rows as the embedded backend. `npm run db:seed-sql`.
 */
import { writeFileSync } from 'node:fs';
import { SEED_SQL_PATH, renderSeedFile } from './seed-file';

writeFileSync(SEED_SQL_PATH, renderSeedFile());
console.log(`wrote ${SEED_SQL_PATH}`);
