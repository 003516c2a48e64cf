import { createHash, randomBytes } from 'node:crypto';
import { createCookie } from 'react-router';
import { MESSAGES } from '#app/domain/messages';
import { createBackend, type Backend } from '#app/server/backend/backend.server';
import { sqlExecutor } from '#app/server/backend/sql-executor.server';
import { getDatabase } from '#app/server/db/database.server';
import { getEnv } from '#app/server/env.server';
import { log } from '#app/server/log.server';
import { decoyHash, verifyPassword } from './password.server';
import type { AuthPort, SignInResult, StaffUser } from './port.server';
import { countStaffAccounts } from './staff-accounts.server';

/**
 * Staff sign-in on the embedded backend: a signed, HttpOnly cookie names a server-side session row.
 * Sessions end after 12 idle hours or 7 days, whichever comes first; every sign-in starts a new one.
 */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
const TOUCH_AFTER_MS = 5 * 60 * 1000;

let sessionCookie: ReturnType<typeof createCookie> | undefined;
function cookie() {
  const env = getEnv();
  sessionCookie ??= createCookie('__session', {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.NODE_ENV === 'production',
    path: '/',
    secrets: [env.SESSION_SECRET],
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
  return sessionCookie;
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

async function readToken(request: Request): Promise<string | null> {
  const header = request.headers.get('Cookie');
  if (!header?.includes('__session=')) return null;
  const value = await cookie().parse(header);
  return typeof value === 'string' && value.length >= 32 ? value : null;
}

/** The signed-in staff member of a request, or null. Checks the session row and staff_members every time. */
async function getStaffUser(request: Request): Promise<StaffUser | null> {
  const token = await readToken(request);
  if (!token) return null;
  const database = await getDatabase();
  const { rows } = await database.query<{ user_id: string; email: string; last_seen_at: string }>(
    `select s.user_id, a.email, s.last_seen_at
       from app_private.sessions s
       join app_private.staff_accounts a on a.user_id = s.user_id
       join public.staff_members m on m.user_id = s.user_id
      where s.id = $1 and s.expires_at > now() and s.last_seen_at > now() - make_interval(secs => $2)`,
    [digest(token), SESSION_IDLE_MS / 1000],
  );
  const row = rows[0];
  if (!row) return null;
  if (Date.now() - new Date(row.last_seen_at).getTime() > TOUCH_AFTER_MS) {
    await database.query('update app_private.sessions set last_seen_at = now() where id = $1', [digest(token)]);
  }
  return { id: row.user_id, email: row.email };
}

/** Checks the credentials and opens a new session (the facade throttles first). */
async function signIn(email: string, password: string): Promise<SignInResult> {
  const normalised = email.trim().toLowerCase();
  const db = await getDatabase();
  const { rows } = await db.query<{ user_id: string; password_hash: string; staff: boolean }>(
    `select a.user_id, a.password_hash, exists (select 1 from public.staff_members m where m.user_id = a.user_id) as staff
       from app_private.staff_accounts a where a.email = $1`,
    [normalised],
  );
  const account = rows[0];
  // Verify against a decoy when there is no account, so the answer takes as long either way.
  const valid = await verifyPassword(password, account?.password_hash ?? (await decoyHash()));
  if (!account || !valid) return { ok: false, message: MESSAGES.login.invalidCredentials, status: 401 };
  if (!account.staff) {
    return { ok: false, message: MESSAGES.login.notStaff, status: 403 };
  }
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `insert into app_private.sessions (id, user_id, expires_at) values ($1, $2, now() + make_interval(secs => $3))`,
    [digest(token), account.user_id, SESSION_ABSOLUTE_MS / 1000],
  );
  // Expired sessions of anyone are swept now and then, on sign-in.
  await db.query('delete from app_private.sessions where expires_at < now() or last_seen_at < now() - make_interval(secs => $1)', [SESSION_IDLE_MS / 1000]);
  log.info('signed in', { userId: account.user_id });
  const headers = new Headers({ 'Set-Cookie': await cookie().serialize(token) });
  return { ok: true, user: { id: account.user_id, email: normalised }, headers };
}

/** Signs out everywhere (SPEC §6: global scope): every session of the account ends. */
async function signOut(request: Request): Promise<Headers> {
  const token = await readToken(request);
  if (token) {
    const db = await getDatabase();
    await db.query(
      'delete from app_private.sessions where user_id = (select user_id from app_private.sessions where id = $1)',
      [digest(token)],
    );
  }
  return new Headers({ 'Set-Cookie': await cookie().serialize('', { maxAge: 0 }) });
}

/** Staff sign in on the embedded backend: false until a staff account exists (the login page says how). */
async function configured(): Promise<boolean> {
  return (await countStaffAccounts(await getDatabase())) > 0;
}

async function backendFor(user: StaffUser): Promise<Backend> {
  return createBackend(sqlExecutor(await getDatabase(), { role: 'authenticated', userId: user.id, email: user.email }));
}

export const embeddedAuth: AuthPort = {
  getStaffUser: (request) => getStaffUser(request),
  signIn: (_request, email, password) => signIn(email, password),
  signOut,
  configured,
  backendFor: (_request, user) => backendFor(user),
};
