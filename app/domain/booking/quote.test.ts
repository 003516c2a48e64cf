import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addOnLabel, ADD_ONS, parseAddOns } from './add-ons';
import { addDays, fromDayNumber, parseCalendarDate, type CalendarDate } from './dates';
import { guestBookingTexts } from '#app/domain/booking/texts/guest';
import {
  firstTakenRun,
  formatQuoteLine,
  isFree,
  MAX_STAY_NIGHTS,
  paymentStepLabel,
  priceStay,
  quoteStay,
  requiredMinNights,
  stayRefusals,
  type BusyRange,
  type QuoteContext,
  type RefusalCode,
  type RentalPricing,
  type StayRequest,
} from './quote';
import { firstOverlap, seasonOfNight, type Season } from './seasons';
import { DEFAULT_BOOKING_TERMS, taxLabel, type BookingTerms } from './terms';
import { bookingTermsSchema } from './terms-form';

const d = (value: string) => {
  const date = parseCalendarDate(value);
  if (!date) throw new Error(`bad test date ${value}`);
  return date;
};

const RUNS = { numRuns: 300 };

const VILLA: RentalPricing = {
  dailyRate: 900,
  minStayDays: 3,
  maxGuests: 6,
  island: 'Saint Barthélemy',
  securityDeposit: 5000,
};

// 2026-12-19 is a Saturday, 2026-12-20 a Sunday.
const HIGH: Season = {
  id: 'high',
  name: 'High season',
  startDate: d('2026-12-01'),
  endDate: d('2026-12-19'),
  nightlyRate: 2400,
  minNights: 7,
  arrivalDays: [6],
  festive: false,
};
const FESTIVE: Season = {
  id: 'festive',
  name: 'Festive',
  startDate: d('2026-12-20'),
  endDate: d('2027-01-05'),
  nightlyRate: 3600,
  minNights: 14,
  arrivalDays: null,
  festive: true,
};
const LOW: Season = {
  id: 'low',
  name: 'Low season',
  startDate: d('2027-05-01'),
  endDate: d('2027-10-31'),
  nightlyRate: 700,
  minNights: 2,
  arrivalDays: [7, 6],
  festive: false,
};
const SEASONS = [HIGH, FESTIVE, LOW];

const context = (overrides: Partial<QuoteContext> = {}): QuoteContext => ({
  rental: VILLA,
  seasons: SEASONS,
  terms: DEFAULT_BOOKING_TERMS,
  busy: [],
  today: d('2026-06-01'),
  ...overrides,
});

const request = (checkIn: string | null, checkOut: string | null, guests: number | null = 2): StayRequest => ({
  checkIn: checkIn === null ? null : d(checkIn),
  checkOut: checkOut === null ? null : d(checkOut),
  guests,
});

const codes = (ctx: QuoteContext, req: StayRequest) => stayRefusals(ctx, req).map((refusal) => refusal.code);

describe('seasons', () => {
  it('hold their first and last nights, inclusive', () => {
    expect(seasonOfNight(SEASONS, d('2026-11-30'))).toBeNull();
    expect(seasonOfNight(SEASONS, d('2026-12-01'))).toBe(HIGH);
    expect(seasonOfNight(SEASONS, d('2026-12-19'))).toBe(HIGH);
    expect(seasonOfNight(SEASONS, d('2026-12-20'))).toBe(FESTIVE);
    expect(seasonOfNight(SEASONS, d('2027-01-05'))).toBe(FESTIVE);
    expect(seasonOfNight(SEASONS, d('2027-01-06'))).toBeNull();
  });
  it('report overlaps, and the first match wins should there be one', () => {
    expect(firstOverlap(SEASONS)).toBeNull();
    const clash = { ...LOW, id: 'clash', startDate: d('2027-01-05'), endDate: d('2027-01-10') };
    expect(firstOverlap([...SEASONS, clash])).toEqual([FESTIVE, clash]);
    expect(seasonOfNight([...SEASONS, clash], d('2027-01-05'))).toBe(FESTIVE);
    expect(seasonOfNight([clash, ...SEASONS], d('2027-01-05'))).toBe(clash);
    // Touching seasons share no night.
    expect(firstOverlap([HIGH, FESTIVE])).toBeNull();
  });
});

