import { createHash, randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AgreementInput, OwnershipInput } from '#app/domain/homeowners/schemas';
import { homeownerTexts } from '#app/domain/homeowners/texts/staff';
import { escapeHtml } from '#app/domain/mail/escape';
import { documentTexts } from '#app/domain/media/documents';
import { sqlExecutor } from '#app/server/backend/sql-executor.server';
import { agreementQueries } from '#app/server/homeowners/agreements.server';
import { homeownerBankDetailsQueries } from '#app/server/homeowners/bank-details.server';
import { homeownerQueries } from '#app/server/homeowners/homeowners.server';
import { useAppRenderer } from '#tests/helpers/app-render';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { agreementTerms, anneOwning, signedInMember } from '#tests/helpers/homeowners';

/**
 * The homeowner's page, its remaining buttons (issue 29, items 1, 2 and 6), on PGlite and PostgreSQL through the
 * whole app as forms post them without JavaScript:
 * - the signed mandate: owners and admins attach the PDF once to an agreement (in force or not), kept privately
 *   under its SHA-256; every staff member opens it, nobody else; a photo is refused as a mandate;
 * - an agreement not yet in force is corrected or withdrawn; one in force is refused both, with the reason;
 * - a period of ownership entered by mistake is removed; a homeowner with anything recorded is kept, with a
 *   clear message, one with nothing is deleted; the payout account is removed (every owner e-mailed);
 * - agents are refused every one of these (403), and the server checks it whatever the page shows.
 */

const mediaDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? '/tmp'}/homeowner-page-test-${process.pid}-${Date.now()}`;
  process.env.MEDIA_DIR = dir;
  return dir;
});
afterAll(() => rm(mediaDir, { recursive: true, force: true }));

const PDF = Buffer.from('%PDF-1.7\n% signed mandate, Villa Azur\n1 0 obj << >> endobj\n%%EOF\n', 'latin1');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('a photo, not a PDF '.repeat(20))]);
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(ENGINES)('the homeowner page’s buttons on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  const render = useAppRenderer();
  const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await database().db.query<T>(sql, params)).rows;
  const people = {} as Record<'owner' | 'agent', { id: string; cookie: string }>;
  const ids = {} as Record<'homeowner' | 'villa' | 'inForce' | 'pending', string>;
  let later = '';

  const runner = () =>
    sqlExecutor(database().db, { role: 'authenticated', aal: 'aal2', userId: people.owner.id, email: 'o@example.com' });
  const terms = (overrides: Partial<AgreementInput>) => agreementTerms(ids.villa, overrides);

  beforeAll(async () => {
    people.owner = await signedInMember(database().db, `page-owner-${engine}@example.com`, '192.0.2.111', 'owner');
    people.agent = await signedInMember(database().db, `page-agent-${engine}@example.com`, '192.0.2.112', 'agent');
    ids.villa = randomUUID();
    await q(`insert into public.rentals (id, title, status) values ($1, 'Villa Azur', 'published')`, [ids.villa]);
    const [days] = await q<{ later: string }>(
      `select ((now() at time zone 'America/St_Barthelemy')::date + 30)::text as later`,
    );
    later = days!.later;
    ids.homeowner = (await anneOwning(runner(), ids.villa)).id;
    ids.inForce = (await agreementQueries(runner()).addAgreement(terms({}))).id;
    ids.pending = (await agreementQueries(runner()).addAgreement(terms({ effectiveFrom: later as never }))).id;
  });

  const page = () => `/admin/homeowners/${ids.homeowner}`;
  const headers = (who: 'owner' | 'agent' | null) => ({
    ...(who ? { Cookie: people[who].cookie } : {}),
    Origin: 'http://localhost',
  });
  const send = (fields: Record<string, string>, who: 'owner' | 'agent' = 'owner', file?: Buffer, name = 'x.pdf') => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    if (file) body.append('mandate', new File([new Uint8Array(file)], name, { type: 'application/pdf' }));
    return render(page(), { method: 'POST', body, headers: headers(who) });
  };
  const html = async (path: string, who: 'owner' | 'agent' = 'owner') =>
    (await render(path, { headers: headers(who) })).text();

  it('attaches the signed mandate once, kept privately, opened by staff only', async () => {
    const before = await html(page());
    expect(before).toContain(`data-testid="attach-${ids.inForce}"`);
    expect(before).toContain('accept="application/pdf,.pdf"');

    // A photo is no mandate, whatever its name; an agent may not attach one.
    const photo = await send({ intent: 'mandate', agreementId: ids.inForce }, 'owner', JPEG, 'mandate.pdf');
    expect(photo.status).toBe(400);
    expect(await photo.text()).toContain(escapeHtml(documentTexts.refusals['not-accepted'].mandate));
    expect((await send({ intent: 'mandate', agreementId: ids.inForce }, 'agent', PDF)).status).toBe(403);
    const none = await send({ intent: 'mandate', agreementId: ids.inForce });
    expect(none.status).toBe(400);
    expect(await none.text()).toContain(escapeHtml(homeownerTexts.agreements.mandateRequired));

    const attached = await send({ intent: 'mandate', agreementId: ids.inForce }, 'owner', PDF);
    expect(attached.headers.get('Location')).toBe(`${page()}?done=mandate`);
    const [row] = await q<{ mandate_document: string }>(
      'select mandate_document from public.management_agreements where id = $1',
      [ids.inForce],
    );
    expect(row!.mandate_document).toBe(sha(PDF));
    expect(await readFile(path.join(mediaDir, 'documents', `${sha(PDF)}.pdf`))).toEqual(PDF);

    const agentPage = await html(page(), 'agent');
    expect(agentPage).toContain(`href="/admin/agreements/${ids.inForce}/mandate"`);
    expect(agentPage).not.toContain(`data-testid="attach-`);
    const opened = await render(`/admin/agreements/${ids.inForce}/mandate`, { headers: headers('agent') });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('Content-Type')).toBe('application/pdf');
    expect(opened.headers.get('Cache-Control')).toBe('private, no-store');
    expect(opened.headers.get('Content-Disposition')).toBe('inline; filename="mandate-2026-01-01.pdf"');
    expect(Buffer.from(await opened.arrayBuffer())).toEqual(PDF);
    const visitor = await render(`/admin/agreements/${ids.inForce}/mandate`, { headers: headers(null) });
    expect(visitor.status).toBe(302);
    expect((await render(`/admin/agreements/${ids.pending}/mandate`, { headers: headers('agent') })).status).toBe(404);

    // Once: a second PDF is refused and the first kept.
    const again = await send({ intent: 'mandate', agreementId: ids.inForce }, 'owner', Buffer.concat([PDF, PDF]));
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(escapeHtml(homeownerTexts.agreements.mandateAlready));
  });

  it('corrects and withdraws an agreement not yet in force, and refuses both for one in force', async () => {
    const list = await html(page());
    expect(list).toContain(`data-testid="withdraw-${ids.pending}"`);
    expect(list).not.toContain(`data-testid="withdraw-${ids.inForce}"`);
    const form = await html(`${page()}?correct=${ids.pending}`);
    expect(form).toContain(homeownerTexts.agreements.correctTitle);
    expect(form).toContain(`name="agreementId" value="${ids.pending}"`);
    expect(form).toContain('value="20.00"');
    // An agreement in force offers no correction.
    expect(await html(`${page()}?correct=${ids.inForce}`)).not.toContain(homeownerTexts.agreements.correctTitle);

    const correction = {
      intent: 'correct-agreement',
      agreementId: ids.pending,
      rentalId: ids.villa,
      effectiveFrom: later,
      commissionPercent: '22.5',
      commissionBase: 'accommodation',
      servicesTreatment: 'agency-revenue',
      mandateSignedOn: '2025-12-15',
      mandateSignatories: 'Anne Dupont; Island Estates SAS',
    };
    expect((await send(correction, 'agent')).status).toBe(403);
    const corrected = await send(correction);
    expect(corrected.headers.get('Location')).toBe(`${page()}?done=correct-agreement`);
    const [row] = await q<{ commission_percent: string }>(
      'select commission_percent::text from public.management_agreements where id = $1',
      [ids.pending],
    );
    expect(row!.commission_percent).toBe('22.50');

    const inForce = await send({ ...correction, agreementId: ids.inForce, effectiveFrom: '2026-01-01' });
    expect(inForce.status).toBe(403);
    expect(await inForce.text()).toContain(escapeHtml(homeownerTexts.agreements.inForce));
    const kept = await send({ intent: 'withdraw-agreement', agreementId: ids.inForce });
    expect(kept.status).toBe(403);
    expect(await kept.text()).toContain(escapeHtml(homeownerTexts.agreements.inForce));

    expect((await send({ intent: 'withdraw-agreement', agreementId: ids.pending }, 'agent')).status).toBe(403);
    const withdrawn = await send({ intent: 'withdraw-agreement', agreementId: ids.pending });
    expect(withdrawn.headers.get('Location')).toBe(`${page()}?done=withdraw-agreement`);
    expect(await q('select 1 from public.management_agreements where id = $1', [ids.pending])).toEqual([]);
    expect(await html(`${page()}?done=withdraw-agreement`)).toContain(homeownerTexts.agreements.withdrawn);
  });

  it('removes the payout account with the second factor, every owner e-mailed; agents are refused', async () => {
    await homeownerBankDetailsQueries(runner()).saveBankDetails(ids.homeowner, {
      currency: 'EUR',
      holder: 'Anne Dupont',
      bankName: 'BNP Paribas',
      iban: 'FR7630006000011234567890189',
      swift: 'BNPAFRPP',
    });
    expect(await html(page())).toContain('data-testid="remove-bank"');
    expect(await html(page(), 'agent')).not.toContain('data-testid="remove-bank"');
    expect((await send({ intent: 'remove-bank' }, 'agent')).status).toBe(403);
    await q('delete from public.mail_outbox');
    const removed = await send({ intent: 'remove-bank' });
    expect(removed.headers.get('Location')).toBe(`${page()}?done=remove-bank`);
    expect(await q('select 1 from public.homeowner_bank_details where homeowner_id = $1', [ids.homeowner])).toEqual([]);
    expect(await q(`select 1 from public.mail_outbox where kind = 'bank-details-changed'`)).not.toEqual([]);
    const after = await html(`${page()}?done=remove-bank`);
    expect(after).toContain(homeownerTexts.bank.removed);
    expect(after).not.toContain('data-testid="remove-bank"');
    const nothing = await send({ intent: 'remove-bank' });
    expect(nothing.status).toBe(404);
  });

  it('removes a period entered by mistake, keeps a homeowner with anything recorded, deletes one with nothing', async () => {
    const homeowners = homeownerQueries(runner());
    const [period] = await homeowners.listOwnership({ homeownerId: ids.homeowner });
    expect(await html(page())).toContain(`data-testid="remove-${period!.id}"`);
    expect((await send({ intent: 'remove-ownership', periodId: period!.id }, 'agent')).status).toBe(403);

    // Still owning a villa (and its agreement): kept, and said why.
    const kept = await send({ intent: 'delete-homeowner' });
    expect(kept.status).toBe(400);
    expect(await kept.text()).toContain(escapeHtml(homeownerTexts.remove.attached));

    // Another homeowner's period is not this page's to remove.
    const paul = await homeowners.createHomeowner({
      name: 'Paul Martin',
      emails: ['paul@example.com'],
      phone: null,
      language: 'en',
      currency: 'USD',
      note: null,
    });
    const paulsPeriod = await homeowners.addOwnership({
      homeownerId: paul.id,
      listing: { kind: 'rental', id: ids.villa },
      ownedFrom: '2020-01-01',
      ownedTo: '2024-12-31',
      sharePercent: null,
    } as OwnershipInput);
    expect((await send({ intent: 'remove-ownership', periodId: paulsPeriod.id })).status).toBe(404);

    const removed = await send({ intent: 'remove-ownership', periodId: period!.id });
    expect(removed.headers.get('Location')).toBe(`${page()}?done=remove-ownership`);
    expect(await homeowners.listOwnership({ homeownerId: ids.homeowner })).toEqual([]);

    expect((await send({ intent: 'delete-homeowner' }, 'agent')).status).toBe(403);
    const deleted = await send({ intent: 'delete-homeowner' });
    expect(deleted.headers.get('Location')).toBe('/admin/homeowners?done=deleted');
    expect(await homeowners.getHomeowner(ids.homeowner)).toBeNull();
    expect(await html('/admin/homeowners?done=deleted')).toContain(homeownerTexts.remove.deleted);
  });
});
