import { describe, expect, it } from 'vitest';
import {
  editorId,
  imageUrlProblem,
  isUuid,
  maxGuestsLabel,
  minStayLabel,
  nightlyRate,
  rentalRowSubtitle,
  rowActionSchema,
  rowIntentOf,
  STATUS_ACTIONS,
} from './rows';

const ID = '3f2b8c1e-9d4a-4f6b-8e2c-1a2b3c4d5e6f';

describe('editorId', () => {
  it("reads 'new' as create, a UUID as edit, anything else as no page", () => {
    expect(editorId('new')).toBeNull();
    expect(editorId(ID.toUpperCase())).toBe(ID);
    expect(editorId('42')).toBeUndefined();
    expect(editorId(undefined)).toBeUndefined();
    expect(isUuid(`${ID}x`)).toBe(false);
  });
});

describe('rowActionSchema', () => {
  it('accepts the row actions with their fields', () => {
    expect(rowActionSchema.parse({ intent: 'status', id: ID, status: 'archived' })).toEqual({
      intent: 'status',
      id: ID,
      status: 'archived',
    });
    expect(rowActionSchema.parse({ intent: 'featured', id: ID, featured: 'false' })).toEqual({
      intent: 'featured',
      id: ID,
      featured: false,
    });
    expect(rowActionSchema.parse({ intent: 'delete', id: ID })).toEqual({ intent: 'delete', id: ID, confirm: false });
    expect(rowActionSchema.parse({ intent: 'delete', id: ID, confirm: 'yes' })).toMatchObject({ confirm: true });
    expect(rowActionSchema.parse({ intent: 'read', id: ID })).toEqual({ intent: 'read', id: ID });
  });
  it('refuses unknown statuses, ids and featured values', () => {
    expect(rowActionSchema.safeParse({ intent: 'status', id: ID, status: 'deleted' }).success).toBe(false);
    expect(rowActionSchema.safeParse({ intent: 'status', id: '1', status: 'draft' }).success).toBe(false);
    expect(rowActionSchema.safeParse({ intent: 'featured', id: ID, featured: 'on' }).success).toBe(false);
    expect(rowIntentOf('explode')).toBeNull();
    expect(rowIntentOf('read')).toBe('read');
  });
});

describe('row texts', () => {
  it('labels the three status buttons as the spec does', () => {
    expect(STATUS_ACTIONS.map((action) => action.label)).toEqual(['Publish', 'Set as Draft', 'Archive']);
  });
  it('writes rates per night and singular/plural stays and guests', () => {
    expect(nightlyRate(1250)).toBe('$1,250 / night');
    expect(minStayLabel(1)).toBe('1 day');
    expect(minStayLabel(3)).toBe('3 days');
    expect(maxGuestsLabel(1)).toBe('1 guest');
    expect(maxGuestsLabel(6)).toBe('6 guests');
  });
  it('shows bedrooms, bathrooms and the area in sq ft (stored in m²)', () => {
    expect(rentalRowSubtitle({ bedrooms: 1, bathrooms: 2, area: 250 })).toBe('1 bedroom · 2 bathrooms · 2,691 sq ft');
  });
  it('accepts local paths and http(s) image URLs only', () => {
    expect(imageUrlProblem(' /images/a.webp ')).toBeNull();
    expect(imageUrlProblem('https://cdn.example.com/a.jpg')).toBeNull();
    expect(imageUrlProblem('javascript:alert(1)')).toMatch(/must start with/);
    expect(imageUrlProblem('  ')).toBe('Enter an image URL');
  });
});
