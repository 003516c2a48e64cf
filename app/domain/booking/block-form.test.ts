import { describe, expect, it } from 'vitest';
import { blockFormSchema, MAX_BLOCK_NIGHTS } from './block-form';
import { addDays, parseCalendarDate } from './dates';
import { guestBookingTexts } from '#app/domain/booking/texts/guest';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';

const today = parseCalendarDate('2026-11-23')!;
const schema = blockFormSchema(today);
const m = staffBookingTexts.staffCalendar.block;

function messages(input: Record<string, unknown>) {
  const result = schema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('blockFormSchema', () => {
  it('reads a block: kind, dates and a trimmed note (blank: none)', () => {
    expect(
      schema.parse({ kind: 'maintenance', checkIn: '2026-12-01', checkOut: '2026-12-05', note: '  Pool resurfacing ' }),
    ).toEqual({
      kind: 'maintenance',
      checkIn: '2026-12-01',
      checkOut: '2026-12-05',
      note: 'Pool resurfacing',
    });
    expect(
      schema.parse({ kind: 'homeowner-block', checkIn: '2026-11-23', checkOut: '2026-11-24', note: '   ' }).note,
    ).toBeNull();
    expect(schema.parse({ kind: 'homeowner-block', checkIn: '2026-11-23', checkOut: '2026-11-24' }).note).toBeNull();
  });

  it('requires a known kind and both dates', () => {
    expect(messages({ kind: 'website', checkIn: '', checkOut: undefined })).toEqual({
      kind: m.kindRequired,
      checkIn: m.checkInMissing,
      checkOut: m.checkOutMissing,
    });
    expect(messages({ kind: 'homeowner-block', checkIn: '2026-02-30', checkOut: 'soon' })).toEqual({
      checkIn: guestBookingTexts.refusals.invalidDate,
      checkOut: guestBookingTexts.refusals.invalidDate,
    });
  });

  it('refuses a check-out not after check-in, a start in the past and more than a year', () => {
    expect(messages({ kind: 'homeowner-block', checkIn: '2026-12-05', checkOut: '2026-12-05' })).toEqual({
      checkOut: guestBookingTexts.refusals.checkOutNotAfterCheckIn,
    });
    expect(messages({ kind: 'homeowner-block', checkIn: '2026-11-22', checkOut: '2026-11-25' })).toEqual({
      checkIn: m.inPast,
    });
    expect(messages({ kind: 'homeowner-block', checkIn: today, checkOut: addDays(today, MAX_BLOCK_NIGHTS + 1) })).toEqual({
      checkOut: m.tooLong(MAX_BLOCK_NIGHTS),
    });
    expect(
      schema.safeParse({ kind: 'homeowner-block', checkIn: today, checkOut: addDays(today, MAX_BLOCK_NIGHTS) }).success,
    ).toBe(true);
  });

  it('limits the note', () => {
    expect(
      messages({ kind: 'homeowner-block', checkIn: '2026-12-01', checkOut: '2026-12-02', note: 'x'.repeat(2001) }),
    ).toEqual({
      note: m.noteTooLong(2000),
    });
  });
});
