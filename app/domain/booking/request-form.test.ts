import { getZodConstraint } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '#app/domain/leads/lead-form-fields';
import { BOOKING_REQUEST_CONSTRAINTS } from './request-constraints';
import { bookingRequestSchemaFor, refusalFieldErrors } from './request-form';

const bookingRequestSchema = bookingRequestSchemaFor('en');

const valid = {
  checkIn: '2027-02-06',
  checkOut: '2027-02-13',
  guests: '4',
  name: 'Grace Guest',
  email: 'grace@example.com',
  phone: '',
  message: '',
  addOns: ['boat-charter', 'private-chef', 'unknown'],
  quotedTotal: '16800',
  submissionId: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
  [HONEYPOT_FIELD]: '',
};

describe('bookingRequestSchema', () => {
  it('reads a request: dates, guests, the guest, known services in catalogue order', () => {
    const result = bookingRequestSchema.safeParse({ ...valid, addOns: ['boat-charter', 'private-chef'] });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      checkIn: '2027-02-06',
      guests: 4,
      addOns: ['private-chef', 'boat-charter'],
      quotedTotal: 16800,
    });
  });

  it('refuses unknown services, impossible dates and missing fields with the field’s message', () => {
    const result = bookingRequestSchema.safeParse({
      ...valid,
      checkIn: '2027-02-30',
      checkOut: '',
      email: 'nope',
      guests: '0',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toMatchObject({
      checkIn: 'Enter a date as YYYY-MM-DD.',
      checkOut: 'Choose a check-out date.',
      email: 'Please enter a valid email address',
      guests: 'At least 1 guest.',
      'addOns.2': expect.any(String),
    });
  });

  it('keeps its HTML constraints equal to the schema’s', () => {
    expect(BOOKING_REQUEST_CONSTRAINTS).toEqual(getZodConstraint(bookingRequestSchema));
  });

  it('puts each refusal next to its field', () => {
    expect(
      refusalFieldErrors([
        { code: 'not_free', field: 'checkIn', message: 'Taken.' },
        { code: 'too_short', field: 'checkOut', message: 'Too short.' },
        { code: 'arrival_day', field: 'checkIn', message: 'Saturdays.' },
      ]),
    ).toEqual({ checkIn: ['Taken.', 'Saturdays.'], checkOut: ['Too short.'] });
  });
});