describe('priceStay', () => {
  it('gives one line per run of nights: High season then Festive', () => {
    const quote = priceStay(context(), d('2026-12-15'), d('2026-12-24'), 4);
    expect(quote.nights).toBe(9);
    expect(quote.lines).toEqual([
      { nights: 5, rate: 2400, season: 'High season', amount: 12_000 },
      { nights: 4, rate: 3600, season: 'Festive', amount: 14_400 },
    ]);
    expect(quote.lines.map(formatQuoteLine)).toEqual([
      '5 nights × $2,400 — High season',
      '4 nights × $3,600 — Festive',
    ]);
    expect(quote.accommodation).toBe(26_400);
    expect(quote.tax).toEqual({ label: 'Saint-Barthélemy tax on accommodation (5%)', percent: 5, amount: 1320 });
    expect(quote.serviceFee).toBeNull();
    expect(quote.total).toBe(27_720);
    expect(quote.festive).toBe(true);
    expect(quote.minNights).toBe(14);
    expect(quote.minNightsSeason).toBe('Festive');
    expect(quote.securityDeposit).toBe(5000);
    expect(quote.currency).toBe('USD');
    expect(quote.guests).toBe(4);
  });

  it('prices the last night of a season at its rate and the first night after at the next', () => {
    const rateOf = (checkIn: string) => priceStay(context(), d(checkIn), addDays(d(checkIn), 1), 2).lines;
    expect(rateOf('2026-11-30')).toEqual([{ nights: 1, rate: 900, season: null, amount: 900 }]);
    expect(rateOf('2026-12-01')).toEqual([{ nights: 1, rate: 2400, season: 'High season', amount: 2400 }]);
    expect(rateOf('2026-12-19')).toEqual([{ nights: 1, rate: 2400, season: 'High season', amount: 2400 }]);
    expect(rateOf('2026-12-20')).toEqual([{ nights: 1, rate: 3600, season: 'Festive', amount: 3600 }]);
    expect(rateOf('2027-01-05')).toEqual([{ nights: 1, rate: 3600, season: 'Festive', amount: 3600 }]);
    expect(rateOf('2027-01-06')).toEqual([{ nights: 1, rate: 900, season: null, amount: 900 }]);
    // Checking out on a season's first day does not touch it.
    expect(priceStay(context(), d('2026-11-27'), d('2026-12-01'), 2).festive).toBe(false);
    expect(priceStay(context(), d('2026-11-27'), d('2026-12-01'), 2).lines).toHaveLength(1);
  });

  it('lists the villa rate on either side of a season as separate lines', () => {
    const quote = priceStay(context(), d('2027-01-04'), d('2027-01-08'), 2);
    expect(quote.lines.map(formatQuoteLine)).toEqual(['2 nights × $3,600 — Festive', '2 nights × $900']);
    const around = priceStay(
      context({ seasons: [{ ...LOW, startDate: d('2027-03-02'), endDate: d('2027-03-02') }] }),
      d('2027-03-01'),
      d('2027-03-04'),
      2,
    );
    expect(around.lines.map(formatQuoteLine)).toEqual([
      '1 night × $900',
      '1 night × $700 — Low season',
      '1 night × $900',
    ]);
  });

  it('taxes accommodation only, never the service fee', () => {
    const terms: BookingTerms = { ...DEFAULT_BOOKING_TERMS, serviceFeePercent: 10 };
    const quote = priceStay(context({ terms }), d('2027-04-20'), d('2027-04-27'), 2);
    expect(quote.accommodation).toBe(6300);
    expect(quote.serviceFee).toEqual({ percent: 10, amount: 630 });
    expect(quote.tax.amount).toBe(315); // 5% of 6,300 — not of 6,930
    expect(quote.total).toBe(6300 + 630 + 315);
  });

  it('uses the island of the villa for the tax', () => {
    const terms: BookingTerms = { ...DEFAULT_BOOKING_TERMS, taxPercent: { 'Saint Barthélemy': 5, 'Sint Maarten': 4 } };
    const quote = priceStay(
      context({ terms, rental: { ...VILLA, island: 'Sint Maarten' } }),
      d('2027-04-20'),
      d('2027-04-27'),
      2,
    );
    expect(quote.tax).toEqual({ label: 'Sint Maarten accommodation tax (4%)', percent: 4, amount: 252 });
    expect(taxLabel('Saint Barthélemy', 2.5)).toBe('Saint-Barthélemy tax on accommodation (2.5%)');
  });

  it('rounds every amount to whole dollars, half up, at its line', () => {
    const rental = { ...VILLA, dailyRate: 1235 };
    const quote = priceStay(context({ rental, seasons: [] }), d('2027-03-01'), d('2027-03-11'), 2);
    expect(quote.accommodation).toBe(12_350);
    expect(quote.tax.amount).toBe(618); // 617.50 → 618
    expect(quote.total).toBe(12_968);
    const fee = priceStay(
      context({ rental, seasons: [], terms: { ...DEFAULT_BOOKING_TERMS, serviceFeePercent: 2.5 } }),
      d('2027-03-01'),
      d('2027-03-11'),
      2,
    );
    expect(fee.serviceFee?.amount).toBe(309); // 308.75 → 309
    // 7 nights × $900 + 5% = $6,615; a 30% deposit is $1,984.50 → $1,985.
    const schedule = priceStay(context(), d('2027-04-20'), d('2027-04-27'), 2).schedule;
    expect(schedule.map((step) => step.amount)).toEqual([1985, 4630]);
  });

  it('asks a deposit on confirmation and the balance 60 days before arrival', () => {
    const quote = priceStay(context(), d('2027-04-20'), d('2027-04-27'), 2);
    expect(quote.festive).toBe(false);
    expect(quote.schedule).toEqual([
      { kind: 'deposit', percent: 30, amount: 1985, due: null },
      { kind: 'balance', percent: 70, amount: 4630, due: '2027-02-19' },
    ]);
    expect(quote.schedule.map(paymentStepLabel)).toEqual([
      'Deposit (30%) on confirmation',
      'Balance (70%) by February 19, 2027',
    ]);
  });

  it('asks the balance 90 days before arrival when the stay touches a festive season', () => {
    const quote = priceStay(context(), d('2026-12-12'), d('2026-12-26'), 2);
    expect(quote.lines).toEqual([
      { nights: 8, rate: 2400, season: 'High season', amount: 19_200 },
      { nights: 6, rate: 3600, season: 'Festive', amount: 21_600 },
    ]);
    expect(quote.total).toBe(42_840);
    expect(quote.schedule).toEqual([
      { kind: 'deposit', percent: 30, amount: 12_852, due: null },
      { kind: 'balance', percent: 70, amount: 29_988, due: '2026-09-13' },
    ]);
    // One festive night at the end of the stay is enough.
    expect(priceStay(context(), d('2026-12-13'), d('2026-12-21'), 2).schedule[1]?.due).toBe('2026-09-14');
  });

  it('asks the full amount on confirmation once inside the balance window', () => {
    const at = (today: string) => priceStay(context({ today: d(today) }), d('2026-12-12'), d('2026-12-26'), 2).schedule;
    expect(at('2026-09-12')).toHaveLength(2);
    expect(at('2026-09-13')).toEqual([{ kind: 'full', percent: 100, amount: 42_840, due: null }]);
    expect(at('2026-12-01').map(paymentStepLabel)).toEqual(['Full payment on confirmation']);
  });
});

