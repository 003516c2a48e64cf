import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, islandToday } from '#app/domain/booking/dates';
import { HONEYPOT_FIELD } from '#app/domain/leads/lead-form-fields';
import { specTexts } from '#app/domain/spec-texts';
import * as contactRoute from '#app/routes/public/contact';
import * as requestRoute from '#app/routes/public/booking-request';
import * as rentalRoute from '#app/routes/public/rental';
import { rateLimitStore } from '#app/server/auth/rate-limit-store.server';
import { ATTEMPTS_PER_SUBMISSION } from '#app/server/auth/rate-limit.server';
import { useTestDatabase } from '#tests/helpers/databases';
import { leadFields, insertRental, postForm, requestContext, unwrap } from '#tests/helpers/fixtures';

/**
 * The public forms' limit (issue 26, item 18) through the inquiry, contact and booking request actions: only
 * accepted submissions use up INQUIRY_RATE_LIMIT — a visitor who mistypes, or whose dates are refused, can
 * still send — while every post counts against a separate, higher ceiling of attempts.
 */

type Args = never;
const LIMIT = Number(process.env.INQUIRY_RATE_LIMIT);
const day = (offset: number) => addDays(islandToday(), offset);
const newAddress = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}-${randomUUID()}`;

describe('the public forms’ limit', () => {
  const database = useTestDatabase('pglite', { seedDemo: false });
  let villa: string;

  beforeAll(async () => {
    villa = await insertRental(database().db, {
      title: 'Villa Limite',
      max_guests: 6,
      min_stay_days: 3,
      daily_rate: 1000,
    });
  });

  const context = () => requestContext(database().db);
  const contact = (fields: Record<string, string>, address: string) =>
    contactRoute.action({
      request: postForm('/contact', fields, { 'x-client-address': address }),
      params: {},
      context: context(),
    } as Args);
  const question = (fields: Record<string, string>, address: string) =>
    rentalRoute.action({
      request: postForm(`/rentals/${villa}`, fields, { 'x-client-address': address }),
      params: { id: villa },
      context: context(),
    } as Args);
  /** A booking request as the form posts it: answered with a redirect (stored) or data (refused). */
  const bookingRequest = async (nights: number, address: string, offset = 40) => {
    const fields = {
      checkIn: day(offset),
      checkOut: day(offset + nights),
      guests: '2',
      // $1,000 a night and Sint Maarten's 5% tax.
      quotedTotal: String(nights * 1050),
      name: 'Grace Guest',
      email: `guest-${randomUUID()}@example.com`,
      phone: '',
      message: '',
      submissionId: randomUUID(),
      [HONEYPOT_FIELD]: '',
    };
    return requestRoute
      .action({
        request: postForm(`/rentals/${villa}/request`, fields, { 'x-client-address': address }),
        params: { id: villa },
        context: context(),
      } as Args)
      .then(
        (result) => unwrap(result).status,
        (thrown: Response) => thrown.status,
      );
  };
  const accepted = async (address: string) =>
    (await rateLimitStore().peek([`submission:${address}`])).get(`submission:${address}`)?.hits ?? 0;
  const leadsFrom = async (email: string) =>
    (await database().db.query('select id from public.inquiries where email = $1', [email])).rows.length;

  it('counts neither invalid contact messages nor invalid questions, only those it accepts', async () => {
    const address = newAddress();
    for (let i = 0; i < LIMIT + 5; i++) {
      expect(unwrap(await contact(leadFields({ email: 'not-an-address' }), address)).status).toBe(400);
    }
    expect(await accepted(address)).toBe(0);
    const email = `after-typos-${randomUUID()}@example.com`;
    const sent = unwrap<{ sent: boolean }>(await contact(leadFields({ email }), address));
    expect(sent).toMatchObject({ status: 200, data: { sent: true } });
    expect(unwrap<{ sent: boolean }>(await question(leadFields({ email }), address)).data.sent).toBe(true);
    expect(await leadsFrom(email)).toBe(2);
    expect(await accepted(address)).toBe(2);
  });

  it('counts a form posted twice once', async () => {
    const address = newAddress();
    const fields = leadFields({ email: `twice-${randomUUID()}@example.com` });
    await contact(fields, address);
    await contact(fields, address);
    expect(await accepted(address)).toBe(1);
  });

  it('counts no booking request whose dates are refused; the next one that can be booked is stored', async () => {
    const address = newAddress();
    // One night where three are the minimum: refused, next to the field, LIMIT + 5 times.
    for (let i = 0; i < LIMIT + 5; i++) expect(await bookingRequest(1, address)).toBe(409);
    expect(await accepted(address)).toBe(0);
    expect(await bookingRequest(4, address)).toBe(302);
    expect(await accepted(address)).toBe(1);
  });

  it('refuses the accepted submission past the limit, and then every post at once', async () => {
    const address = newAddress();
    for (let i = 0; i < LIMIT; i++) {
      expect(
        unwrap(await contact(leadFields({ email: `many-${i}-${randomUUID()}@example.com` }), address)).status,
      ).toBe(200);
    }
    const over = `over-${randomUUID()}@example.com`;
    const refused = unwrap<{ result: { error: Record<string, string[]> } }>(
      await contact(leadFields({ email: over }), address),
    );
    expect(refused.status).toBe(429);
    expect(refused.data.result.error['']).toEqual([specTexts.inquiry.rateLimited]);
    expect(await leadsFrom(over)).toBe(0);
    // A form that could not be accepted is refused before it is read, with the same message.
    expect(unwrap(await contact(leadFields({ email: 'not-an-address' }), address)).status).toBe(429);
    expect(await bookingRequest(4, address, 80)).toBe(429);
  });

  it('holds every address to a separate, higher ceiling of attempts, valid or not', async () => {
    const address = newAddress();
    const ceiling = LIMIT * ATTEMPTS_PER_SUBMISSION;
    const statuses: number[] = [];
    for (let i = 0; i < ceiling; i++) statuses.push(unwrap(await contact(leadFields({ name: '' }), address)).status);
    expect(new Set(statuses)).toEqual(new Set([400]));
    const email = `past-attempts-${randomUUID()}@example.com`;
    expect(unwrap(await contact(leadFields({ email }), address)).status).toBe(429);
    expect(await bookingRequest(4, address, 120)).toBe(429);
    expect(await leadsFrom(email)).toBe(0);
  });
});
