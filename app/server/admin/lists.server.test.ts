import { describe, expect, it, vi } from 'vitest';
import type { Capabilities } from '#app/server/capabilities.server';
import { BackendError } from '#app/server/backend/query';
import { handleRowAction, type RowActionConfig } from './lists.server';
import { listingAdminQueries } from '#app/server/listings/admin.server';

// The failure paths log on purpose; keep the test output quiet.
vi.stubEnv('LOG_LEVEL', 'silent');

const ID = '3f2b8c1e-9d4a-4f6b-8e2c-1a2b3c4d5e6f';
const config: RowActionConfig = {
  table: 'properties',
  messages: { status: 'status failed', featured: 'featured failed', delete: 'delete failed' },
  afterDelete: '/admin/properties?q=villa',
};

/** Every capability the row actions use, as one set of fakes. */
function fakeBackend(overrides: Record<string, unknown> = {}) {
  const fake: Record<string, unknown> = {
    setStatus: vi.fn(async () => true),
    setFeatured: vi.fn(async () => true),
    markLeadRead: vi.fn(async () => true),
    deleteRow: vi.fn(async () => true),
    getProperty: vi.fn(async () => ({ title: 'Villa Azur' })),
    ...overrides,
  };
  fake.use = () => fake;
  return fake as unknown as Capabilities & Record<string, ReturnType<typeof vi.fn>>;
}

const form = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [key, value] of Object.entries(fields)) formData.append(key, value);
  return formData;
};

/** `data()` results carry their body and status; redirects are Responses. */
function read(result: unknown): { status: number; body?: Record<string, unknown>; location?: string | null } {
  if (result instanceof Response) return { status: result.status, location: result.headers.get('Location') };
  const value = result as { data: Record<string, unknown>; init?: { status?: number } | null };
  return { status: value.init?.status ?? 200, body: value.data };
}

describe('handleRowAction', () => {
  it('sets a status and a featured flag', async () => {
    const capabilities = fakeBackend();
    expect(
      read(await handleRowAction(capabilities, form({ intent: 'status', id: ID, status: 'published' }), config)),
    ).toEqual({
      status: 200,
      body: { ok: true, intent: 'status', id: ID },
    });
    expect(capabilities.use(listingAdminQueries).setStatus).toHaveBeenCalledWith('properties', ID, 'published');
    await handleRowAction(capabilities, form({ intent: 'featured', id: ID, featured: 'true' }), config);
    expect(capabilities.use(listingAdminQueries).setFeatured).toHaveBeenCalledWith('properties', ID, true);
  });

  it('refuses bad input with the intent’s failure text and changes nothing', async () => {
    const capabilities = fakeBackend();
    const bad = read(await handleRowAction(capabilities, form({ intent: 'status', id: ID, status: 'gone' }), config));
    expect(bad).toMatchObject({ status: 400, body: { ok: false, error: 'status failed' } });
    expect(
      read(await handleRowAction(capabilities, form({ intent: 'status', id: 'nope', status: 'draft' }), config)).status,
    ).toBe(400);
    expect(read(await handleRowAction(capabilities, form({ intent: 'read', id: ID }), config)).status).toBe(400);
    expect(read(await handleRowAction(capabilities, form({ id: ID }), config)).status).toBe(400);
    expect(capabilities.use(listingAdminQueries).setStatus).not.toHaveBeenCalled();
  });

  it('answers 404 when the row is gone and 5xx when the capabilities fails', async () => {
    const missing = fakeBackend({ setStatus: vi.fn(async () => false) });
    expect(
      read(await handleRowAction(missing, form({ intent: 'status', id: ID, status: 'draft' }), config)),
    ).toMatchObject({ status: 404, body: { error: 'status failed' } });
    const down = fakeBackend({
      setFeatured: vi.fn(async () => Promise.reject(new BackendError('unavailable', 'down'))),
    });
    expect(
      read(await handleRowAction(down, form({ intent: 'featured', id: ID, featured: 'false' }), config)),
    ).toMatchObject({ status: 503, body: { error: 'featured failed' } });
  });

  it('asks for confirmation before deleting, then deletes and returns to the list', async () => {
    const capabilities = fakeBackend();
    expect(read(await handleRowAction(capabilities, form({ intent: 'delete', id: ID }), config))).toEqual({
      status: 200,
      body: { ok: false, intent: 'delete', id: ID, confirmDelete: { id: ID, title: 'Villa Azur' } },
    });
    expect(capabilities.use(listingAdminQueries).deleteRow).not.toHaveBeenCalled();
    expect(
      read(await handleRowAction(capabilities, form({ intent: 'delete', id: ID, confirm: 'yes' }), config)),
    ).toMatchObject({
      status: 302,
      location: '/admin/properties?q=villa',
    });
    expect(capabilities.use(listingAdminQueries).deleteRow).toHaveBeenCalledWith('properties', ID);
  });
});
