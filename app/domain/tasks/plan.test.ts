import { describe, expect, it } from 'vitest';
import { parseCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import type { StaySource, StayStatus } from '#app/domain/entities';
import { STAY_STATUSES } from '#app/domain/booking/stays';
import { DEFAULT_TASK_TEMPLATES, planStayTasks, stayMakesTasks, taskDueDay, type TaskTemplate } from './plan';

const d = (value: string) => parseCalendarDate(value) as CalendarDate;
const DEFAULTS: TaskTemplate[] = DEFAULT_TASK_TEMPLATES.map((rule, i) => ({ ...rule, id: `t${i}` }));
const stay = (checkIn: string, checkOut: string, status: StayStatus = 'confirmed', source: StaySource = 'website') => ({
  status,
  source,
  checkIn: d(checkIn),
  checkOut: d(checkOut),
});
const plan = (s: ReturnType<typeof stay>) => planStayTasks(s, DEFAULTS).map((t) => `${t.dueOn} ${t.kind}`);

describe('templates to tasks', () => {
  it('makes the default turnover of a week’s stay: pool and inspection the day before, clean and linen at check-out', () => {
    expect(plan(stay('2027-01-10', '2027-01-17'))).toEqual([
      '2027-01-09 pool',
      '2027-01-09 pre-arrival-inspection',
      '2027-01-17 departure-clean',
      '2027-01-17 linen',
    ]);
  });

  it('adds the mid-stay clean to stays over 7 nights, in the middle of the stay', () => {
    expect(plan(stay('2027-01-10', '2027-01-18'))).toContain('2027-01-14 mid-stay-clean');
    expect(plan(stay('2027-01-10', '2027-01-21'))).toContain('2027-01-15 mid-stay-clean');
    expect(plan(stay('2027-01-10', '2027-01-17')).some((t) => t.endsWith('mid-stay-clean'))).toBe(false);
  });

  it('counts days across months and years, with offsets either side', () => {
    expect(taskDueDay('check-in', -1, d('2027-03-01'), d('2027-03-05'))).toBe('2027-02-28');
    expect(taskDueDay('check-out', 2, d('2026-12-25'), d('2026-12-31'))).toBe('2027-01-02');
    expect(taskDueDay('mid-stay', 0, d('2027-01-01'), d('2027-01-02'))).toBe('2027-01-01');
  });

  it('moves the tasks with the stay: the same templates on the new days', () => {
    const before = plan(stay('2027-01-10', '2027-01-17'));
    const after = plan(stay('2027-01-12', '2027-01-19'));
    expect(after).toEqual([
      '2027-01-11 pool',
      '2027-01-11 pre-arrival-inspection',
      '2027-01-19 departure-clean',
      '2027-01-19 linen',
    ]);
    expect(after.map((t) => t.split(' ')[1])).toEqual(before.map((t) => t.split(' ')[1]));
  });

  it('makes nothing for a cancelled, declined, expired, requested or optioned stay, nor for a maintenance block', () => {
    for (const status of ['cancelled', 'declined', 'expired', 'requested', 'option', 'conflict'] as const) {
      expect(plan(stay('2027-01-10', '2027-01-17', status)), status).toEqual([]);
    }
    expect(plan(stay('2027-01-10', '2027-01-17', 'blocked', 'maintenance'))).toEqual([]);
  });

  it('makes the turnover of owners’ stays and imported platform stays: a villa is cleaned whoever booked it', () => {
    expect(plan(stay('2027-01-10', '2027-01-12', 'blocked', 'homeowner-block'))).toHaveLength(4);
    expect(plan(stay('2027-01-10', '2027-01-12', 'blocked', 'feed'))).toHaveLength(4);
    const working = STAY_STATUSES.filter((status) => stayMakesTasks(status, 'feed') || stayMakesTasks(status, 'staff'));
    expect(working).toEqual(['confirmed', 'blocked']);
  });

  it('skips a template switched off', () => {
    const templates = DEFAULTS.map((t) => (t.kind === 'pool' ? { ...t, active: false } : t));
    expect(planStayTasks(stay('2027-01-10', '2027-01-17'), templates).map((t) => t.kind)).not.toContain('pool');
  });
});