describe('requiredMinNights', () => {
  it('takes the strictest season the stay touches, even by one night', () => {
    // One Festive night (Jan 5) then villa-rate nights: the Festive 14 nights apply.
    expect(requiredMinNights(VILLA, SEASONS, d('2027-01-05'), d('2027-01-09'))).toEqual({
      nights: 14,
      season: 'Festive',
    });
    expect(requiredMinNights(VILLA, SEASONS, d('2026-12-12'), d('2026-12-19'))).toEqual({
      nights: 7,
      season: 'High season',
    });
  });
  it('counts the villa’s own minimum when a night falls outside every season', () => {
    // Apr 30 outside (villa: 3) + May 1 in Low (2): the villa's minimum is stricter.
    expect(requiredMinNights(VILLA, SEASONS, d('2027-04-30'), d('2027-05-02'))).toEqual({ nights: 3, season: null });
    // All nights in Low season: the villa's own minimum does not apply.
    expect(requiredMinNights(VILLA, SEASONS, d('2027-05-01'), d('2027-05-03'))).toEqual({
      nights: 2,
      season: 'Low season',
    });
  });
  it('refuses short stays with the text of whoever imposed the minimum', () => {
    const ctx = context();
    const short = stayRefusals(ctx, request('2027-01-05', '2027-01-09')).find((r) => r.code === 'too_short');
    expect(short).toEqual({
      code: 'too_short',
      field: 'checkOut',
      message: 'Festive season stays are at least 14 nights.',
    });
    const villa = stayRefusals(ctx, request('2027-04-30', '2027-05-02')).find((r) => r.code === 'too_short');
    expect(villa?.message).toBe("This villa's minimum stay is 3 nights.");
    expect(codes(ctx, request('2027-05-01', '2027-05-03'))).toEqual([]);
  });
});

