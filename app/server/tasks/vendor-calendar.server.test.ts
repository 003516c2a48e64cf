import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '#app/domain/booking/dates';
import type { VendorTask, VendorTaskList } from '#app/domain/tasks/vendor';
import { buildVendorCalendar, vendorTaskUid } from './vendor-calendar.server';

const task = (id: string, overrides: Partial<VendorTask> = {}): VendorTask => ({
  id,
  kind: 'pool',
  title: null,
  dueOn: '2026-12-10' as CalendarDate,
  windowStart: '08:00',
  windowEnd: '12:00',
  state: 'open',
  note: 'Gate code at the office',
  inspectionNote: null,
  villa: 'Villa Azur',
  address: '12 Chemin des Salines',
  location: null,
  island: 'Saint Barthélemy',
  sameDayTurnover: false,
  contact: null,
  ...overrides,
});

const list = (tasks: VendorTask[], language: 'en' | 'fr' = 'en'): VendorTaskList => ({
  vendor: { name: 'Blue Pools', language },
  today: '2026-12-09' as CalendarDate,
  until: '2026-12-22' as CalendarDate,
  tasks,
});

const A = '0b8f5a0e-6c3e-4c1e-8f9b-2d1f6a7c9e01';
const B = '0b8f5a0e-6c3e-4c1e-8f9b-2d1f6a7c9e02';

describe('a vendor’s iCal feed', () => {
  const build = (tasks: VendorTask[], language: 'en' | 'fr' = 'en') =>
    buildVendorCalendar(list(tasks, language), {
      locale: language,
      pageUrl: 'https://islandestates.example/vendors/tok',
      agency: 'Island Estates',
      now: new Date('2026-12-09T12:00:00Z'),
    });

  it('has one event per task: timed by its window on the islands, or all day', () => {
    const text = build([task(A), task(B, { windowStart: null, windowEnd: null, kind: 'garden', state: 'done' })]);
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    expect(events).toHaveLength(2);
    const [timed, allDay] = events as [ICAL.Event, ICAL.Event];
    // 08:00–12:00 at UTC−4.
    expect(timed.startDate.toJSDate().toISOString()).toBe('2026-12-10T12:00:00.000Z');
    expect(timed.endDate.toJSDate().toISOString()).toBe('2026-12-10T16:00:00.000Z');
    expect(timed.summary).toBe('Pool — Villa Azur');
    expect(timed.location).toBe('Villa Azur, 12 Chemin des Salines, Saint Barthélemy');
    expect(timed.description).toContain('Instructions: Gate code at the office');
    expect(timed.description).toContain('https://islandestates.example/vendors/tok');
    expect(allDay.startDate.isDate).toBe(true);
    expect(allDay.startDate.toString()).toBe('2026-12-10');
    expect(allDay.endDate.toString()).toBe('2026-12-11');
    expect(allDay.summary).toBe('Done: Garden — Villa Azur');
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it('keeps each task’s UID stable and opaque', () => {
    const first = build([task(A)]);
    const again = build([task(A, { windowStart: '09:00' })]);
    const uid = (text: string) => /UID:(.+)/.exec(text)![1];
    expect(uid(first)).toBe(vendorTaskUid(A));
    expect(uid(again)).toBe(uid(first));
    expect(uid(first)).toMatch(/^task-[0-9a-f]{32}@islandestates\.example$/);
    expect(uid(first)).not.toContain(A);
  });

  it('speaks the vendor’s language', () => {
    const text = build([task(A, { windowStart: null })], 'fr');
    expect(text).toContain('SUMMARY:Piscine — Villa Azur');
    expect(text).toContain('X-WR-CALNAME:Island Estates — tâches');
  });
});
