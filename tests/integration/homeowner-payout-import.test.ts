import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_PAYOUT_CSV_BYTES,
  PAYOUT_FILE_FIELD,
  type PayoutImportSummary,
} from '#app/domain/homeowners/payout-import';
import { payoutImportTexts as text } from '#app/domain/homeowners/texts/payout-import';
import * as runRoute from '#app/routes/admin/homeowner-statements';
import { sqlExecutor } from '#app/server/backend/sql-executor.server';
import { statementQueries } from '#app/server/homeowners/statements.server';
import { settle, signInStaff, type SignedInStaff } from '#tests/helpers/booking-desk';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { requestContext, unwrap } from '#tests/helpers/fixtures';

/**
 * A platform's payout export imported on the statement run's page (issue 29, item 4), through the route's action
 * on PGlite and PostgreSQL: matched reservations save their platform stays' amounts (which the month's statement
 * lines then count), rows matching no stay or several come back unmatched, a second import changes nothing; the
 * same people as the per-stay form may import (owners and admins); a file too large or not a CSV is refused next
 * to its field.
 */

const RUN = '/admin/homeowners/statements?month=2026-05';

interface Answer {
  payoutImport: { summary: PayoutImportSummary | null; result: { error?: Record<string, string[] | null> } } | null;
}