describe('stayRefusals', () => {
  it('accepts a good stay', () => {
    expect(stayRefusals(context(), request('2026-12-12', '2026-12-26', 6))).toEqual([]);
  });

  it('asks for both dates', () => {
    expect(stayRefusals(context(), request(null, null))).toEqual([
      { code: 'check_in_missing', field: 'checkIn', message: 'Choose a check-in date.' },
      { code: 'check_out_missing', field: 'checkOut', message: 'Choose a check-out date.' },
    ]);
  });

  it('wants check-out after check-in', () => {
    for (const checkOut of ['2027-03-01', '2027-02-20']) {
      expect(stayRefusals(context(), request('2027-03-01', checkOut))).toEqual([
        { code: 'check_out_not_after_check_in', field: 'checkOut', message: 'Check-out must be after check-in.' },
      ]);
    }
  });

  it('refuses the past but not today', () => {
    const ctx = context({ today: d('2027-03-01') });
    expect(stayRefusals(ctx, request('2027-02-28', '2027-03-05'))).toEqual([
      { code: 'in_past', field: 'checkIn', message: "Check-in can't be in the past." },
    ]);
    expect(codes(ctx, request('2027-03-01', '2027-03-05'))).toEqual([]);
  });

  it('refuses check-in more than 3 years ahead', () => {
    const ctx = context({ today: d('2026-06-01') });
    expect(codes(ctx, request('2029-06-01', '2029-06-05'))).toEqual([]);
    expect(codes(ctx, request('2029-06-02', '2029-06-06'))).toEqual(['too_far_ahead']);
  });

  it('refuses stays over 180 nights', () => {
    const ctx = context({ seasons: [] });
    const checkIn = d('2027-02-01');
    expect(codes(ctx, { checkIn, checkOut: addDays(checkIn, MAX_STAY_NIGHTS), guests: 2 })).toEqual([]);
    expect(stayRefusals(ctx, { checkIn, checkOut: addDays(checkIn, MAX_STAY_NIGHTS + 1), guests: 2 })).toEqual([
      {
        code: 'too_long',
        field: 'checkOut',
        message: 'Stays are at most 180 nights; please contact us for longer stays.',
      },
    ]);
  });

  it('restricts arrival days from the check-in night’s season only', () => {
    const ctx = context();
    // Tuesday in High season (Saturday only).
    expect(stayRefusals(ctx, request('2026-12-15', '2026-12-30')).find((r) => r.code === 'arrival_day')).toEqual({
      code: 'arrival_day',
      field: 'checkIn',
      message: 'Arrivals in High season are on Saturday only.',
    });
    // Saturday in High season.
    expect(codes(ctx, request('2026-12-12', '2026-12-26'))).toEqual([]);
    // Arriving outside every season on a Tuesday and running into High season: no restriction.
    expect(codes(ctx, request('2026-11-24', '2026-12-03'))).toEqual([]);
    // Sunday in Festive (any day), running through High's Saturday-only rule's neighbour: fine.
    expect(codes(ctx, request('2026-12-20', '2027-01-03'))).toEqual([]);
    // Several days, in week order.
    expect(stayRefusals(ctx, request('2027-05-04', '2027-05-08')).map((r) => r.message)).toEqual([
      'Arrivals in Low season are on Saturday or Sunday only.',
    ]);
    expect(guestBookingTexts.refusals.arrivalDay('Shoulder', [7, 5, 6])).toBe(
      'Arrivals in Shoulder season are on Friday, Saturday or Sunday only.',
    );
    // An empty list means any day, like null.
    expect(codes(context({ seasons: [{ ...HIGH, arrivalDays: [] }] }), request('2026-12-15', '2026-12-30'))).toEqual(
      [],
    );
  });

  it('counts guests from 1 to the villa’s maximum', () => {
    const ctx = context();
    const guestsRefusals = (guests: number | null) => stayRefusals(ctx, request('2026-12-12', '2026-12-26', guests));
    expect(guestsRefusals(6)).toEqual([]);
    expect(guestsRefusals(1)).toEqual([]);
    expect(guestsRefusals(7)).toEqual([
      { code: 'too_many_guests', field: 'guests', message: 'This villa sleeps up to 6 guests.' },
    ]);
    for (const guests of [0, -1, null, 1.5]) {
      expect(guestsRefusals(guests)).toEqual([
        { code: 'too_few_guests', field: 'guests', message: 'At least 1 guest.' },
      ]);
    }
    expect(guestBookingTexts.refusals.tooManyGuests(1)).toBe('This villa sleeps up to 1 guest.');
  });

  it('names the first taken run of nights', () => {
    const busy = [
      { checkIn: d('2026-12-24'), checkOut: d('2026-12-28') },
      { checkIn: d('2027-01-01'), checkOut: d('2027-01-10') },
    ];
    const ctx = context({ busy });
    expect(stayRefusals(ctx, request('2026-12-20', '2027-01-03'))).toEqual([
      { code: 'not_free', field: 'checkIn', message: 'These dates are not available: Dec 24 – Dec 27 are booked.' },
    ]);
    // Back-to-back stays make one run; a single night reads in the singular.
    const joined = context({ busy: [busy[0]!, { checkIn: d('2026-12-28'), checkOut: d('2026-12-30') }] });
    expect(firstTakenRun(joined.busy, d('2026-12-20'), d('2027-01-03'))).toEqual({
      from: '2026-12-24',
      to: '2026-12-29',
    });
    const single = context({ busy: [{ checkIn: d('2026-12-24'), checkOut: d('2026-12-25') }] });
    expect(stayRefusals(single, request('2026-12-20', '2027-01-03')).map((r) => r.message)).toEqual([
      'These dates are not available: Dec 24 is booked.',
    ]);
    // The run is clipped to the stay.
    expect(firstTakenRun(busy, d('2026-12-26'), d('2027-01-03'))).toEqual({ from: '2026-12-26', to: '2026-12-27' });
  });

  it('allows a turnover day: arriving on another stay’s check-out day, leaving on the next one’s check-in day', () => {
    const busy = [
      { checkIn: d('2026-12-06'), checkOut: d('2026-12-12') },
      { checkIn: d('2026-12-26'), checkOut: d('2027-01-02') },
    ];
    expect(isFree(busy, d('2026-12-12'), d('2026-12-26'))).toBe(true);
    expect(codes(context({ busy }), request('2026-12-12', '2026-12-26'))).toEqual([]);
    expect(isFree(busy, d('2026-12-11'), d('2026-12-26'))).toBe(false);
    expect(isFree(busy, d('2026-12-12'), d('2026-12-27'))).toBe(false);
  });

  it('gives every refusal that applies', () => {
    const ctx = context({ today: d('2027-01-01'), busy: [{ checkIn: d('2026-12-01'), checkOut: d('2026-12-03') }] });
    expect(codes(ctx, request('2026-12-01', '2026-12-04', 9))).toEqual([
      'in_past',
      'arrival_day',
      'too_short',
      'not_free',
      'too_many_guests',
    ]);
  });
});

