import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createCookie } from 'react-router';
import { specTexts } from '#app/domain/spec-texts';
import { isStaffRole } from '#app/domain/staff/roles';
import type { QueryRunner } from '#app/server/backend/query';
import { sqlExecutor } from '#app/server/backend/sql-executor.server';
import { getDatabase } from '#app/server/db/database.server';
import { getEnv } from '#app/server/env.server';
import { log } from '#app/server/log.server';
import { decoyHash, hashPassword, verifyPassword } from './password.server';
import type { AuthPort, PasswordChange, SignInResult, StaffAccounts, StaffUser } from './port.server';
import { embeddedSecondFactor } from './embedded-second-factor.server';
import { secondFactorQueries } from './recovery-codes.server';
import { countStaffAccounts } from './staff-accounts.server';
import { capabilitiesOver } from '#app/server/capabilities.server';
import { answeringOverHttp } from '#app/server/http/backend-errors.server';

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

export const digest = (token: string) => createHash('sha256').update(token).digest('hex');

const SIGNED_SESSION = /(?:^|;)\s*__session=[^;]*\./;

/** The session token of a request's cookie (any account's: staff or homeowner), or null. */
export async function readToken(request: Request): Promise<string | null> {
  const header = request.headers.get('Cookie');
  if (!header?.includes('__session=')) return null;
  // A signed value reads `<value>.<signature>`: one without a dot is refused before any key is imported.
  if (!SIGNED_SESSION.test(header)) return null;
  const value = await cookie().parse(header);
  return typeof value === 'string' && value.length >= 32 ? value : null;
}

/**
 * The signed-in staff member of a request, or null. Checks the session row and the staff list every time, so a
 * member who is deactivated, removed or given another role is treated accordingly on their very next request.
 */
async function getStaffUser(request: Request): Promise<StaffUser | null> {
  const token = await readToken(request);
  if (!token) return null;
  const database = await getDatabase();
  const { rows } = await database.query<{
    user_id: string;
    email: string;
    name: string;
    role: string;
    last_seen_at: string;
    second_factor_at: string | Date | null;
    enrolled: boolean;
  }>(
    // The session, its member and whether they have an authenticator (db/embedded-schema.server.ts).
    'select * from app_private.live_staff_session($1, $2)',
    [digest(token), SESSION_IDLE_MS / 1000],
  );
  const row = rows[0];
  if (!row || !isStaffRole(row.role)) return null;
  await touchSession(token, row.last_seen_at);
  const verifiedAt = row.second_factor_at ? new Date(row.second_factor_at).toISOString() : null;
  return {
    id: row.user_id,
    email: row.email,
    name: row.name,
    role: row.role,
    secondFactor: { enrolled: row.enrolled, assurance: verifiedAt ? 'aal2' : 'aal1', verifiedAt },
  };
}

/** Records that a session was seen, at most every few minutes (its idle time counts from then). */
export async function touchSession(token: string, lastSeenAt: string | Date): Promise<void> {
  if (Date.now() - new Date(lastSeenAt).getTime() <= TOUCH_AFTER_MS) return;
  await (
    await getDatabase()
  ).query('update app_private.sessions set last_seen_at = now() where id = $1', [digest(token)]);
}

/** Whether the password is an account's (`hash` null: no account, or no password chosen yet): checked against a
 * decoy then, so that the answer takes as long either way. */
export async function passwordMatches(hash: string | null | undefined, password: string): Promise<boolean> {
  const usable = hash?.startsWith('scrypt$') ? hash : null;
  const valid = await verifyPassword(password, usable ?? (await decoyHash()));
  return usable !== null && valid;
}

/** Opens a new session of the account (every sign-in starts one); the cookie to set. */
export async function openSession(userId: string): Promise<Headers> {
  const db = await getDatabase();
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `insert into app_private.sessions (id, user_id, expires_at) values ($1, $2, now() + make_interval(secs => $3))`,
    [digest(token), userId, SESSION_ABSOLUTE_MS / 1000],
  );
  // Expired sessions of anyone are swept now and then, on sign-in.
  await db.query(
    'delete from app_private.sessions where expires_at < now() or last_seen_at < now() - make_interval(secs => $1)',
    [SESSION_IDLE_MS / 1000],
  );
  log.info('signed in', { userId });
  return new Headers({ 'Set-Cookie': await cookie().serialize(token) });
}

/** Whether the member (`s.user_id`, `a.user_id`) has a confirmed authenticator. */
const ENROLLED_SQL = (alias: string) =>
  `exists (select 1 from app_private.staff_totp_factors f where f.user_id = ${alias}.user_id and f.confirmed_at is not null)`;

