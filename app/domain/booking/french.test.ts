import { getZodConstraint } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { RENTAL_PRICE_BANDS } from '#app/domain/constants';
import { bandLabel } from '#app/domain/currency/currency';
import { rentalsTexts } from '#app/domain/listings/texts/rentals';
import { HONEYPOT_FIELD } from '#app/domain/leads/lead-form-fields';
// The French texts, as the server loads them (the browser loads them only on French pages).
import '#app/domain/i18n/texts/fr';
import { calendarWeekdays, CALENDAR_WEEKDAYS } from './calendar';
import { formatCalendarDate, formatStayDates, parseCalendarDate, type CalendarDate } from './dates';
import {
  paymentStepLabel,
  paymentStepLabelIn,
  priceStay,
  quoteLineFormatter,
  stayRefusals,
  taxLineLabel,
  type QuoteContext,
} from './quote';
import { bookingRequestSchemaFor } from './request-form';
import { DEFAULT_BOOKING_TERMS } from './terms';

const bookingRequestSchema = bookingRequestSchemaFor('en');

/** The booking domain in French (issue 14): dates, the quote's lines, refusals and the request form. */

const d = (value: string) => parseCalendarDate(value) as CalendarDate;

const context = (overrides: Partial<QuoteContext> = {}): QuoteContext => ({
  rental: {
    dailyRate: 900,
    minStayDays: 3,
    maxGuests: 6,
    island: 'Saint Barthélemy',
    securityDeposit: 5000,
    currency: 'EUR',
  },
  seasons: [
    {
      id: 'high',
      name: 'High season',
      startDate: d('2026-12-01'),
      endDate: d('2026-12-19'),
      nightlyRate: 2400,
      minNights: 7,
      arrivalDays: [6],
      festive: false,
    },
  ],
  terms: DEFAULT_BOOKING_TERMS,
  busy: [{ checkIn: d('2027-03-10'), checkOut: d('2027-03-12') }],
  today: d('2026-06-01'),
  ...overrides,
});

describe('dates in French, through Intl', () => {
  it('formats long, short and month dates, and stays', () => {
    expect(formatCalendarDate(d('2026-12-20'), 'long', 'fr')).toBe('20 décembre 2026');
    expect(formatCalendarDate(d('2026-12-20'), 'short', 'fr')).toBe('20 déc.');
    expect(formatCalendarDate(d('2026-12-20'), 'month', 'fr')).toBe('décembre 2026');
    expect(formatStayDates(d('2026-12-20'), d('2026-12-27'), 'fr')).toBe('20 déc. – 27 déc. 2026');
    // English unchanged.
    expect(formatCalendarDate(d('2026-12-20'), 'long')).toBe('December 20, 2026');
    expect(formatStayDates(d('2026-12-28'), d('2027-01-04'))).toBe('Dec 28, 2026 – Jan 4, 2027');
  });

  it('names the calendar’s weekdays from Monday, English keeping its two letters', () => {
    expect(calendarWeekdays('fr').map((day) => day.short)).toEqual([
      'lun.',
      'mar.',
      'mer.',
      'jeu.',
      'ven.',
      'sam.',
      'dim.',
    ]);
    expect(calendarWeekdays('fr')[6]!.long).toBe('dimanche');
    expect(calendarWeekdays('en')).toBe(CALENDAR_WEEKDAYS);
  });
});

