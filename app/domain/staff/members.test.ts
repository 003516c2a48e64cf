import { describe, expect, it } from 'vitest';
import { leavesNoActiveOwner, memberLabel, memberState, sortMembers, type StaffMemberRow } from './members';

const member = (overrides: Partial<StaffMemberRow>): StaffMemberRow => ({
  user_id: 'u',
  role: 'agent',
  name: '',
  email: null,
  invitation_pending: false,
  deactivated_at: null,
  created_at: '2026-12-01T00:00:00Z',
  updated_at: '2026-12-01T00:00:00Z',
  ...overrides,
});

describe('staff members', () => {
  it('are active, invited or deactivated (deactivation first)', () => {
    expect(memberState(member({}))).toBe('active');
    expect(memberState(member({ invitation_pending: true }))).toBe('invited');
    expect(memberState(member({ invitation_pending: true, deactivated_at: '2026-12-02T00:00:00Z' }))).toBe(
      'deactivated',
    );
  });

  it('are named by their name, else their e-mail', () => {
    expect(memberLabel(member({ name: '  Ada ', email: 'ada@example.com' }))).toBe('Ada');
    expect(memberLabel(member({ name: ' ', email: 'ada@example.com' }))).toBe('ada@example.com');
    expect(memberLabel(member({}))).toBe('A staff member');
  });

  it('never lose their last active owner', () => {
    const team = [
      member({ user_id: 'a', role: 'owner' }),
      member({ user_id: 'b', role: 'owner', deactivated_at: '2026-12-02T00:00:00Z' }),
      member({ user_id: 'c', role: 'admin' }),
    ];
    expect(leavesNoActiveOwner(team, 'a', { role: 'admin' })).toBe(true);
    expect(leavesNoActiveOwner(team, 'a', { deactivate: true })).toBe(true);
    expect(leavesNoActiveOwner(team, 'a', { role: 'owner' })).toBe(false);
    expect(leavesNoActiveOwner(team, 'c', { deactivate: true })).toBe(false);
    expect(leavesNoActiveOwner(team, 'b', { role: 'agent' })).toBe(false);
    const twoOwners = [...team, member({ user_id: 'd', role: 'owner' })];
    expect(leavesNoActiveOwner(twoOwners, 'a', { role: 'agent' })).toBe(false);
    expect(leavesNoActiveOwner(twoOwners, 'a', { deactivate: true })).toBe(false);
  });

  it('are listed active first, then invited, then deactivated; owners, admins, agents; by name', () => {
    const sorted = sortMembers([
      member({ user_id: '1', role: 'agent', name: 'Zed' }),
      member({ user_id: '2', role: 'owner', name: 'Old', deactivated_at: '2026-12-02T00:00:00Z' }),
      member({ user_id: '3', role: 'agent', name: 'Amy' }),
      member({ user_id: '4', role: 'admin', name: 'Bea', invitation_pending: true }),
      member({ user_id: '5', role: 'owner', name: 'Olga' }),
    ]);
    expect(sorted.map((m) => m.user_id)).toEqual(['5', '3', '1', '4', '2']);
  });
});
