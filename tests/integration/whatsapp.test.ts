/**
 * "WhatsApp us" (issue 31, item 7) on both engines: the listing's link counts the click and sends the visitor on
 * to wa.me with the agency's number and a message naming the listing in the page's language; bots are sent on
 * uncounted; a listing visitors do not see, or no number, sends them to the site instead and counts nothing.
 * Owners set the number on /admin/settings/contact (validated, kept on a refusal); visitors cannot read it.
 */
import { describe, expect, it } from 'vitest';
import * as contactSettings from '#app/routes/admin/contact-settings';
import * as whatsappRoute from '#app/routes/resources/listing-whatsapp';
import { ANONYMOUS, sqlExecutor } from '#app/server/backend/sql-executor.server';
import { whatsappQueries } from '#app/server/listings/whatsapp.server';
import { createBackend } from '#tests/helpers/backend';
import { signInStaff, staffRequestContext } from '#tests/helpers/booking-desk';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { insertProperty, insertRental, postForm, requestContext, unwrap } from '#tests/helpers/fixtures';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe.each(ENGINES)('WhatsApp us (%s)', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });

  async function click(path: string, agent = BROWSER): Promise<Response> {
    const { db } = database();
    const id = path.split('/').at(-2)!;
    return (await whatsappRoute.loader({
      request: new Request(`http://localhost${path}`, { headers: { 'User-Agent': agent } }),
      params: { id },
      context: requestContext(db),
    } as never)) as Response;
  }

  async function clicks(id: string): Promise<number> {
    const { rows } = await database().db.query<{ n: number }>(
      'select coalesce(sum(clicks), 0)::int as n from public.whatsapp_clicks where listing_id = $1',
      [id],
    );
    return Number(rows[0]!.n);
  }

  it('counts a click and opens a chat naming the listing, in the page language', async () => {
    const { db } = database();
    const villa = await insertRental(db, { title: 'Villa Lumière', title_fr: 'Villa Lumière FR', status: 'published' });
    const answer = await click(`/fr/rentals/${villa}/whatsapp`);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    const location = new URL(answer.headers.get('Location')!);
    expect(location.origin + location.pathname).toBe('https://wa.me/590590000000');
    expect(location.searchParams.get('text')).toBe(
      `Bonjour, je souhaiterais en savoir plus sur Villa Lumière FR (http://localhost/fr/rentals/${villa}).`,
    );
    await click(`/rentals/${villa}/whatsapp`);
    expect(await clicks(villa)).toBe(2);
  });

  it('sends a bot on without counting it', async () => {
    const { db } = database();
    const house = await insertProperty(db, { title: 'Bot House', status: 'published' });
    const answer = await click(`/properties/${house}/whatsapp`, 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    expect(answer.headers.get('Location')).toMatch(/^https:\/\/wa\.me\/590590000000\?text=/);
    expect(await clicks(house)).toBe(0);
  });

  it('counts nothing for a listing visitors do not see, and sends them to the contact page', async () => {
    const { db } = database();
    const draft = await insertProperty(db, { title: 'Draft House', status: 'draft' });
    const answer = await click(`/properties/${draft}/whatsapp`);
    expect(answer.headers.get('Location')).toBe('/contact');
    expect(await clicks(draft)).toBe(0);
    // Nor can a visitor count clicks on it through the API.
    const visitor = createBackend(sqlExecutor(db, ANONYMOUS));
    expect(await visitor.use(whatsappQueries).recordClick('property', draft, true)).toBe('');
    expect(await clicks(draft)).toBe(0);
  });

  it('lets owners set the number, validated and kept on a refusal; without one the link leads to the page', async () => {
    const { db } = database();
    const owner = await signInStaff(
      db,
      `owner-${engine}@example.com`,
      engine === 'pglite' ? '192.0.2.170' : '192.0.2.171',
    );
    const save = async (whatsappNumber: string) =>
      contactSettings
        .action({
          request: postForm('/admin/settings/contact', { whatsappNumber }, { Cookie: owner.cookie }),
          params: {},
          context: staffRequestContext(db, owner),
        } as never)
        .catch((thrown: unknown) => thrown);

    const refused = unwrap<{ result: { error: Record<string, string[]>; initialValue: Record<string, string> } }>(
      await save('call us'),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.result.error.whatsappNumber?.[0]).toMatch(/international form/);
    expect(refused.data.result.initialValue.whatsappNumber).toBe('call us');

    const saved = (await save('+1 (721) 555-0100')) as Response;
    expect(saved.status).toBe(302);
    const staff = createBackend(
      sqlExecutor(db, { role: 'authenticated', aal: 'aal2', userId: owner.userId, email: owner.email }),
    );
    expect(await staff.use(whatsappQueries).getNumber()).toBe('17215550100');
    const { rows: history } = await db.query<{ n: number }>(
      "select count(*)::int as n from public.audit_events where table_name = 'agency_settings'",
    );
    expect(Number(history[0]!.n)).toBeGreaterThan(0);

    // Visitors cannot read the setting.
    const visitor = createBackend(sqlExecutor(db, ANONYMOUS));
    await expect(visitor.use(whatsappQueries).getNumber()).rejects.toThrow();

    expect(((await save('')) as Response).status).toBe(302);
    const house = await insertProperty(db, { title: 'Quiet House', status: 'published' });
    const answer = await click(`/properties/${house}/whatsapp`);
    expect(answer.headers.get('Location')).toBe(`/properties/${house}`);
    expect(await clicks(house)).toBe(0);
  });
});
