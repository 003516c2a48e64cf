import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, islandToday } from '#app/domain/booking/dates';
// The French texts, as the server loads them (app/entry.server.tsx).
import '#app/domain/i18n/texts/fr';
import { HONEYPOT_FIELD } from '#app/domain/leads/lead-form-fields';
import * as receiptRoute from '#app/routes/public/booking-receipt';
import { createBackend, type Backend } from '#tests/helpers/backend';
import { sqlExecutor } from '#app/server/backend/sql-executor.server';
import type { OutgoingMail } from '#app/server/mail/transport.server';
import { deliverDueMessages } from '#app/server/mail/worker.server';
import { privateLinkDigest } from '#app/server/bookings/private-links.server';
import { useTestDatabase, ENGINES } from '#tests/helpers/databases';
import { capturingTransport, SILENT_LOG, TEST_MAIL_SETTINGS } from '#tests/helpers/mail-capture';
import { postBookingRequest } from '#tests/helpers/booking-request';
import { get, insertRental, postForm, requestContext, unwrap } from '#tests/helpers/fixtures';

/**
 * Private links end to end, on PGlite and PostgreSQL (docs/decisions/019-private-links.md): a booking request
 * lands on its receipt behind a token the database never stores; the guest's acknowledgement e-mail carries a
 * link of its own, in their language; an old id-only address reveals nothing and e-mails a fresh link to the
 * address on the booking — the same answer whether or not the booking exists.
 */

type Args = never;
const day = (offset: number) => addDays(islandToday(), offset);
const TOKEN_IN_TEXT = /\/requests\/([A-Za-z0-9_-]{43})\b/;