describe('quoteStay', () => {
  it('quotes a bookable stay', () => {
    const result = quoteStay(context(), request('2026-12-12', '2026-12-26', 4));
    expect(result.ok).toBe(true);
    expect(result.quote?.total).toBe(42_840);
  });
  it('still prices refused stays with well-formed dates', () => {
    const result = quoteStay(context(), request('2026-12-15', '2026-12-24', 9));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.refusals.map((r) => r.code)).toEqual(['arrival_day', 'too_short', 'too_many_guests']);
    expect(result.quote?.accommodation).toBe(26_400);
    expect(result.quote?.guests).toBe(9);
    expect(quoteStay(context(), request('2026-12-15', '2026-12-24', null)).quote?.guests).toBe(1);
  });
  it('has no quote without well-formed dates', () => {
    for (const req of [request(null, '2026-12-24'), request('2026-12-15', null), request('2026-12-15', '2026-12-15')]) {
      expect(quoteStay(context(), req)).toMatchObject({ ok: false, quote: null });
    }
  });
});

describe('add-ons', () => {
  it('keep known values once, in catalogue order', () => {
    expect(parseAddOns(['massage', 'private-chef', 'massage', 'helicopter', 3, null])).toEqual([
      'private-chef',
      'massage',
    ]);
    expect(parseAddOns([])).toEqual([]);
    expect(parseAddOns(ADD_ONS.map((a) => a.value).reverse())).toEqual(ADD_ONS.map((a) => a.value));
  });
  it('have labels', () => {
    expect(addOnLabel('boat-charter')).toBe('Boat charter');
    expect(addOnLabel('retired-service')).toBe('retired-service');
    expect(guestBookingTexts.addOns.onRequest).toBe('on request');
  });
});

