/**
 * Creates a staff account on the embedded backend (or sets its password), and lists it in staff_members as an
 * active owner.
 *
 *   npm run create-admin -- --email you@example.com [--password '…']
 *
 * Without --password the password is read from standard input (typed at a prompt, or piped). Uses the
 * same DATABASE_URL as the server; stop a server that holds a PGlite folder first (PGlite opens once).
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { MIN_PASSWORD_LENGTH, upsertStaffAccount } from '#app/server/auth/staff-accounts.server';
import { prepareDatabase } from '#app/server/db/database.server';
import { getEnv } from '#app/server/env.server';

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let input = '';
    for await (const chunk of process.stdin) input += chunk;
    return input.split(/\r?\n/)[0] ?? '';
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Hide what is typed.
  const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput;
  (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
    if (s.includes('Password')) write.call(rl, s);
  };
  const password = await rl.question(`Password (at least ${MIN_PASSWORD_LENGTH} characters): `);
  rl.close();
  process.stdout.write('\n');
  return password;
}

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  if (!values.email) throw new Error('Usage: npm run create-admin -- --email you@example.com [--password …]');
  const env = getEnv();
  if (env.backend === 'supabase') {
    throw new Error('With Supabase, create the first owner in the Supabase dashboard and list them in staff_members (docs/deploy-supabase.md); they invite the others from /admin/staff.');
  }
  const password = values.password ?? (await readPassword());
  const db = await prepareDatabase({ target: env.DATABASE_URL, seedDemo: false });
  try {
    const { created } = await upsertStaffAccount(db, values.email, password);
    console.log(`${created ? 'Created' : 'Updated'} staff account ${values.email.trim().toLowerCase()}.`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
