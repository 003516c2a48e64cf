import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '#app/domain/staff/roles';
import type { QueryRunner } from '#app/server/backend/query';
import { ANONYMOUS, sqlExecutor } from '#app/server/backend/sql-executor.server';
import { listingQueries } from '#app/server/listings/listings.server';
import { privateSharingQueries } from '#app/server/listings/private-sharing.server';
import { createBackend } from '#tests/helpers/backend';
import { createUser, ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { insertPost, insertProperty, insertRental } from '#tests/helpers/fixtures';

/**
 * Private listings in the database (issue 31, item 3; supabase/migrations/20261210000200_private_listings.sql), on
 * PGlite and PostgreSQL: a private property is invisible to visitors through the API (row level security, not only
 * the queries); staff make a link per recipient lead, which opens the property and records the opening on the lead
 * (once per 10 minutes), and stops at once when revoked or expired; visitors cannot make or list links.
 */

describe.each(ENGINES)('private listings in the database on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  const ids = {} as Record<'agent' | 'owner' | 'secret' | 'open', string>;
  const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await database().db.query<T>(sql, params)).rows;
  const as = (userId: string): QueryRunner =>
    sqlExecutor(database().db, { role: 'authenticated', aal: 'aal2', userId, email: `${userId}@example.com` });
  const member = (role: StaffRole, name: string) => createUser(database().db, { staff: true, role, name });
  const sharing = (runner: QueryRunner) => createBackend(runner).use(privateSharingQueries);
  const visitor = () => sqlExecutor(database().db, ANONYMOUS);

  beforeAll(async () => {
    const { db } = database();
    ids.agent = await member('agent', 'Alice Agent');
    ids.owner = await member('owner', 'Olga Owner');
    ids.secret = await insertProperty(db, { title: 'Villa Discrète', status: 'private', price: 30_000_000 });
    ids.open = await insertProperty(db, { title: 'Villa Ouverte' });
  });

  it('hides a private property from visitors through the API itself', async () => {
    for (const runner of [visitor(), as(await createUser(database().db, { staff: false, name: 'Nobody' }))]) {
      const rows = (await runner.run({ kind: 'select', table: 'properties', columns: ['id', 'status'] })).rows;
      expect(rows.map((row) => row.id)).toContain(ids.open);
      expect(rows.map((row) => row.id)).not.toContain(ids.secret);
      expect(await createBackend(runner).use(listingQueries).getPublishedProperty(ids.secret)).toBeNull();
    }
    // Staff still see it.
    const staffRows = (await as(ids.agent).run({ kind: 'select', table: 'properties', columns: ['id'] })).rows;
    expect(staffRows.map((row) => row.id)).toContain(ids.secret);
  });

  it('makes a link for a new lead that opens the property and records each visit once per 10 minutes', async () => {
    const agent = sharing(as(ids.agent));
    const made = (await agent.createShareLink(ids.secret, { name: 'Bruno Buyer', email: 'bruno@example.com' }, 30))!;
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The token itself is stored nowhere.
    expect(await q(`select 1 from app_private.private_links where digest = $1`, [made.token])).toHaveLength(0);
    const lead = (
      await q<{ name: string; source: string }>('select name, source from public.inquiries where id = $1', [
        made.inquiryId,
      ])
    )[0];
    expect(lead).toEqual({ name: 'Bruno Buyer', source: 'property' });

    const opened = (await sharing(visitor()).openSharedProperty(made.token))!;
    expect(opened.recipientName).toBe('Bruno Buyer');
    expect(opened.property.title).toBe('Villa Discrète');
    expect(opened.property).not.toHaveProperty('status');
    await sharing(visitor()).openSharedProperty(made.token);
    expect(await agent.shareOpeningsOf(made.inquiryId)).toEqual([
      expect.objectContaining({ propertyId: ids.secret, propertyTitle: 'Villa Discrète' }),
    ]);
    // Eleven minutes later, another visit.
    await q(`update public.property_share_openings set opened_at = opened_at - interval '11 minutes'`);
    await sharing(visitor()).openSharedProperty(made.token);
    expect(await agent.shareOpeningsOf(made.inquiryId)).toHaveLength(2);
    const [listed] = await agent.shareLinksOf(ids.secret);
    expect(listed).toMatchObject({ id: made.id, recipientName: 'Bruno Buyer', openings: 2, revokedAt: null });
  });

  it('stops a revoked or expired link at once, and opens nothing for a wrong token', async () => {
    const owner = sharing(as(ids.owner));
    const lead = (
      await q<{ id: string }>(
        `insert into public.inquiries (name, email, message) values ('Cora', 'cora@example.com', 'Hello') returning id`,
      )
    )[0]!.id;
    const revoked = (await owner.createShareLink(ids.secret, { leadId: lead }, 7))!;
    expect(await sharing(visitor()).openSharedProperty(revoked.token)).not.toBeNull();
    expect(await owner.revokeShareLink(revoked.id)).toBe(true);
    expect(await sharing(visitor()).openSharedProperty(revoked.token)).toBeNull();
    expect(await owner.revokeShareLink(revoked.id)).toBe(false);

    const expired = (await owner.createShareLink(ids.secret, { leadId: lead }, 1))!;
    await q(
      `update public.property_share_links set created_at = now() - interval '3 days', expires_at = now() - interval '1 second' where id = $1`,
      [expired.id],
    );
    expect(await sharing(visitor()).openSharedProperty(expired.token)).toBeNull();
    expect(await sharing(visitor()).openSharedProperty('A'.repeat(43))).toBeNull();

    // A property withdrawn (draft) opens nothing through its links either.
    const live = (await owner.createShareLink(ids.secret, { leadId: lead }, 7))!;
    await q(`update public.properties set status = 'draft' where id = $1`, [ids.secret]);
    expect(await sharing(visitor()).openSharedProperty(live.token)).toBeNull();
    await q(`update public.properties set status = 'private' where id = $1`, [ids.secret]);
    expect(await sharing(visitor()).openSharedProperty(live.token)).not.toBeNull();
  });

  it('lets only staff make, list and revoke links; visitors read no link or opening', async () => {
    const nobody = await createUser(database().db, { staff: false, name: 'Signed-up visitor' });
    for (const runner of [visitor(), as(nobody)]) {
      await expect(
        sharing(runner).createShareLink(ids.secret, { name: 'Eve', email: 'eve@example.com' }, 30),
      ).rejects.toThrow();
      await expect(sharing(runner).shareLinksOf(ids.secret)).rejects.toThrow();
    }
    for (const table of ['property_share_links', 'property_share_openings']) {
      const [grant] = await q<{ anon: boolean }>(`select has_table_privilege('anon', $1, 'select') as anon`, [
        `public.${table}`,
      ]);
      expect(grant!.anon).toBe(false);
    }
    // Rentals and posts keep three statuses: 'private' is a property's only.
    await expect(insertRental(database().db, { status: 'private' })).rejects.toThrow();
    await expect(insertPost(database().db, { status: 'private' })).rejects.toThrow();
  });
});