describe('the quote in French', () => {
  const ctx = context();
  const quote = priceStay(ctx, d('2026-12-12'), d('2026-12-22'), 2);

  it('writes lines, the tax and the schedule in French, amounts in the villa’s currency', () => {
    expect(quote.lines.map(quoteLineFormatter('EUR', 'fr'))).toEqual([
      '8 nuits × 2\u202f400\u00a0€ — High season',
      '2 nuits × 900\u00a0€',
    ]);
    // Stored in English; shown in the page's language.
    expect(quote.tax.label).toBe('Saint-Barthélemy tax on accommodation (5%)');
    expect(taxLineLabel(quote.tax, 'fr')).toBe('Taxe de séjour de Saint-Barthélemy (5\u202f%)');
    expect(taxLineLabel(quote.tax, 'en')).toBe(quote.tax.label);
    expect(taxLineLabel({ ...quote.tax, label: 'Tax' }, 'fr')).toBe('Tax');
    expect(quote.schedule.map(paymentStepLabelIn('fr'))).toEqual([
      'Acompte (30\u202f%) à la confirmation',
      'Solde (70\u202f%) au plus tard le 13 octobre 2026',
    ]);
    expect(quote.schedule.map(paymentStepLabel)).toEqual([
      'Deposit (30%) on confirmation',
      'Balance (70%) by October 13, 2026',
    ]);
  });

  it('refuses in the context’s language, English by default', () => {
    const request = { checkIn: d('2027-03-08'), checkOut: d('2027-03-09'), guests: 9 };
    expect(stayRefusals(context({ locale: 'fr' }), request).map((refusal) => refusal.message)).toEqual([
      'Le séjour minimum dans cette villa est de 3 nuits.',
      'Cette villa accueille au plus 6 voyageurs.',
    ]);
    expect(
      stayRefusals(context({ locale: 'fr' }), { checkIn: d('2026-12-07'), checkOut: d('2026-12-14'), guests: 2 })[0]!
        .message,
    ).toBe('High season\u00a0: arrivées le samedi uniquement.');
    expect(
      stayRefusals(context({ locale: 'fr' }), { checkIn: d('2027-03-09'), checkOut: d('2027-03-13'), guests: 2 })[0]!
        .message,
    ).toBe('Ces dates ne sont pas disponibles\u00a0: les nuits du 10 mars au 11 mars sont réservées.');
    expect(stayRefusals(context(), request).map((refusal) => refusal.message)).toEqual([
      "This villa's minimum stay is 3 nights.",
      'This villa sleeps up to 6 guests.',
    ]);
  });
});

describe('the booking request form in French', () => {
  const valid = {
    checkIn: '2027-02-06',
    checkOut: '2027-02-13',
    guests: '4',
    name: 'Grâce Invitée',
    email: 'grace@example.com',
    phone: '',
    message: '',
    addOns: ['boat-charter'],
    quotedTotal: '16800',
    submissionId: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
    [HONEYPOT_FIELD]: '',
  };
  const messages = (schema: typeof bookingRequestSchema, input: object) => {
    const result = schema.safeParse(input);
    return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('says what is wrong in French', () => {
    const input = {
      ...valid,
      checkIn: '2027-02-30',
      checkOut: '',
      name: '',
      email: 'nope',
      phone: 'call me',
      guests: '0',
    };
    expect(messages(bookingRequestSchemaFor('fr'), input)).toEqual({
      checkIn: 'Saisissez une date au format AAAA-MM-JJ.',
      checkOut: 'Choisissez une date de départ.',
      name: 'Le nom complet est obligatoire',
      email: 'Veuillez saisir une adresse e-mail valide',
      phone: 'Le téléphone ne peut contenir que des chiffres, des espaces et les signes + ( ) - .',
      guests: 'Au moins 1 voyageur.',
    });
    expect(messages(bookingRequestSchema, input)).toMatchObject({
      name: 'Full Name is required',
      email: 'Please enter a valid email address',
    });
  });

  it('follows the same rules as the English form, and has the same HTML constraints', () => {
    const samples = [
      valid,
      { ...valid, name: 'x'.repeat(201) },
      { ...valid, email: `${'x'.repeat(320)}@example.com` },
      { ...valid, phone: '+590 (0)6 90 12-34.56' },
      { ...valid, phone: '9'.repeat(51) },
      { ...valid, submissionId: 'nope' },
      { ...valid, message: 'x'.repeat(4001) },
    ];
    for (const sample of samples) {
      expect(Object.keys(messages(bookingRequestSchemaFor('fr'), sample))).toEqual(
        Object.keys(messages(bookingRequestSchema, sample)),
      );
    }
    expect(getZodConstraint(bookingRequestSchemaFor('fr'))).toEqual(getZodConstraint(bookingRequestSchema));
    expect(bookingRequestSchemaFor('en')).toBe(bookingRequestSchema);
  });
});

describe('the rentals list’s nightly bands', () => {
  it('reads the same in English as the bands’ own labels, and in French with the amount before its symbol', () => {
    for (const currency of ['USD', 'EUR'] as const) {
      for (const band of RENTAL_PRICE_BANDS) {
        expect(rentalsTexts.en.priceBand(band.min, band.max, currency)).toBe(bandLabel(band.label, currency));
      }
    }
    expect(rentalsTexts.fr.priceBand(500, 1000, 'EUR')).toBe('500\u00a0€ – 1\u202f000\u00a0€');
    expect(rentalsTexts.fr.priceBand(2000, null, 'USD')).toBe('2\u202f000\u00a0$US et plus');
  });
});
