import { describe, expect, it } from 'vitest';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import { DEFAULT_CANCELLATION_SCALE } from '#app/domain/payments/cancellation-scale';
import { bookingTermsFormValues, bookingTermsSchema, typedCancellationScale } from './terms-form';
import { DEFAULT_BOOKING_TERMS } from './terms';

const inWords = staffBookingTexts.termsSettings.scale.inWords;

/** The form's values as posted: numbers as text, the box ticked. */
const FORM = {
  ...bookingTermsFormValues(DEFAULT_BOOKING_TERMS),
  taxPercentStBarth: '5',
  taxPercentSintMaarten: '5',
  cancellationBasePercent: '30',
  cancellationTiers: [{ withinDays: '60', retainedPercent: '100' }],
};

const messages = (input: unknown) => {
  const result = bookingTermsSchema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
};

describe('the booking terms form’s payment rules', () => {
  it('reads back the stored terms', () => {
    expect(bookingTermsSchema.parse(bookingTermsFormValues(DEFAULT_BOOKING_TERMS))).toEqual(DEFAULT_BOOKING_TERMS);
  });

  it('reads an unticked box as confirming by hand, and no tiers as one share whenever the guest cancels', () => {
    const terms = bookingTermsSchema.parse({ ...FORM, confirmOnDeposit: undefined, cancellationTiers: undefined });
    expect(terms.confirmOnDeposit).toBe(false);
    expect(terms.cancellation).toEqual({ baseRetainedPercent: 30, tiers: [] });
  });

  it('puts the scale’s own messages on the fields they name', () => {
    expect(
      messages({
        ...FORM,
        cancellationBasePercent: '50',
        cancellationTiers: [
          { withinDays: '30', retainedPercent: '40' },
          { withinDays: '45', retainedPercent: '100' },
        ],
      }),
    ).toEqual({
      'cancellationTiers.0.retainedPercent': 'Tier 1: the share retained cannot fall as arrival comes closer.',
      'cancellationTiers.1.withinDays': 'Tier 2: tiers go from the most days before arrival to the fewest, each once.',
    });
    expect(messages({ ...FORM, cancellationBasePercent: '-5' })).toEqual({
      cancellationBasePercent: 'The share retained must be between 0% and 100%.',
    });
    expect(messages({ ...FORM, cancellationTiers: [{ withinDays: '7.5', retainedPercent: '100' }] })).toEqual({
      'cancellationTiers.0.withinDays': 'Tier 1: the days before arrival must be a whole number, 0 or more.',
    });
  });

  it('asks for what is missing and keeps the deposit’s delay between 1 and 60 days', () => {
    expect(
      messages({
        ...FORM,
        depositDueDays: '0',
        cancellationBasePercent: undefined,
        cancellationTiers: [{ withinDays: undefined, retainedPercent: '100' }],
      }),
    ).toEqual({
      depositDueDays: 'Deposit due must be a whole number of days between 1 and 60',
      cancellationBasePercent: 'Share retained is required',
      'cancellationTiers.0.withinDays': 'Days before arrival is required',
    });
  });

  it('tells what is wrong with the scale along with the other fields’ messages, at once', () => {
    expect(
      messages({
        ...FORM,
        optionHoldHours: '0',
        cancellationTiers: [
          { withinDays: '60', retainedPercent: '120' },
          { withinDays: undefined, retainedPercent: '120' },
          { withinDays: '10', retainedPercent: '90' },
        ],
      }),
    ).toEqual({
      optionHoldHours: 'Option hold must be a whole number of hours between 1 and 720',
      'cancellationTiers.0.retainedPercent': 'Tier 1: the share retained must be between 0% and 100%.',
      'cancellationTiers.1.withinDays': 'Days before arrival is required',
      'cancellationTiers.1.retainedPercent': 'Tier 2: the share retained must be between 0% and 100%.',
      'cancellationTiers.2.retainedPercent': 'Tier 3: the share retained cannot fall as arrival comes closer.',
    });
    expect(messages({ ...FORM, cancellationTiers: 'tiers' })).toEqual({
      cancellationTiers: expect.any(String),
    });
  });
});

describe('the cancellation scale in words', () => {
  it('reads the default scale', () => {
    expect(inWords(DEFAULT_CANCELLATION_SCALE)).toBe(
      'Cancelled 61 days or more before arrival: 30% retained. 60 days or fewer: 100% retained.',
    );
  });

  it('reads ranges, single days, the arrival day and a scale without tiers', () => {
    expect(
      inWords({
        baseRetainedPercent: 0,
        tiers: [
          { withinDays: 90, retainedPercent: 30 },
          { withinDays: 31, retainedPercent: 50 },
          { withinDays: 30, retainedPercent: 75 },
          { withinDays: 0, retainedPercent: 100 },
        ],
      }),
    ).toBe(
      'Cancelled 91 days or more before arrival: 0% retained. 32 to 90 days: 30% retained. 31 days: 50% retained. ' +
        '1 to 30 days: 75% retained. On the day of arrival or later: 100% retained.',
    );
    expect(inWords({ baseRetainedPercent: 30, tiers: [] })).toBe('Cancelled at any time: 30% retained.');
    expect(inWords({ baseRetainedPercent: 30, tiers: [{ withinDays: 1, retainedPercent: 100 }] })).toBe(
      'Cancelled 2 days or more before arrival: 30% retained. 1 day or fewer: 100% retained.',
    );
  });

  it('reads only a sound scale as typed', () => {
    expect(typedCancellationScale('30', [{ withinDays: '60', retainedPercent: '100' }])).toEqual(
      DEFAULT_CANCELLATION_SCALE,
    );
    expect(typedCancellationScale('30', undefined)).toEqual({ baseRetainedPercent: 30, tiers: [] });
    expect(typedCancellationScale('', [])).toBeNull();
    expect(typedCancellationScale('30', [{ withinDays: '60', retainedPercent: '' }])).toBeNull();
    expect(typedCancellationScale('30', [{ withinDays: '60', retainedPercent: '20' }])).toBeNull();
  });
});