describe('bookingTermsSchema', () => {
  const form = {
    taxPercentStBarth: '5',
    taxPercentSintMaarten: '4.25',
    serviceFeePercent: '0',
    depositPercent: '30',
    balanceDaysBefore: '60',
    festiveBalanceDaysBefore: '90',
    optionHoldHours: '72',
    depositDueDays: '7',
    confirmOnDeposit: 'on',
    cancellationBasePercent: '30',
    cancellationTiers: [{ withinDays: '60', retainedPercent: '100' }],
  };
  it('reads the settings form into terms', () => {
    expect(bookingTermsSchema.parse(form)).toEqual({
      ...DEFAULT_BOOKING_TERMS,
      taxPercent: { 'Saint Barthélemy': 5, 'Sint Maarten': 4.25 },
    });
  });
  it('explains what is wrong', () => {
    const result = bookingTermsSchema.safeParse({
      ...form,
      taxPercentStBarth: '101',
      taxPercentSintMaarten: '4.125',
      depositPercent: undefined,
      balanceDaysBefore: '1.5',
      festiveBalanceDaysBefore: '400',
      optionHoldHours: '0',
      depositDueDays: '61',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      taxPercentStBarth: 'Saint Barthélemy tax must be between 0 and 100',
      taxPercentSintMaarten: 'Sint Maarten tax can have at most 2 decimals',
      depositPercent: 'Deposit is required',
      balanceDaysBefore: 'Balance due (days before arrival) must be a whole number of days between 0 and 365',
      festiveBalanceDaysBefore:
        'Festive balance due (days before arrival) must be a whole number of days between 0 and 365',
      optionHoldHours: 'Option hold must be a whole number of hours between 1 and 720',
      depositDueDays: 'Deposit due must be a whole number of days between 1 and 60',
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Properties: random seasons (never overlapping), random stays, busy ranges, terms and "today".
// ---------------------------------------------------------------------------------------------------------------

const BASE_DAY = Date.UTC(2026, 0, 1) / 86_400_000;
const day = (offset: number) => fromDayNumber(BASE_DAY + offset);

const seasonsArb: fc.Arbitrary<Season[]> = fc
  .array(
    fc.record({
      gap: fc.integer({ min: 0, max: 60 }),
      length: fc.integer({ min: 1, max: 90 }),
      // Few names and rates, so that neighbouring seasons sometimes look alike and lines must merge.
      name: fc.constantFrom('High season', 'Festive', 'Low season', 'Shoulder'),
      nightlyRate: fc.oneof(fc.constantFrom(900, 1500), fc.integer({ min: 100, max: 20_000 })),
      minNights: fc.integer({ min: 1, max: 21 }),
      arrivalDays: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 7 })),
      festive: fc.boolean(),
    }),
    { maxLength: 8 },
  )
  .map((specs) => {
    let next = 0;
    return specs.map((spec, index) => {
      const start = next + spec.gap;
      next = start + spec.length;
      return {
        id: `s${index}`,
        name: spec.name,
        startDate: day(start),
        endDate: day(start + spec.length - 1),
        nightlyRate: spec.nightlyRate,
        minNights: spec.minNights,
        arrivalDays: spec.arrivalDays,
        festive: spec.festive,
      };
    });
  })
  .chain((seasons) => fc.shuffledSubarray(seasons, { minLength: seasons.length }));

const rentalArb: fc.Arbitrary<RentalPricing> = fc.record({
  dailyRate: fc.oneof(fc.constant(900), fc.integer({ min: 100, max: 20_000 })),
  minStayDays: fc.integer({ min: 1, max: 14 }),
  maxGuests: fc.integer({ min: 1, max: 16 }),
  island: fc.constantFrom('Saint Barthélemy' as const, 'Sint Maarten' as const),
  securityDeposit: fc.integer({ min: 0, max: 50_000 }),
});

const percentArb = fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100);

const termsArb: fc.Arbitrary<BookingTerms> = fc.record({
  taxPercent: fc.record({ 'Saint Barthélemy': percentArb, 'Sint Maarten': percentArb }),
  serviceFeePercent: fc.oneof(fc.constant(0), percentArb),
  depositPercent: fc.oneof(fc.constant(30), percentArb),
  balanceDaysBefore: fc.integer({ min: 0, max: 365 }),
  festiveBalanceDaysBefore: fc.integer({ min: 0, max: 365 }),
  optionHoldHours: fc.integer({ min: 1, max: 720 }),
  // The payment rules play no part in a quote.
  depositDueDays: fc.integer({ min: 1, max: 60 }),
  confirmOnDeposit: fc.boolean(),
  cancellation: fc.constant(DEFAULT_BOOKING_TERMS.cancellation),
});

const busyArb: fc.Arbitrary<BusyRange[]> = fc.array(
  fc.record({ start: fc.integer({ min: -20, max: 700 }), nights: fc.integer({ min: 1, max: 30 }) }).map((b) => ({
    checkIn: day(b.start),
    checkOut: day(b.start + b.nights),
  })),
  { maxLength: 5 },
);

const contextArb: fc.Arbitrary<QuoteContext> = fc.record({
  rental: rentalArb,
  seasons: seasonsArb,
  terms: termsArb,
  busy: busyArb,
  today: fc.integer({ min: -60, max: 700 }).map(day),
});

/** A well-formed stay: 1..200 nights starting within the seasons' span (or a little before). */
const stayArb = fc
  .record({ start: fc.integer({ min: -20, max: 700 }), nights: fc.integer({ min: 1, max: 200 }) })
  .map(({ start, nights }) => ({ checkIn: day(start), checkOut: day(start + nights), nights }));

/** Any request: dates possibly missing, reversed or years away; guests possibly missing or wrong. */
const requestArb: fc.Arbitrary<StayRequest> = fc
  .record({
    start: fc.option(
      fc.oneof(
        { arbitrary: fc.integer({ min: 0, max: 700 }), weight: 4 },
        { arbitrary: fc.integer({ min: -100, max: 1900 }), weight: 1 },
      ),
      { freq: 10 },
    ),
    nights: fc.option(
      fc.oneof(
        { arbitrary: fc.integer({ min: 1, max: 30 }), weight: 4 },
        { arbitrary: fc.integer({ min: -5, max: 200 }), weight: 1 },
      ),
      { freq: 10 },
    ),
    guests: fc.option(
      fc.oneof(
        { arbitrary: fc.integer({ min: 1, max: 12 }), weight: 8 },
        { arbitrary: fc.integer({ min: -1, max: 18 }), weight: 2 },
        { arbitrary: fc.constant(2.5), weight: 1 },
      ),
      { freq: 10 },
    ),
  })
  .map(({ start, nights, guests }) => ({
    checkIn: start === null ? null : day(start),
    checkOut: nights === null ? null : day((start ?? 0) + nights),
    guests,
  }));

// Oracles, written the slow and obvious way (no shared code with the engine).
const oracleSeason = (seasons: readonly Season[], night: CalendarDate) =>
  seasons.find((s) => s.startDate <= night && night <= s.endDate) ?? null;
const oracleNights = (checkIn: CalendarDate, checkOut: CalendarDate) => {
  const nights: CalendarDate[] = [];
  for (let night = checkIn; night < checkOut; night = addDays(night, 1)) nights.push(night);
  return nights;
};
const oracleRate = (ctx: QuoteContext, night: CalendarDate) =>
  oracleSeason(ctx.seasons, night)?.nightlyRate ?? ctx.rental.dailyRate;
const utcWeekday = (date: CalendarDate) => {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
};
const threeYearsLater = (date: CalendarDate) => {
  const [y, m, dd] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y + 3, m, 0)).getUTCDate();
  return `${y + 3}-${String(m).padStart(2, '0')}-${String(Math.min(dd, lastDay)).padStart(2, '0')}`;
};