describe.each(ENGINES)('platform payout import on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await database().db.query<T>(sql, params)).rows;
  let owner: SignedInStaff;
  let agent: SignedInStaff;
  const ids = {} as Record<'azur' | 'corail' | 'anne' | 'azurMay' | 'corailMay', string>;

  /** The form posted as a browser does (multipart). */
  function upload(platform: string, file: { name: string; content: string | Uint8Array<ArrayBuffer> } | null, staff = owner) {
    const form = new FormData();
    form.append('intent', 'payout-import');
    form.append('platform', platform);
    if (file) form.append(PAYOUT_FILE_FIELD, new File([file.content], file.name, { type: 'text/csv' }));
    const request = new Request(`http://localhost${RUN}`, {
      method: 'POST',
      body: form,
      headers: { Cookie: staff.cookie },
    });
    return settle(() => runRoute.action({ request, params: {}, context: requestContext(database().db) } as never));
  }
  const answerOf = (result: unknown) => unwrap<Answer>(result);

  async function platformStay(rentalId: string, feedId: string, checkIn: string, checkOut: string) {
    const [row] = await q<{ id: string }>(
      `insert into public.stays (rental_id, check_in, check_out, status, source, feed_id, external_uid, note)
       values ($1, $2, $3, 'blocked', 'feed', $4, $5, 'Reserved') returning id`,
      [rentalId, checkIn, checkOut, feedId, randomUUID()],
    );
    return row!.id;
  }

  beforeAll(async () => {
    const { db } = database();
    const address = (n: number) => `192.0.2.${engine === 'pglite' ? 130 + n : 140 + n}`;
    owner = await signInStaff(db, `payouts-owner-${engine}@example.com`, address(0));
    agent = await signInStaff(db, `payouts-agent-${engine}@example.com`, address(1));
    await q(`update public.staff_members set role = 'agent' where user_id = $1`, [agent.userId]);
    for (const [name, title] of [
      ['azur', 'Villa Azur'],
      ['corail', 'Villa Corail'],
    ] as const) {
      ids[name] = randomUUID();
      await q(`insert into public.rentals (id, title, status) values ($1, $2, 'published')`, [ids[name], title]);
    }
    const [anne] = await q<{ id: string }>(
      `insert into public.homeowners (name, emails, language, currency) values ('Anne Dupont', '{anne@example.fr}', 'fr', 'EUR') returning id`,
    );
    ids.anne = anne!.id;
    await q(
      `insert into public.homeowner_listings (homeowner_id, rental_id, owned_from) values ($1, $2, '2026-01-01')`,
      [ids.anne, ids.azur],
    );
    await q(
      `insert into public.management_agreements (rental_id, effective_from, commission_percent, mandate_signed_on, mandate_signatories)
       values ($1, '2026-01-01', 20, '2025-12-01', 'Anne Dupont; Island Estates SAS')`,
      [ids.azur],
    );
    const feeds: Record<string, string> = {};
    for (const name of ['azur', 'corail'] as const) {
      const [feed] = await q<{ id: string }>(
        `insert into public.rental_feeds (rental_id, name, url) values ($1, 'Airbnb', $2) returning id`,
        [ids[name], `https://airbnb.example/${name}.ics`],
      );
      feeds[name] = feed!.id;
    }
    // May 10 → 14 at both villas (the file's listing names tell them apart); June 2 → 7 at both (its listing names
    // neither: ambiguous); nothing on May 20 → 23 (unknown).
    ids.azurMay = await platformStay(ids.azur, feeds.azur!, '2026-05-10', '2026-05-14');
    ids.corailMay = await platformStay(ids.corail, feeds.corail!, '2026-05-10', '2026-05-14');
    await platformStay(ids.azur, feeds.azur!, '2026-06-02', '2026-06-07');
    await platformStay(ids.corail, feeds.corail!, '2026-06-02', '2026-06-07');
  });

  const airbnb = () =>
    readFileSync('tests/fixtures/payouts/airbnb-transactions.csv', 'utf8').replace(
      ',Bob Moe,Villa Azur,',
      ',Bob Moe,Ocean Breeze,',
    );
  const amountOf = async (stayId: string) =>
    (
      await q<{ platform: string; amount: string; currency: string; note: string | null }>(
        'select platform, amount::text, currency, note from public.homeowner_platform_amounts where stay_id = $1',
        [stayId],
      )
    )[0] ?? null;

  it('saves the matched stays’ amounts, which the month’s statement then counts; unmatched rows come back with why', async () => {
    const { data, status } = answerOf(await upload('airbnb', { name: 'airbnb.csv', content: airbnb() }));
    expect(status).toBe(200);
    const summary = data.payoutImport!.summary!;
    expect(summary).toMatchObject({ saved: 2, unchanged: 0, unmatched: 2, refused: 0, ignored: 2 });
    expect(summary.rows.map((row) => [row.line, row.code, row.reason])).toEqual([
      [6, 'HMGHI11111', 'no-stay'],
      [7, 'HMJKL22222', 'ambiguous'],
    ]);
    expect(await amountOf(ids.azurMay)).toEqual({ platform: 'airbnb', amount: '412345', currency: 'EUR', note: null });
    expect(await amountOf(ids.corailMay)).toMatchObject({ amount: '322165' });
    // Guests' names are nowhere in what was written.
    expect(JSON.stringify(await q('select * from public.homeowner_platform_amounts'))).not.toMatch(/Jane|Doe/);

    const runner = sqlExecutor(database().db, {
      role: 'authenticated',
      aal: 'aal2',
      userId: owner.userId,
      email: owner.email,
    });
    const lines = await statementQueries(runner).linesOf(ids.anne, '2026-05-01' as never, 'EUR');
    // Villa Azur's 4 nights earn €4,123.45; 20 % commission: round(82 469) = 82 469.
    expect(lines.map((line) => [line.kind, line.amount])).toEqual([
      ['platform', 412_345],
      ['commission', -82_469],
    ]);
  });

  it('changes nothing on a second import, and corrects an amount that differs', async () => {
    const again = answerOf(await upload('airbnb', { name: 'airbnb.csv', content: airbnb() })).data.payoutImport!;
    expect(again.summary).toMatchObject({ saved: 0, unchanged: 2, unmatched: 2, refused: 0 });
    const corrected = airbnb().replace('"4,123.45"', '"4,200.00"');
    const answer = answerOf(await upload('airbnb', { name: 'airbnb.csv', content: corrected })).data.payoutImport!;
    expect(answer.summary).toMatchObject({ saved: 1, unchanged: 1 });
    expect(await amountOf(ids.azurMay)).toMatchObject({ amount: '420000' });
  });

  it('lets whoever may enter platform amounts on the page import them: agents are refused as for the per-stay form', async () => {
    await q('delete from public.homeowner_platform_amounts');
    const refused = await upload('airbnb', { name: 'airbnb.csv', content: airbnb() }, agent);
    expect(unwrap(refused).status).toBe(403);
    expect(await amountOf(ids.azurMay)).toBeNull();
    // The owner's import saves them again.
    const again = answerOf(await upload('airbnb', { name: 'airbnb.csv', content: airbnb() })).data.payoutImport!;
    expect(again.summary).toMatchObject({ saved: 2 });
  });

  it('refuses a file too large, not a CSV, another platform’s export or no file, next to the field', async () => {
    const fileErrors = (result: unknown) => answerOf(result).data.payoutImport!.result.error?.[PAYOUT_FILE_FIELD];
    const large = await upload('airbnb', { name: 'big.csv', content: 'x'.repeat(MAX_PAYOUT_CSV_BYTES + 1) });
    expect(answerOf(large).status).toBe(413);
    expect(fileErrors(large)).toEqual([text.fileTooLarge('2 MB')]);

    const pdf = await upload('vrbo', { name: 'payouts.pdf', content: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 1]) });
    expect(answerOf(pdf).status).toBe(400);
    expect(fileErrors(pdf)).toEqual([text.notCsv]);

    const vrbo = readFileSync('tests/fixtures/payouts/vrbo-payout-summary.csv', 'utf8');
    const wrong = await upload('booking.com', { name: 'vrbo.csv', content: vrbo });
    expect(answerOf(wrong).status).toBe(400);
    expect(fileErrors(wrong)![0]).toMatch(/^This is not Booking\.com’s payout export/);

    const none = await upload('airbnb', null);
    expect(fileErrors(none)).toEqual([text.fileRequired]);
    const noPlatform = answerOf(await upload('expedia', { name: 'vrbo.csv', content: vrbo }));
    expect(noPlatform.status).toBe(400);
    expect(noPlatform.data.payoutImport!.result.error?.platform).toEqual([text.platformRequired]);
  });
});
