import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isoWeekday, parseCalendarDate, type CalendarDate } from './dates';
import { toIslandDateTimeInput } from './desk';
import { guestBookingTexts } from '#app/domain/booking/texts/guest';
import { stayRefusals, type RentalPricing } from './quote';
import type { Season } from './seasons';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import {
  MAX_STAFF_STAY_NIGHTS,
  onRequestNotice,
  onRequestRules,
  staffStayDeadline,
  staffStayFormSchema,
} from './staff-stay-form';
import { DEFAULT_BOOKING_TERMS } from './terms';

const today = parseCalendarDate('2026-11-23')!;
const schema = staffStayFormSchema({ today, maxGuests: 6 });
const m = staffBookingTexts.staffCalendar.stay;
const HOUR = 3_600_000;

const valid = {
  name: '  Ada Lovelace ',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  guests: '4',
  checkIn: '2026-12-01',
  checkOut: '2026-12-04',
  addOns: ['massage', 'private-chef'],
  note: ' Called on Monday ',
  status: 'confirmed',
};

function messages(input: Record<string, unknown>) {
  const result = schema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('staffStayFormSchema', () => {
  it('reads a confirmed stay: the guest, trimmed texts, services in catalogue order, blanks as null', () => {
    expect(schema.parse(valid)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      guests: 4,
      checkIn: '2026-12-01',
      checkOut: '2026-12-04',
      addOns: ['private-chef', 'massage'],
      note: 'Called on Monday',
      status: 'confirmed',
    });
    const bare = schema.parse({ ...valid, phone: '  ', note: '', addOns: undefined });
    expect(bare).toMatchObject({ phone: null, note: null, addOns: [] });
    expect(staffStayDeadline(bare)).toBeNull();
  });

  it('requires the guest, their e-mail, the number of guests, both dates and what to do', () => {
    expect(
      messages({ name: ' ', email: '', guests: undefined, checkIn: '', checkOut: undefined, status: 'maybe' }),
    ).toEqual({
      name: m.nameRequired,
      email: m.emailRequired,
      guests: m.guestsRequired,
      checkIn: m.checkInMissing,
      checkOut: m.checkOutMissing,
      status: m.decisionRequired,
    });
    expect(messages({ ...valid, email: 'not-an-address', phone: 'call me', addOns: ['helicopter'] })).toMatchObject({
      email: m.emailInvalid,
      phone: m.phoneInvalid,
    });
    expect(messages({ ...valid, addOns: ['helicopter'] })['addOns.0']).toBeTruthy();
  });

  it('keeps to the villa’s guests', () => {
    expect(messages({ ...valid, guests: '7' })).toEqual({ guests: guestBookingTexts.refusals.tooManyGuests(6) });
    expect(messages({ ...valid, guests: '0' })).toEqual({ guests: guestBookingTexts.refusals.tooFewGuests });
    expect(schema.safeParse({ ...valid, guests: '6' }).success).toBe(true);
  });

  it('refuses what no booking desk accepts: check-out not after check-in, the past, more than 366 nights', () => {
    expect(messages({ ...valid, checkIn: '2026-12-05', checkOut: '2026-12-05' })).toEqual({
      checkOut: guestBookingTexts.refusals.checkOutNotAfterCheckIn,
    });
    expect(messages({ ...valid, checkIn: '2026-11-22', checkOut: '2026-11-25' })).toEqual({
      checkIn: guestBookingTexts.refusals.inPast,
    });
    expect(messages({ ...valid, checkIn: today, checkOut: addDays(today, MAX_STAFF_STAY_NIGHTS + 1) })).toEqual({
      checkOut: m.tooLong(MAX_STAFF_STAY_NIGHTS),
    });
    expect(messages({ ...valid, checkIn: '2026-02-30' })).toEqual({
      checkIn: guestBookingTexts.refusals.invalidDate,
    });
  });

  it('accepts what only the website refuses: one night, a year ahead and beyond the guests’ 180 nights', () => {
    expect(schema.safeParse({ ...valid, checkIn: today, checkOut: addDays(today, 1) }).success).toBe(true);
    expect(
      schema.safeParse({ ...valid, checkIn: today, checkOut: addDays(today, MAX_STAFF_STAY_NIGHTS) }).success,
    ).toBe(true);
    expect(
      schema.safeParse({ ...valid, checkIn: addDays(today, 4 * 365), checkOut: addDays(today, 4 * 365 + 2) }),
    ).toMatchObject({ success: true });
  });

  it('asks an option for its deadline, with the booking desk’s rules; a confirmed stay ignores it', () => {
    const text = staffBookingTexts.desk.until;
    const until = (hours: number) => toIslandDateTimeInput(new Date(Date.now() + hours * HOUR));
    expect(messages({ ...valid, status: 'option' })).toEqual({ until: text.required });
    expect(messages({ ...valid, status: 'option', until: 'tomorrow' })).toEqual({ until: text.invalid });
    expect(messages({ ...valid, status: 'option', until: until(-2) })).toEqual({ until: text.past });
    expect(messages({ ...valid, status: 'option', until: until(24 * 31) })).toEqual({ until: text.tooFar });

    const option = schema.parse({ ...valid, status: 'option', until: until(48) });
    const deadline = staffStayDeadline(option)!;
    expect(Math.abs(deadline.getTime() - (Date.now() + 48 * HOUR))).toBeLessThan(60_000);
    expect(schema.safeParse({ ...valid, status: 'confirmed', until: 'whenever' }).success).toBe(true);
  });
});