describe('quote properties', () => {
  it('seasons generated for the properties never overlap', () => {
    fc.assert(
      fc.property(seasonsArb, (seasons) => {
        expect(firstOverlap(seasons)).toBeNull();
      }),
      { numRuns: 100 },
    );
  });

  it('total = every night’s rate + fee + tax; lines cover every night in merged runs', () => {
    fc.assert(
      fc.property(contextArb, stayArb, (ctx, stay) => {
        const quote = priceStay(ctx, stay.checkIn, stay.checkOut, 2);
        const nights = oracleNights(stay.checkIn, stay.checkOut);
        const sumOfRates = nights.reduce((sum, night) => sum + oracleRate(ctx, night), 0);

        expect(quote.nights).toBe(stay.nights);
        expect(quote.accommodation).toBe(sumOfRates);
        expect(quote.total).toBe(sumOfRates + (quote.serviceFee?.amount ?? 0) + quote.tax.amount);
        expect(quote.lines.reduce((sum, line) => sum + line.nights, 0)).toBe(stay.nights);
        expect(quote.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(quote.accommodation);
        for (const line of quote.lines) expect(line.amount).toBe(line.rate * line.nights);
        for (let i = 1; i < quote.lines.length; i++) {
          const [a, b] = [quote.lines[i - 1]!, quote.lines[i]!];
          expect(a.rate === b.rate && a.season === b.season).toBe(false);
        }
        // Lines, expanded, are the nights in order.
        const expanded = quote.lines.flatMap((line) =>
          Array.from({ length: line.nights }, () => [line.rate, line.season]),
        );
        expect(expanded).toEqual(
          nights.map((night) => [oracleRate(ctx, night), oracleSeason(ctx.seasons, night)?.name ?? null]),
        );

        // Fee and tax: the percent of accommodation alone, rounded half up to the dollar.
        const taxPercent = ctx.terms.taxPercent[ctx.rental.island];
        expect(Math.abs(quote.tax.amount - (sumOfRates * taxPercent) / 100)).toBeLessThanOrEqual(0.5 + 1e-9);
        expect(Number.isInteger(quote.tax.amount)).toBe(true);
        if (ctx.terms.serviceFeePercent === 0) expect(quote.serviceFee).toBeNull();
        else {
          expect(
            Math.abs(quote.serviceFee!.amount - (sumOfRates * ctx.terms.serviceFeePercent) / 100),
          ).toBeLessThanOrEqual(0.5 + 1e-9);
        }
        expect(quote.securityDeposit).toBe(ctx.rental.securityDeposit);
      }),
      RUNS,
    );
  });

  it('the payment schedule adds up to the total and falls due on the right day', () => {
    fc.assert(
      fc.property(contextArb, stayArb, (ctx, stay) => {
        const quote = priceStay(ctx, stay.checkIn, stay.checkOut, 2);
        const festive = oracleNights(stay.checkIn, stay.checkOut).some((n) => oracleSeason(ctx.seasons, n)?.festive);
        expect(quote.festive).toBe(festive);
        const due = addDays(
          stay.checkIn,
          -(festive ? ctx.terms.festiveBalanceDaysBefore : ctx.terms.balanceDaysBefore),
        );
        const steps = quote.schedule;
        expect(steps.reduce((sum, step) => sum + step.amount, 0)).toBe(quote.total);
        if (ctx.today >= due) {
          expect(steps).toEqual([{ kind: 'full', percent: 100, amount: quote.total, due: null }]);
        } else if (steps.length === 2) {
          const [deposit, balance] = steps as [(typeof steps)[0], (typeof steps)[0]];
          expect(deposit).toMatchObject({ kind: 'deposit', percent: ctx.terms.depositPercent, due: null });
          expect(Math.abs(deposit.amount - (quote.total * ctx.terms.depositPercent) / 100)).toBeLessThanOrEqual(
            0.5 + 1e-9,
          );
          expect(balance).toMatchObject({ kind: 'balance', due });
          expect(deposit.amount + balance.amount).toBe(quote.total);
          expect(deposit.percent + balance.percent).toBeCloseTo(100, 9);
        } else {
          // A deposit that is the whole price (100%, or a total of $0) is one payment.
          expect(steps).toEqual([{ kind: 'full', percent: 100, amount: quote.total, due: null }]);
          expect(Math.round((quote.total * ctx.terms.depositPercent) / 100)).toBeGreaterThanOrEqual(quote.total);
        }
      }),
      RUNS,
    );
  });

  it('the minimum stay is the largest of the nights’ minimums', () => {
    fc.assert(
      fc.property(contextArb, stayArb, (ctx, stay) => {
        const minimums = oracleNights(stay.checkIn, stay.checkOut).map((night) => {
          const season = oracleSeason(ctx.seasons, night);
          return season ? season.minNights : ctx.rental.minStayDays;
        });
        const required = requiredMinNights(ctx.rental, ctx.seasons, stay.checkIn, stay.checkOut);
        expect(required.nights).toBe(Math.max(...minimums));
        const nightOfSource = oracleNights(stay.checkIn, stay.checkOut).find((night) => {
          const season = oracleSeason(ctx.seasons, night);
          return (
            (season ? season.name : null) === required.season &&
            (season ? season.minNights : ctx.rental.minStayDays) === required.nights
          );
        });
        expect(nightOfSource).toBeDefined();
      }),
      RUNS,
    );
  });

  it('every refusal appears exactly when its condition holds', () => {
    fc.assert(
      fc.property(contextArb, requestArb, (ctx, req) => {
        const { checkIn, checkOut, guests } = req;
        const datesOk = checkIn !== null && checkOut !== null && checkOut > checkIn;
        const nights = datesOk ? oracleNights(checkIn, checkOut) : [];
        const arrivalSeason = checkIn === null ? null : oracleSeason(ctx.seasons, checkIn);
        const expected: Record<RefusalCode, boolean> = {
          check_in_missing: checkIn === null,
          check_out_missing: checkOut === null,
          check_out_not_after_check_in: checkIn !== null && checkOut !== null && checkOut <= checkIn,
          in_past: checkIn !== null && checkIn < ctx.today,
          too_far_ahead: checkIn !== null && checkIn > threeYearsLater(ctx.today),
          too_long: datesOk && nights.length > 180,
          too_short:
            datesOk &&
            nights.length <
              Math.max(...nights.map((n) => oracleSeason(ctx.seasons, n)?.minNights ?? ctx.rental.minStayDays)),
          arrival_day:
            checkIn !== null &&
            !!arrivalSeason?.arrivalDays?.length &&
            !arrivalSeason.arrivalDays.includes(utcWeekday(checkIn)),
          too_many_guests: guests !== null && Number.isInteger(guests) && guests > ctx.rental.maxGuests,
          too_few_guests: guests === null || !Number.isInteger(guests) || guests < 1,
          not_free: nights.some((night) => ctx.busy.some((b) => b.checkIn <= night && night < b.checkOut)),
        };
        const refusals = stayRefusals(ctx, req);
        const got = refusals.map((r) => r.code);
        expect(new Set(got).size).toBe(got.length);
        expect([...got].sort()).toEqual(
          (Object.keys(expected) as RefusalCode[]).filter((code) => expected[code]).sort(),
        );
        for (const refusal of refusals) expect(refusal.message.length).toBeGreaterThan(0);

        const result = quoteStay(ctx, req);
        expect(result.ok).toBe(got.length === 0);
        expect(result.quote !== null).toBe(datesOk);
      }),
      RUNS,
    );
  });

  it('not_free names the first run of taken nights; isFree agrees', () => {
    fc.assert(
      fc.property(busyArb, stayArb, (busy, stay) => {
        const taken = (night: CalendarDate) => busy.some((b) => b.checkIn <= night && night < b.checkOut);
        const nights = oracleNights(stay.checkIn, stay.checkOut);
        const first = nights.findIndex(taken);
        const run = firstTakenRun(busy, stay.checkIn, stay.checkOut);
        expect(isFree(busy, stay.checkIn, stay.checkOut)).toBe(first === -1);
        if (first === -1) {
          expect(run).toBeNull();
          return;
        }
        let last = first;
        while (last + 1 < nights.length && taken(nights[last + 1]!)) last++;
        expect(run).toEqual({ from: nights[first], to: nights[last] });
      }),
      RUNS,
    );
  });
});