async function thrownStatus(run: () => Promise<unknown>): Promise<number | undefined> {
  try {
    await run();
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
  throw new Error('expected the route to throw');
}

describe.each(ENGINES)('private links on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  let service: Backend;
  let villa: string;

  beforeAll(async () => {
    const { db } = database();
    service = createBackend(sqlExecutor(db, { role: 'service_role', name: 'Mail delivery' }));
    villa = await insertRental(db, { title: 'Villa Lien', max_guests: 6, min_stay_days: 2, daily_rate: 1000 });
  });

  /** Delivers every due e-mail; answers those sent to `address`. */
  async function mailTo(address: string): Promise<OutgoingMail[]> {
    const transport = capturingTransport();
    await deliverDueMessages({ store: service, transport, settings: TEST_MAIL_SETTINGS, log: SILENT_LOG });
    return transport.sent.filter((mail) => mail.to.some((to) => to.address === address));
  }

  /** The guest's booking request, posted as the form does, from the English or the French site. */
  async function requestStay(email: string, offset: number, locale: 'en' | 'fr' = 'en'): Promise<string> {
    return postBookingRequest(database().db, {
      rentalId: villa,
      checkIn: day(offset),
      checkOut: day(offset + 3),
      email,
      locale,
    });
  }

  const receiptAt = async (requestId: string) =>
    unwrap<{ kind: string; receipt?: { reference: string } }>(
      await receiptRoute.loader({
        request: get(`/rentals/${villa}/requests/${requestId}`),
        params: { id: villa, requestId },
        context: requestContext(database().db),
      } as Args),
    ).data;

  it('keeps only the digest of a receipt’s token, the same digest in SQL as on the server', async () => {
    const { db } = database();
    const location = await requestStay(`digest-${randomUUID()}@example.com`, 30);
    const token = location.split('/').pop()!;
    expect((await receiptAt(token)).kind).toBe('receipt');
    const { rows } = await db.query<{ digest: string; sql: string }>(
      'select l.digest, app_private.sha256_hex($1) as sql from app_private.private_links l where l.digest = app_private.sha256_hex($1)',
      [token],
    );
    expect(rows).toEqual([{ digest: privateLinkDigest(token), sql: privateLinkDigest(token) }]);
    // The token itself is nowhere in the database: not the links, the stays, the outbox or the history.
    const dump = await db.query<{ found: number }>(
      `select (select count(*) from app_private.private_links l where l::text like '%' || $1 || '%')
            + (select count(*) from public.stays s where s::text like '%' || $1 || '%')
            + (select count(*) from public.mail_outbox o where o::text like '%' || $1 || '%')
            + (select count(*) from public.audit_events a where a::text like '%' || $1 || '%') as found`,
      [token],
    );
    expect(Number(dump.rows[0]!.found)).toBe(0);
    // Nor is the form's request key's digest copied into the history (…_history.sql, its private list).
    const history = await db.query<{ changes: Record<string, unknown> }>(
      "select changes from public.audit_events where table_name = 'stays' order by id desc limit 1",
    );
    expect(Object.keys(history.rows[0]!.changes)).not.toContain('request_key_digest');
    expect(Object.keys(history.rows[0]!.changes)).toContain('check_in');
  });

  it('mails the guest, in their language, a link of its own to the receipt', async () => {
    const email = `claire-${randomUUID()}@example.com`;
    const location = await requestStay(email, 40, 'fr');
    expect(location).toMatch(new RegExp(`^/fr/rentals/${villa}/requests/[A-Za-z0-9_-]{43}$`));
    const [acknowledgement, ...others] = await mailTo(email);
    expect(others).toEqual([]);
    expect(acknowledgement!.subject).toMatch(/^Votre demande de réservation IE-[0-9A-F]{8} pour Villa Lien/);
    expect(acknowledgement!.text).toContain('Votre demande en ligne\u00a0: https://islandestates.example/fr/rentals/');
    const mailed = TOKEN_IN_TEXT.exec(acknowledgement!.text)![1]!;
    expect(acknowledgement!.html).toContain(`https://islandestates.example/fr/rentals/${villa}/requests/${mailed}`);
    // Not the address the browser was sent to: every link is minted anew, and each opens the receipt.
    expect(mailed).not.toBe(location.split('/').pop());
    const [fromMail, fromRedirect] = [await receiptAt(mailed), await receiptAt(location.split('/').pop()!)];
    expect(fromMail.kind).toBe('receipt');
    expect(fromMail.receipt!.reference).toBe(fromRedirect.receipt!.reference);
  });

  it('shows an old id-only address nothing, and e-mails a fresh link to the address on the booking', async () => {
    const { db } = database();
    const email = `old-${randomUUID()}@example.com`;
    const location = await requestStay(email, 50);
    const reference = (await receiptAt(location.split('/').pop()!)).receipt!.reference;
    await mailTo(email);
    const { rows } = await db.query<{ id: string }>('select id from public.stays where guest_email = $1', [email]);
    const stayId = rows[0]!.id;
    const unknownId = randomUUID();

    // The page says nothing about any booking, and is the same for an unknown one.
    const page = await receiptRoute.loader({
      request: get(`/rentals/${villa}/requests/${stayId}`),
      params: { id: villa, requestId: stayId },
      context: requestContext(db),
    } as Args);
    expect(unwrap(page).data).toEqual({ kind: 'old-link', sent: false });
    expect(JSON.stringify(page)).not.toContain(reference);
    expect(await receiptAt(unknownId)).toEqual({ kind: 'old-link', sent: false });

    const ask = async (requestId: string, fields: Record<string, string> = { [HONEYPOT_FIELD]: '' }) => {
      const answer = (await receiptRoute.action({
        request: postForm(`/rentals/${villa}/requests/${requestId}`, fields),
        params: { id: villa, requestId },
        context: requestContext(db),
      } as Args)) as Response;
      return {
        status: answer.status,
        location: answer.headers.get('Location')?.replace(requestId, '{id}'),
        cache: answer.headers.get('Cache-Control'),
        robots: answer.headers.get('X-Robots-Tag'),
      };
    };
    const sent = {
      status: 302,
      location: '/rentals/' + villa + '/requests/{id}?sent=1',
      cache: 'no-store',
      robots: 'noindex, nofollow',
    };
    const outbox = async () =>
      Number(
        (
          await db.query<{ n: number }>(
            "select count(*)::int as n from public.mail_outbox where kind = 'booking-receipt-link'",
          )
        ).rows[0]!.n,
      );
    const before = await outbox();
    // The same answer for the booking, an unknown id and a bot; only the booking's e-mail is queued.
    expect(await ask(stayId)).toEqual(sent);
    expect(await ask(unknownId)).toEqual(sent);
    expect(await ask(stayId, { [HONEYPOT_FIELD]: 'buy now' })).toEqual(sent);
    expect(await outbox()).toBe(before + 1);
    // Asked again at once: the same answer, and no second e-mail within 10 minutes.
    expect(await ask(stayId)).toEqual(sent);
    expect(await outbox()).toBe(before + 1);

    const [fresh, ...others] = await mailTo(email);
    expect(others).toEqual([]);
    expect(fresh!.subject).toBe(`A new link to your booking request ${reference} — Island Estates`);
    expect(fresh!.text).toContain('Earlier addresses that showed only the request’s number no longer open it.');
    const token = TOKEN_IN_TEXT.exec(fresh!.text)![1]!;
    expect((await receiptAt(token)).receipt!.reference).toBe(reference);
    // The page after the post says the same words whatever happened.
    expect(
      unwrap(
        await receiptRoute.loader({
          request: get(`/rentals/${villa}/requests/${unknownId}?sent=1`),
          params: { id: villa, requestId: unknownId },
          context: requestContext(db),
        } as Args),
      ).data,
    ).toEqual({ kind: 'old-link', sent: true });
  });

  it('answers a wrong token, another villa’s token or a malformed address with the same bare 404', async () => {
    const location = await requestStay(`wrong-${randomUUID()}@example.com`, 60);
    const token = location.split('/').pop()!;
    const other = await insertRental(database().db, { title: 'Villa Autre' });
    const status = (id: string, requestId: string) =>
      thrownStatus(() =>
        receiptRoute.loader({
          request: get(`/rentals/${id}/requests/${requestId}`),
          params: { id, requestId },
          context: requestContext(database().db),
        } as Args),
      );
    expect(await status(villa, `${token.slice(0, 42)}${token.endsWith('A') ? 'B' : 'A'}`)).toBe(404);
    expect(await status(other, token)).toBe(404);
    expect(await status(villa, 'IE-12345678')).toBe(404);
    expect(await status(villa, token.toLowerCase() === token ? token.toUpperCase() : token.toLowerCase())).toBe(404);
  });
});
