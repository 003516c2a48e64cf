#!/usr/bin/env node
/**
 * `npm run test:supabase-live`: the backend contract against a real Supabase project, when
 * SUPABASE_TEST_URL, SUPABASE_TEST_ANON_KEY, SUPABASE_TEST_STAFF_EMAIL and SUPABASE_TEST_STAFF_PASSWORD are
 * set. Without them it says plainly that the live suite did not run (this machine has no internet).
 */
import { spawnSync } from 'node:child_process';

const names = ['SUPABASE_TEST_URL', 'SUPABASE_TEST_ANON_KEY', 'SUPABASE_TEST_STAFF_EMAIL', 'SUPABASE_TEST_STAFF_PASSWORD'];
const missing = names.filter((name) => !process.env[name]);
if (missing.length) {
  console.log(`Live Supabase suite did NOT run: ${missing.join(', ')} not set. The recorded-request suite (npm test) covers the Supabase executor offline.`);
  process.exit(0);
}
const result = spawnSync('npx', ['vitest', 'run', '--project', 'live'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
