import { randomUUID } from 'node:crypto';
import { MIN_PASSWORD_LENGTH } from '#app/domain/staff/forms';
import { lockForTransaction } from '#app/server/db/advisory-lock.server';
import type { SqlDatabase } from '#app/server/db/sql-database.server';
import { hashPassword } from './password.server';

export { MIN_PASSWORD_LENGTH };

/**
 * Creates a staff account, or sets the password of an existing one, and lists it in staff_members as an active
 * owner. Used by ADMIN_EMAIL/ADMIN_PASSWORD at start-up and by `npm run create-admin`: whoever runs the server
 * can always get an owner back (an account demoted or deactivated on the staff page is an owner again after
 * the next start with it as ADMIN_EMAIL; docs/decisions/014-staff-roles.md).
 */
export async function upsertStaffAccount(db: SqlDatabase, email: string, password: string): Promise<{ userId: string; created: boolean }> {
  const normalised = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalised)) throw new Error(`Not an e-mail address: ${email}`);
  if (password.length < MIN_PASSWORD_LENGTH) throw new Error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Instances starting together with one ADMIN_EMAIL: one creates the account, the others then find it.
    if (db.kind === 'postgres') await lockForTransaction(tx, `island-estates:staff-account:${normalised}`);
    const existing = await tx.query<{ user_id: string }>('select user_id from app_private.staff_accounts where email = $1', [normalised]);
    let userId = existing.rows[0]?.user_id;
    const created = !userId;
    if (userId) {
      await tx.query('update app_private.staff_accounts set password_hash = $2, updated_at = now() where user_id = $1', [userId, passwordHash]);
    } else {
      userId = randomUUID();
      await tx.query('insert into auth.users (id, email) values ($1, $2)', [userId, normalised]);
      await tx.query('insert into app_private.staff_accounts (user_id, email, password_hash) values ($1, $2, $3)', [userId, normalised, passwordHash]);
    }
    await tx.query(
      `insert into public.staff_members (user_id, role, email) values ($1, 'owner', $2)
       on conflict (user_id) do update set role = 'owner', deactivated_at = null, invitation_pending = false, email = excluded.email
       where staff_members.role <> 'owner' or staff_members.deactivated_at is not null or staff_members.invitation_pending
          or staff_members.email is distinct from excluded.email`,
      [userId, normalised],
    );
    return { userId, created };
  });
}

export async function countStaffAccounts(db: SqlDatabase): Promise<number> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from app_private.staff_accounts');
  return rows[0]?.count ?? 0;
}