const VILLA: RentalPricing = {
  dailyRate: 900,
  minStayDays: 7,
  maxGuests: 6,
  island: 'Saint Barthélemy',
  securityDeposit: 0,
};
const d = (value: string) => parseCalendarDate(value)!;
const season = (overrides: Partial<Season>): Season => ({
  id: 's',
  name: 'High',
  startDate: d('2027-01-01'),
  endDate: d('2027-03-31'),
  nightlyRate: 2000,
  minNights: 10,
  arrivalDays: null,
  festive: false,
  ...overrides,
});

describe('onRequestRules', () => {
  it('names the villa’s own minimum when no season is touched', () => {
    const rules = onRequestRules(VILLA, [], d('2026-12-01'), d('2026-12-04'));
    expect(rules).toEqual([{ code: 'too_short', minNights: 7, season: null }]);
    expect(rules.map(onRequestNotice)).toEqual(["Accepted on request: this villa's minimum stay is 7 nights."]);
    expect(onRequestRules(VILLA, [], d('2026-12-01'), d('2026-12-08'))).toEqual([]);
  });

  it('names the season’s minimum and its arrival days', () => {
    // 2027-01-05 is a Tuesday; the season takes arrivals on Saturday only.
    const high = season({ arrivalDays: [6] });
    expect(isoWeekday(d('2027-01-05'))).toBe(2);
    const rules = onRequestRules(VILLA, [high], d('2027-01-05'), d('2027-01-08'));
    expect(rules).toEqual([
      { code: 'too_short', minNights: 10, season: 'High' },
      { code: 'arrival_day', season: 'High', arrivalDays: [6] },
    ]);
    expect(rules.map(onRequestNotice)).toEqual([
      'Accepted on request: High season stays are at least 10 nights.',
      'Accepted on request: arrivals in High season are on Saturday only.',
    ]);
  });

  it('waives exactly what the guests’ quote refuses as too short or on the wrong day', () => {
    const date = fc.integer({ min: 0, max: 120 }).map((offset) => addDays(d('2026-12-01'), offset) as CalendarDate);
    const seasons = fc
      .record({
        start: fc.integer({ min: 0, max: 60 }),
        length: fc.integer({ min: 1, max: 40 }),
        minNights: fc.integer({ min: 1, max: 14 }),
        arrivalDays: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 })),
      })
      .map((s) => [
        season({
          startDate: addDays(d('2026-12-01'), s.start),
          endDate: addDays(d('2026-12-01'), s.start + s.length - 1),
          minNights: s.minNights,
          arrivalDays: s.arrivalDays,
        }),
      ]);
    fc.assert(
      fc.property(
        fc.oneof(seasons, fc.constant([] as Season[])),
        date,
        fc.integer({ min: 1, max: 30 }),
        (list, checkIn, nights) => {
          const checkOut = addDays(checkIn, nights);
          const guestRefusals = stayRefusals(
            { rental: VILLA, seasons: list, terms: DEFAULT_BOOKING_TERMS, busy: [], today: d('2026-12-01') },
            { checkIn, checkOut, guests: 2 },
          )
            .map((refusal) => refusal.code)
            .filter((code) => code === 'too_short' || code === 'arrival_day')
            .sort();
          expect(
            onRequestRules(VILLA, list, checkIn, checkOut)
              .map((rule) => rule.code)
              .sort(),
          ).toEqual(guestRefusals);
        },
      ),
      { numRuns: 300 },
    );
  });
});
