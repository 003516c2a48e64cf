import { describe, expect, it } from 'vitest';
import type { StaySource } from '#app/domain/entities';
import { canChangeStay, STAY_ACTIONS, STAY_STATUSES, stayActionChange, stayActions } from './stays';

describe('the stay transitions', () => {
  it('offers the desk the actions of each status', () => {
    const offered = (source: StaySource) => Object.fromEntries(STAY_STATUSES.map((s) => [s, stayActions(s, source)]));
    for (const source of ['website', 'staff'] as const) {
      expect(offered(source)).toEqual({
        requested: ['hold', 'confirm', 'decline'],
        option: ['extend', 'confirm', 'cancel'],
        confirmed: ['cancel'],
        declined: [],
        cancelled: [],
        expired: [],
        blocked: [],
        conflict: [],
      });
    }
    for (const source of ['homeowner-block', 'maintenance'] as const) {
      expect(stayActions('blocked', source)).toEqual(['cancel']);
    }
    // An imported stay (blocked, conflict or cancelled: the table's check) changes only with its calendar.
    for (const status of ['blocked', 'conflict', 'cancelled'] as const) expect(stayActions(status, 'feed')).toEqual([]);
  });

  it('gives each action one status to go to, from the statuses that offer it', () => {
    expect(Object.fromEntries(STAY_ACTIONS.map((action) => [action, stayActionChange(action)]))).toEqual({
      hold: { to: 'option', from: ['requested'] },
      extend: { to: 'option', from: ['option'] },
      confirm: { to: 'confirmed', from: ['requested', 'option'] },
      decline: { to: 'declined', from: ['requested'] },
      cancel: { to: 'cancelled', from: ['option', 'confirmed', 'blocked'] },
    });
  });

  it('declines requests and cancels held dates, never the other way round (decision 022)', () => {
    expect(canChangeStay('requested', 'cancelled', 'website')).toBe(false);
    expect(canChangeStay('option', 'declined', 'website')).toBe(false);
    expect(canChangeStay('blocked', 'conflict', 'homeowner-block')).toBe(false);
    expect(canChangeStay('cancelled', 'blocked', 'feed')).toBe(true);
    expect(canChangeStay('declined', 'confirmed', 'website')).toBe(false);
  });
});
