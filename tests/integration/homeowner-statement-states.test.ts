import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { canBecome, STATEMENT_STATES, type StatementState } from '#app/domain/homeowners/statement-states';
import { sqlExecutor } from '#app/server/backend/sql-executor.server';
import { statementMailQueries } from '#app/server/homeowners/statement-mail.server';
import { statementQueries } from '#app/server/homeowners/statements.server';
import { createUser, ENGINES, useTestDatabase } from '#tests/helpers/databases';

/**
 * A homeowner's statement moves draft → issued → sent → paid, declared once (app/domain/homeowners/
 * statement-states.ts) and kept by the database (keep_homeowner_statements, …_homeowner_statements.sql): every
 * pair of states is tried against it, on PGlite and PostgreSQL.
 */
describe.each(ENGINES)('homeowner statement states on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await database().db.query<T>(sql, params)).rows;
  let owner = '';
  const runner = () =>
    sqlExecutor(database().db, { role: 'authenticated', aal: 'aal2', userId: owner, email: `${owner}@example.com` });
  const statements = () => statementQueries(runner());
  const send = (id: string) => statementMailQueries(runner()).sendHomeownerStatement(id);

  beforeAll(async () => {
    owner = await createUser(database().db, { staff: true, role: 'owner' });
  });

  it('lets the database move a statement exactly as the domain’s states say, for every pair', async () => {
    const rentalId = randomUUID();
    await q(`insert into public.rentals (id, title, status) values ($1, 'Villa Machine', 'published')`, [rentalId]);
    let n = 0;
    async function statementIn(state: StatementState): Promise<string> {
      const [row] = await q<{ id: string }>(
        `insert into public.homeowners (name, emails) values ($1, '{machine@example.com}') returning id`,
        [`Machine ${(n += 1)}`],
      );
      const someone = row!.id;
      await q(
        `insert into public.homeowner_listings (homeowner_id, rental_id, owned_from, share_percent) values ($1, $2, '2026-01-01', 1)`,
        [someone, rentalId],
      );
      await q(
        `insert into public.homeowner_statement_adjustments (homeowner_id, currency, month, amount, label) values ($1, 'EUR', '2026-01-01', 100, 'Machine')`,
        [someone],
      );
      const id = await statements().draft(someone, '2026-01-01', 'EUR');
      if (state !== 'draft') await statements().issue(id);
      if (state === 'sent' || state === 'paid') await send(id);
      if (state === 'paid')
        await statements().pay(id, { paidOn: '2026-02-02', amount: 100, reference: 'M', note: null });
      expect((await statements().get(id))?.status).toBe(state);
      return id;
    }
    for (const from of STATEMENT_STATES) {
      for (const to of STATEMENT_STATES.filter((state) => state !== from)) {
        const id = await statementIn(from);
        const [payout] = await q<{ id: string }>(
          `insert into public.homeowner_payouts (homeowner_id, paid_on, amount, currency, reference)
           select homeowner_id, '2026-02-03', 1, 'EUR', 'pair' from public.homeowner_statements where id = $1 returning id`,
          [id],
        );
        const moved = await q(
          `update public.homeowner_statements set status = $2, payout_id = case when $2 = 'paid' then $3::uuid else payout_id end where id = $1`,
          [id, to, payout!.id],
        )
          .then(() => true)
          .catch((error: Error) => {
            expect(error.message).toMatch(/cannot become|frozen/);
            return false;
          });
        expect(moved, `${from} → ${to}`).toBe(canBecome(from, to));
      }
    }
  });
});
