import { getDatabase } from '#app/server/db/database.server';
import type { SqlClient } from '#app/server/db/sql-database.server';
import type { QueryRunner } from '#app/server/backend/query';
import { log } from '#app/server/log.server';
import type { CodeCheck, SecondFactorPort, StaffUser } from './port.server';
import { secondFactorQueries } from './recovery-codes.server';
import { matchTotp, newTotpSecret, totpUri } from './totp.server';

/**
 * The embedded backend's TOTP factors (app_private.staff_totp_factors, supabase/migrations/…_two_factor.sql):
 * the secret, its confirmation, and the time step of the last code accepted, so that no code is accepted twice
 * (RFC 6238 §5.2) — checked and moved on in one transaction with the factor's row locked, so two requests with
 * the same code cannot both pass. A code given marks the session (app_private.sessions.second_factor_at), which
 * the SQL executor turns into the `aal2` claim.
 */

interface Helpers {
  /** The id (digest) of the request's session row. */
  sessionId(request: Request): Promise<string | null>;
  runnerFor(user: StaffUser): Promise<QueryRunner>;
}

async function markSession(tx: SqlClient, sessionId: string | null): Promise<void> {
  await tx.query('update app_private.sessions set second_factor_at = now() where id = $1', [sessionId ?? '']);
}

export function embeddedSecondFactor({ sessionId, runnerFor }: Helpers): SecondFactorPort {
  return {
    async startEnrolment(_request, user) {
      const secret = newTotpSecret();
      const db = await getDatabase();
      const factorId = await db.transaction(async (tx) => {
        await tx.query('delete from app_private.staff_totp_factors where user_id = $1 and confirmed_at is null', [
          user.id,
        ]);
        const { rows } = await tx.query<{ id: string }>(
          'insert into app_private.staff_totp_factors (user_id, secret) values ($1, $2) returning id',
          [user.id, secret],
        );
        return rows[0]!.id;
      });
      return { factorId, uri: totpUri(secret, user.email) };
    },

    async confirmEnrolment(request, user, factorId, code): Promise<CodeCheck> {
      const session = await sessionId(request);
      const db = await getDatabase();
      const outcome = await db.transaction(async (tx): Promise<CodeCheck> => {
        const { rows } = await tx.query<{ secret: string }>(
          `select secret from app_private.staff_totp_factors
            where id = $1 and user_id = $2 and confirmed_at is null for update`,
          [factorId, user.id],
        );
        if (!rows[0]) return { ok: false, reason: 'replaced' };
        const step = matchTotp(rows[0].secret, code);
        if (step === null) return { ok: false, reason: 'wrong' };
        // A factor confirmed in another tab meanwhile goes: one authenticator a member.
        await tx.query('delete from app_private.staff_totp_factors where user_id = $1 and confirmed_at is not null', [
          user.id,
        ]);
        await tx.query(
          'update app_private.staff_totp_factors set confirmed_at = now(), last_time_step = $2 where id = $1',
          [factorId, step],
        );
        await markSession(tx, session);
        return { ok: true };
      });
      if (outcome.ok) log.info('second factor added', { userId: user.id });
      return outcome;
    },

    async verify(request, user, code): Promise<CodeCheck> {
      const session = await sessionId(request);
      const db = await getDatabase();
      return db.transaction(async (tx): Promise<CodeCheck> => {
        const { rows } = await tx.query<{ id: string; secret: string; last_time_step: string | number | null }>(
          `select id, secret, last_time_step from app_private.staff_totp_factors
            where user_id = $1 and confirmed_at is not null for update`,
          [user.id],
        );
        const factor = rows[0];
        if (!factor) return { ok: false, reason: 'wrong' };
        const step = matchTotp(factor.secret, code);
        if (step === null) return { ok: false, reason: 'wrong' };
        if (factor.last_time_step !== null && step <= Number(factor.last_time_step))
          return { ok: false, reason: 'used' };
        await tx.query('update app_private.staff_totp_factors set last_time_step = $2 where id = $1', [
          factor.id,
          step,
        ]);
        await markSession(tx, session);
        return { ok: true };
      });
    },

    async remove(_request, user) {
      // As the member, in their session that gave the factor (the database checks it), then every session of
      // theirs is password-only again.
      await secondFactorQueries(await runnerFor(user)).clearSecondFactor(user.id);
      await (
        await getDatabase()
      ).query('update app_private.sessions set second_factor_at = null where user_id = $1', [user.id]);
      log.info('second factor removed', { userId: user.id });
      return undefined;
    },
  };
}
