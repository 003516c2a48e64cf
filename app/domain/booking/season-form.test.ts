import { describe, expect, it } from 'vitest';
import { parseCalendarDate, type CalendarDate } from './dates';
import { guestBookingTexts } from '#app/domain/booking/texts/guest';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import {
  arrivalDaysLabel,
  seasonFormDefaults,
  seasonFormSchema,
  seasonInTheWay,
  seasonOverlapMessage,
} from './season-form';
import type { Season } from './seasons';

const m = staffBookingTexts.staffCalendar.season;
const d = (value: string): CalendarDate => parseCalendarDate(value)!;

const valid = {
  name: ' High ',
  startDate: '2027-01-06',
  endDate: '2027-04-15',
  nightlyRate: '2400',
  minNights: '7',
};

function messages(input: Record<string, unknown>) {
  const result = seasonFormSchema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

const HIGH: Season = {
  id: '0b7c7d2e-52a4-4c4b-9d3a-7a1b2c3d4e5f',
  name: 'High',
  nameFr: 'Haute saison',
  startDate: d('2027-01-06'),
  endDate: d('2027-04-15'),
  nightlyRate: 2400,
  minNights: 7,
  arrivalDays: [6],
  festive: false,
};
const FESTIVE: Season = {
  id: '1c8d8e3f-63b5-4d5c-8e4b-8b2c3d4e5f60',
  name: 'Festive',
  nameFr: null,
  startDate: d('2026-12-20'),
  endDate: d('2027-01-05'),
  nightlyRate: 3600,
  minNights: 14,
  arrivalDays: null,
  festive: true,
};

describe('seasonFormSchema', () => {
  it('reads a season: trimmed name, whole numbers, no arrival days = any day, festive off', () => {
    expect(seasonFormSchema.parse(valid)).toEqual({
      name: 'High',
      nameFr: null,
      startDate: '2027-01-06',
      endDate: '2027-04-15',
      nightlyRate: 2400,
      minNights: 7,
      arrivalDays: null,
      festive: false,
    });
  });

  it('reads arrival days as sorted ISO weekdays, duplicates dropped, and the festive checkbox', () => {
    const season = seasonFormSchema.parse({ ...valid, arrivalDays: ['7', '6', '6'], festive: 'on', id: HIGH.id });
    expect(season).toMatchObject({ id: HIGH.id, arrivalDays: [6, 7], festive: true });
  });

  it('reads the French name: trimmed, blank as none, at most 60 characters', () => {
    expect(seasonFormSchema.parse({ ...valid, nameFr: ' Haute saison ' }).nameFr).toBe('Haute saison');
    expect(seasonFormSchema.parse({ ...valid, nameFr: '   ' }).nameFr).toBeNull();
    expect(messages({ ...valid, nameFr: 'x'.repeat(61) })).toEqual({ nameFr: m.nameFrTooLong(60) });
  });

  it('allows a one-night season (the last night is included)', () => {
    expect(seasonFormSchema.safeParse({ ...valid, endDate: valid.startDate }).success).toBe(true);
  });

  it('explains what is wrong, next to each field', () => {
    expect(
      messages({
        name: '',
        startDate: '',
        endDate: '2027-13-01',
        nightlyRate: '-1',
        minNights: '0',
        arrivalDays: ['8'],
      }),
    ).toEqual({
      name: m.nameRequired,
      startDate: m.startMissing,
      endDate: guestBookingTexts.refusals.invalidDate,
      nightlyRate: m.rateNegative,
      minNights: m.minNightsRange,
      'arrivalDays.0': m.arrivalDaysInvalid,
    });
    expect(messages({ ...valid, nightlyRate: undefined, minNights: '366', name: 'x'.repeat(61) })).toEqual({
      name: m.nameTooLong(60),
      nightlyRate: m.rateRequired,
      minNights: m.minNightsRange,
    });
    expect(messages({ ...valid, nightlyRate: '99.5', minNights: '2.5' })).toEqual({
      nightlyRate: m.rateNegative,
      minNights: m.minNightsRange,
    });
  });

  it('refuses a last night before the first, and a season longer than a year', () => {
    expect(messages({ ...valid, startDate: '2027-04-16', endDate: '2027-04-15' })).toEqual({
      endDate: m.endBeforeStart,
    });
    expect(messages({ ...valid, startDate: '2027-01-01', endDate: '2028-01-01' })).toEqual({});
    expect(messages({ ...valid, startDate: '2027-01-01', endDate: '2028-01-02' })).toEqual({ endDate: m.tooLong(366) });
  });

  it('gives a stored season back as form values', () => {
    expect(seasonFormSchema.parse(seasonFormDefaults(FESTIVE))).toEqual({ ...FESTIVE });
    expect(seasonFormSchema.parse(seasonFormDefaults(HIGH))).toEqual({ ...HIGH });
  });
});

describe('seasonInTheWay', () => {
  const seasons = [FESTIVE, HIGH];

  it('names the season sharing a night, and says so in words', () => {
    const candidate = seasonFormSchema.parse({
      ...valid,
      name: 'Easter',
      startDate: '2027-03-25',
      endDate: '2027-04-20',
    });
    const other = seasonInTheWay(seasons, candidate);
    expect(other?.name).toBe('High');
    expect(seasonOverlapMessage(other!)).toBe('Overlaps the season “High” (Jan 6 – Apr 15, 2027)');
    expect(seasonOverlapMessage(FESTIVE)).toBe('Overlaps the season “Festive” (Dec 20, 2026 – Jan 5, 2027)');
  });

  it('lets seasons touch, and a season be edited in place', () => {
    const after = seasonFormSchema.parse({ ...valid, name: 'Low', startDate: '2027-04-16', endDate: '2027-10-31' });
    expect(seasonInTheWay(seasons, after)).toBeNull();
    const edited = seasonFormSchema.parse({ ...valid, id: HIGH.id, endDate: '2027-04-30' });
    expect(seasonInTheWay(seasons, edited)).toBeNull();
    const stretched = seasonFormSchema.parse({ ...valid, id: HIGH.id, startDate: '2027-01-05' });
    expect(seasonInTheWay(seasons, stretched)?.name).toBe('Festive');
  });
});

describe('arrivalDaysLabel', () => {
  it('reads the days in ISO order, or any day', () => {
    expect(arrivalDaysLabel(null)).toBe('Any day');
    expect(arrivalDaysLabel([])).toBe('Any day');
    expect(arrivalDaysLabel([7, 6])).toBe('Sat, Sun');
  });
});
