import { describe, expect, it } from 'vitest';
import { parseCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import { boardDays, boardSearch, groupTasks, parseBoardView, shortTime } from './board';
import type { TaskListRow } from './rows';
import { assigneeValue, assignSchema } from './schemas';

const d = (value: string) => parseCalendarDate(value) as CalendarDate;
const task = (id: string, overrides: Partial<TaskListRow> = {}): TaskListRow => ({
  id,
  rental_id: 'azur',
  rental_title: 'Villa Azur',
  stay_id: null,
  stay_reference: null,
  template_id: null,
  kind: 'departure-clean',
  title: null,
  due_on: '2027-01-10',
  window_start: null,
  window_end: null,
  assignee_staff_id: null,
  assignee_staff_name: null,
  assignee_vendor_id: null,
  assignee_vendor_name: null,
  state: 'open',
  state_changed_at: '2027-01-01T00:00:00Z',
  note: null,
  inspection_note: null,
  created_at: '2027-01-01T00:00:00Z',
  same_day_turnover: false,
  ...overrides,
});

describe('the task board’s view', () => {
  it('reads the days and the grouping from the address, falling back to today by villa', () => {
    expect(parseBoardView(new URLSearchParams('range=week&by=person'))).toEqual({ range: 'week', by: 'person' });
    expect(parseBoardView(new URLSearchParams('range=yesterday&by=<script>'))).toEqual({ range: 'today', by: 'villa' });
    expect(parseBoardView(new URLSearchParams(''))).toEqual({ range: 'today', by: 'villa' });
    expect(boardSearch({ range: 'today', by: 'villa' })).toBe('');
    expect(boardSearch({ range: 'week', by: 'person' })).toBe('?range=week&by=person');
  });

  it('shows today, tomorrow, or the seven days from today, across a year’s end', () => {
    expect(boardDays('today', d('2026-12-31'))).toEqual(['2026-12-31']);
    expect(boardDays('tomorrow', d('2026-12-31'))).toEqual(['2027-01-01']);
    expect(boardDays('week', d('2026-12-29'))).toEqual([
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
    ]);
  });

  it('groups tasks by villa or by person (vendors said so, nobody’s last), keeping their order', () => {
    const tasks = [
      task('1', { rental_id: 'corail', rental_title: 'Villa Corail' }),
      task('2', { assignee_vendor_id: 'v1', assignee_vendor_name: 'Island Clean' }),
      task('3', { assignee_staff_id: 's1', assignee_staff_name: 'Agnes Agent' }),
      task('4', {
        rental_id: 'corail',
        rental_title: 'Villa Corail',
        assignee_vendor_id: 'v1',
        assignee_vendor_name: 'Island Clean',
      }),
    ];
    expect(groupTasks(tasks, 'villa').map((g) => [g.label, g.tasks.map((t) => t.id)])).toEqual([
      ['Villa Azur', ['2', '3']],
      ['Villa Corail', ['1', '4']],
    ]);
    expect(groupTasks(tasks, 'person').map((g) => [g.label, g.vendor, g.tasks.map((t) => t.id)])).toEqual([
      ['Agnes Agent', false, ['3']],
      ['Island Clean', true, ['2', '4']],
      [null, false, ['1']],
    ]);
    expect(shortTime('10:00:00')).toBe('10:00');
    expect(shortTime(null)).toBeNull();
  });
});

describe('the assign form', () => {
  const ID = '0b6f5a9e-2a43-4c1f-9a0e-6b1d2c3e4f50';
  it('reads a staff member, a vendor or nobody, and refuses anything else', () => {
    expect(assignSchema.safeParse({ taskId: ID, assignee: `staff:${ID}` }).data?.assignee).toEqual({ staffId: ID });
    expect(assignSchema.safeParse({ taskId: ID, assignee: `vendor:${ID}` }).data?.assignee).toEqual({ vendorId: ID });
    expect(assignSchema.safeParse({ taskId: ID, assignee: '' }).data?.assignee).toBeNull();
    expect(assignSchema.safeParse({ taskId: ID }).data?.assignee).toBeNull();
    expect(assignSchema.safeParse({ taskId: ID, assignee: 'admin:everyone' }).success).toBe(false);
    expect(assigneeValue({ assignee_staff_id: null, assignee_vendor_id: ID })).toBe(`vendor:${ID}`);
    expect(assigneeValue({ assignee_staff_id: ID, assignee_vendor_id: null })).toBe(`staff:${ID}`);
    expect(assigneeValue({ assignee_staff_id: null, assignee_vendor_id: null })).toBe('');
  });
});
