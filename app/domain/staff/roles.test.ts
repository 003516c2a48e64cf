import { describe, expect, it } from 'vitest';
import { can, isStaffRole, PERMISSIONS, permissionsOf, rowActionPermission, STAFF_ROLES } from './roles';

describe('staff roles', () => {
  it('gives owners everything', () => {
    expect(permissionsOf('owner')).toEqual(Object.keys(PERMISSIONS));
  });

  it('gives admins everything but changing staff and settings, which they may see, and erasing a person', () => {
    expect(Object.keys(PERMISSIONS).filter((permission) => !can('admin', permission as never))).toEqual([
      'settings.manage',
      'staff.manage',
      'privacy.erase',
    ]);
    expect(can('admin', 'privacy.export')).toBe(true);
    expect(can('admin', 'settings.view')).toBe(true);
    expect(can('admin', 'staff.view')).toBe(true);
    // The legal entities are the one setting admins change, as the table's row level security lets them.
    expect(can('admin', 'legal-entities.manage')).toBe(true);
  });

  it('gives agents listings, posts, leads, bookings, payments received and expenses, without deleting listings or posts, refunds, settings or staff', () => {
    expect(permissionsOf('agent')).toEqual([
      'back-office',
      'listings',
      'posts',
      'media',
      'leads',
      'bookings',
      'payments',
      'homeowners',
      'expenses',
      'tasks',
    ]);
    for (const permission of [
      'payments.refund',
      'homeowners.manage',
      'homeowners.bank-details',
      'homeowners.statements',
      'tasks.setup',
      'listings.delete',
      'posts.delete',
      'settings.view',
      'settings.manage',
      'legal-entities.manage',
      'feeds',
      'staff.view',
      'staff.manage',
      'history',
      'privacy.export',
      'privacy.erase',
    ] as const) {
      expect(can('agent', permission)).toBe(false);
    }
  });

  it('refuses anyone without a role', () => {
    for (const permission of Object.keys(PERMISSIONS)) {
      expect(can(null, permission as never)).toBe(false);
      expect(can(undefined, permission as never)).toBe(false);
    }
  });

  it('recognises the three roles and nothing else', () => {
    for (const role of STAFF_ROLES) expect(isStaffRole(role)).toBe(true);
    for (const other of ['Owner', 'superuser', '', null, undefined, 1]) expect(isStaffRole(other)).toBe(false);
  });

  it('asks for the delete permission only for deleting listings and posts', () => {
    expect(rowActionPermission('listings', 'delete')).toBe('listings.delete');
    expect(rowActionPermission('posts', 'delete')).toBe('posts.delete');
    expect(rowActionPermission('leads', 'delete')).toBe('leads');
    for (const intent of ['status', 'featured', 'read', null, 'anything']) {
      expect(rowActionPermission('listings', intent)).toBe('listings');
      expect(rowActionPermission('posts', intent)).toBe('posts');
    }
  });
});