/** Checks the credentials and opens a new session (the facade throttles first). */
async function signIn(email: string, password: string): Promise<SignInResult> {
  const normalised = email.trim().toLowerCase();
  const db = await getDatabase();
  const { rows } = await db.query<{
    user_id: string;
    password_hash: string;
    name: string | null;
    role: string | null;
    enrolled: boolean;
  }>(
    `select a.user_id, a.password_hash, m.name, m.role, ${ENROLLED_SQL('a')} as enrolled
       from app_private.staff_accounts a
       left join public.staff_members m on m.user_id = a.user_id and m.deactivated_at is null
      where a.email = $1`,
    [normalised],
  );
  const account = rows[0];
  // Checked even without an account (against a decoy), so the answer takes as long either way.
  const valid = await passwordMatches(account?.password_hash, password);
  if (!account || !valid) return { ok: false, message: specTexts.login.invalidCredentials, status: 401 };
  if (!isStaffRole(account.role)) {
    return { ok: false, message: specTexts.login.notStaff, status: 403 };
  }
  const headers = await openSession(account.user_id);
  // Password only so far: the session counts for the back office once its second factor is given, when needed.
  const secondFactor = { enrolled: account.enrolled, assurance: 'aal1', verifiedAt: null } as const;
  return {
    ok: true,
    user: { id: account.user_id, email: normalised, name: account.name ?? '', role: account.role, secondFactor },
    headers,
  };
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

/** The databases known to hold a staff account: the sign-in page asks on every request, the answer stays yes. */
const withStaff = new WeakSet<object>();

/** Staff sign in on the embedded backend: false until a staff account exists (the login page says how). */
async function configured(): Promise<boolean> {
  const db = await getDatabase();
  if (withStaff.has(db)) return true;
  if ((await countStaffAccounts(db)) === 0) return false;
  withStaff.add(db);
  return true;
}

/** The member's session as PostgREST would run it: their id and their session's assurance level in the claims. */
async function runnerFor(user: StaffUser): Promise<QueryRunner> {
  return sqlExecutor(await getDatabase(), {
    role: 'authenticated',
    userId: user.id,
    email: user.email,
    aal: user.secondFactor.assurance,
  });
}

/** The signed-in member's own password: the current one checked, then changed; their other sessions end. */
async function changeOwnPassword(
  request: Request,
  user: StaffUser,
  current: string,
  next: string,
): Promise<PasswordChange> {
  const db = await getDatabase();
  const { rows } = await db.query<{ password_hash: string }>(
    'select password_hash from app_private.staff_accounts where user_id = $1',
    [user.id],
  );
  if (!rows[0] || !(await verifyPassword(current, rows[0].password_hash)))
    return { ok: false, reason: 'wrong-password' };
  const token = await readToken(request);
  await db.transaction(async (tx) => {
    await tx.query('update app_private.staff_accounts set password_hash = $2, updated_at = now() where user_id = $1', [
      user.id,
      await hashPassword(next),
    ]);
    await tx.query('delete from app_private.sessions where user_id = $1 and id <> $2', [
      user.id,
      token ? digest(token) : '',
    ]);
  });
  log.info('password changed', { userId: user.id });
  return { ok: true };
}

/** A hash no password matches: an invited account cannot sign in until its link sets one. */
const NO_PASSWORD = '!no-password';

const accounts: StaffAccounts = {
  async ensureAccount(email) {
    const normalised = email.trim().toLowerCase();
    const db = await getDatabase();
    return db.transaction(async (tx) => {
      const existing = await tx.query<{ user_id: string }>(
        'select user_id from app_private.staff_accounts where email = $1',
        [normalised],
      );
      if (existing.rows[0]) return { userId: existing.rows[0].user_id, created: false };
      const userId = randomUUID();
      await tx.query('insert into auth.users (id, email) values ($1, $2)', [userId, normalised]);
      await tx.query('insert into app_private.staff_accounts (user_id, email, password_hash) values ($1, $2, $3)', [
        userId,
        normalised,
        NO_PASSWORD,
      ]);
      return { userId, created: true };
    });
  },
  async setPassword(userId, password) {
    const db = await getDatabase();
    const hash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await tx.query(
        'update app_private.staff_accounts set password_hash = $2, updated_at = now() where user_id = $1',
        [userId, hash],
      );
      await tx.query('delete from app_private.sessions where user_id = $1', [userId]);
    });
  },
  async revokeAccess(userId) {
    // Requests already check the staff list each time; the sessions go too, so nothing of them is left.
    await (await getDatabase()).query('delete from app_private.sessions where user_id = $1', [userId]);
  },
  // Sign-in checks the staff list: a reactivated member may sign in again with nothing more to do here.
  restoreAccess: async () => undefined,
  async resetSecondFactor(userId) {
    const db = await getDatabase();
    await secondFactorQueries(sqlExecutor(db, { role: 'service_role', name: 'Staff accounts' })).clearSecondFactor(
      userId,
    );
    await db.query('update app_private.sessions set second_factor_at = null where user_id = $1', [userId]);
  },
  serviceCapabilities: async () =>
    capabilitiesOver(
      answeringOverHttp(sqlExecutor(await getDatabase(), { role: 'service_role', name: 'Staff accounts' })),
    ),
};

export const embeddedAuth: AuthPort = {
  getStaffUser: (request) => getStaffUser(request),
  signIn: (_request, email, password) => signIn(email, password),
  signOut,
  configured,
  capabilitiesFor: async (_request, user) => capabilitiesOver(answeringOverHttp(await runnerFor(user))),
  runnerFor: (_request, user) => runnerFor(user),
  secondFactor: embeddedSecondFactor({
    sessionId: async (request) => {
      const token = await readToken(request);
      return token ? digest(token) : null;
    },
    runnerFor,
  }),
  changeOwnPassword,
  accounts: () => accounts,
};
