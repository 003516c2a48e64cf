import { describe, expect, it, vi } from 'vitest';
import { applyListDrafts, handleRowAction, listReturnPath, type RowActionConfig } from './admin-actions.server';
import type { Capabilities } from './capabilities.server';
import { BackendError } from './backend/query';

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
    markInquiryRead: vi.fn(async () => true),
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
    const backend = fakeBackend();
    expect(
      read(await handleRowAction(backend, form({ intent: 'status', id: ID, status: 'published' }), config)),
    ).toEqual({
      status: 200,
      body: { ok: true, intent: 'status', id: ID },
    });
    expect(backend.setStatus).toHaveBeenCalledWith('properties', ID, 'published');
    await handleRowAction(backend, form({ intent: 'featured', id: ID, featured: 'true' }), config);
    expect(backend.setFeatured).toHaveBeenCalledWith('properties', ID, true);
  });

  it('refuses bad input with the intent’s failure text and changes nothing', async () => {
    const backend = fakeBackend();
    const bad = read(await handleRowAction(backend, form({ intent: 'status', id: ID, status: 'gone' }), config));
    expect(bad).toMatchObject({ status: 400, body: { ok: false, error: 'status failed' } });
    expect(
      read(await handleRowAction(backend, form({ intent: 'status', id: 'nope', status: 'draft' }), config)).status,
    ).toBe(400);
    expect(read(await handleRowAction(backend, form({ intent: 'read', id: ID }), config)).status).toBe(400);
    expect(read(await handleRowAction(backend, form({ id: ID }), config)).status).toBe(400);
    expect(backend.setStatus).not.toHaveBeenCalled();
  });

  it('answers 404 when the row is gone and 5xx when the backend fails', async () => {
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
    const backend = fakeBackend();
    expect(read(await handleRowAction(backend, form({ intent: 'delete', id: ID }), config))).toEqual({
      status: 200,
      body: { ok: false, intent: 'delete', id: ID, confirmDelete: { id: ID, title: 'Villa Azur' } },
    });
    expect(backend.deleteRow).not.toHaveBeenCalled();
    expect(
      read(await handleRowAction(backend, form({ intent: 'delete', id: ID, confirm: 'yes' }), config)),
    ).toMatchObject({
      status: 302,
      location: '/admin/properties?q=villa',
    });
    expect(backend.deleteRow).toHaveBeenCalledWith('properties', ID);
  });
});

describe('listReturnPath', () => {
  it('keeps the page’s search, not the data request’s own parameters', () => {
    const request = new Request('http://x/admin/properties.data?q=villa&_routes=routes%2Fadmin%2Fproperties&page=2');
    expect(listReturnPath(request, '/admin/properties')).toBe('/admin/properties?q=villa&page=2');
  });
});

describe('applyListDrafts', () => {
  it('turns Add into Conform’s insert intent with the typed text', () => {
    const formData = form({
      'images[0].src': '/a.webp',
      'images-draft': ' /b.webp ',
      'list-add': 'images',
      'amenities-draft': 'Pool',
    });
    expect(applyListDrafts(formData)).toEqual({ fieldErrors: {}, drafts: {} });
    expect(JSON.parse(String(formData.get('__intent__')))).toEqual({
      type: 'insert',
      payload: { name: 'images', defaultValue: { src: '/b.webp', alt: '' } },
    });
    expect(formData.has('images-draft') || formData.has('amenities-draft') || formData.has('list-add')).toBe(false);
  });
  it('refuses a malformed image URL, keeping the text to correct', () => {
    const formData = form({ 'images-draft': 'ftp://x', 'list-add': 'images' });
    expect(applyListDrafts(formData)).toEqual({
      fieldErrors: { images: [expect.stringMatching(/must start with/)] },
      drafts: { images: 'ftp://x' },
    });
    expect(JSON.parse(String(formData.get('__intent__')))).toEqual({ type: 'validate', payload: { name: 'images' } });
  });
  it('ignores a blank or duplicate Add', () => {
    const duplicate = form({ 'amenities[0]': 'Pool', 'amenities-draft': 'Pool', 'list-add': 'amenities' });
    applyListDrafts(duplicate);
    expect(JSON.parse(String(duplicate.get('__intent__'))).type).toBe('validate');
    const sameImage = form({
      'images[0].src': '/a.webp',
      'images[0].alt': 'A',
      'images-draft': '/a.webp',
      'list-add': 'images',
    });
    applyListDrafts(sameImage);
    expect(JSON.parse(String(sameImage.get('__intent__'))).type).toBe('validate');
  });
  it('keeps text typed but never added when saving', () => {
    const formData = form({
      'amenities[0]': 'Pool',
      'amenities[3]': 'Gym',
      'amenities-draft': ' Chef ',
      'images-draft': '',
    });
    applyListDrafts(formData);
    expect(formData.get('amenities[4]')).toBe('Chef');
    expect(formData.has('__intent__')).toBe(false);
  });
});
