import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createBackend } from '#tests/helpers/backend';
import { BackendError } from '#app/server/backend/query';
import { supabaseExecutor } from '#app/server/backend/supabase-executor.server';
import { parsePropertyFilters } from '#app/domain/listings/filter-params';
import { parseAdminListState } from '#app/domain/admin/lists';

/**
 * The backend contract against a real Supabase project (`npm run test:supabase-live`). Needs
 * SUPABASE_TEST_URL, SUPABASE_TEST_ANON_KEY, SUPABASE_TEST_STAFF_EMAIL and SUPABASE_TEST_STAFF_PASSWORD;
 * the project must have supabase/migrations applied and the staff user listed in staff_members.
 * It fails — never skips — when they are missing: the runner script decides whether to start it.
 */
const env = {
  url: process.env.SUPABASE_TEST_URL ?? '',
  key: process.env.SUPABASE_TEST_ANON_KEY ?? '',
  email: process.env.SUPABASE_TEST_STAFF_EMAIL ?? '',
  password: process.env.SUPABASE_TEST_STAFF_PASSWORD ?? '',
};

const client = () =>
  createClient(env.url, env.key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });

describe('live Supabase project', () => {
  it('has the four variables', () => {
    expect(
      env.url && env.key && env.email && env.password,
      'set SUPABASE_TEST_URL, SUPABASE_TEST_ANON_KEY, SUPABASE_TEST_STAFF_EMAIL, SUPABASE_TEST_STAFF_PASSWORD',
    ).toBeTruthy();
  });

  it('lets a visitor read published listings only, and refuses their writes', async () => {
    const visitor = createBackend(supabaseExecutor(client()));
    const page = await visitor.listPublishedProperties(parsePropertyFilters(new URLSearchParams()));
    expect(page.total).toBeGreaterThanOrEqual(page.rows.length);
    await expect(visitor.saveProperty(null, { title: 'Live test', status: 'draft' })).rejects.toBeInstanceOf(
      BackendError,
    );
    expect(
      (await visitor.listAdminProperties(parseAdminListState('properties', new URLSearchParams('status=draft')))).rows,
    ).toEqual([]);
  });

  it('lets staff create, change and delete a draft', async () => {
    const supabase = client();
    const { error } = await supabase.auth.signInWithPassword({ email: env.email, password: env.password });
    expect(error).toBeNull();
    const staff = createBackend(supabaseExecutor(supabase));
    const id = await staff.saveProperty(null, {
      title: `Live test ${Date.now()}`,
      status: 'draft',
      island: 'Sint Maarten',
    });
    expect(await staff.setStatus('properties', id, 'archived')).toBe(true);
    expect((await staff.getProperty(id))?.status).toBe('archived');
    expect(await staff.deleteRow('properties', id)).toBe(true);
    await supabase.auth.signOut({ scope: 'local' });
  });
});
