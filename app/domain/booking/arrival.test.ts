import { describe, expect, it } from 'vitest';
import '#app/domain/i18n/texts/fr';
import { arrivalDetailsSchemaFor, houseManualIn, mapLink, telLink, type VillaArrivalInfo } from './arrival';
import { arrivalInfoSchema, arrivalInfoValues } from './arrival-info-form';

describe('the guest’s arrival details form', () => {
  const schema = arrivalDetailsSchemaFor('en');

  it('reads a flight, a day, a time and the guests; the requests are optional', () => {
    const parsed = schema.parse({
      flight: ' tx 510 ',
      arrivalDate: '2027-03-06',
      arrivalTime: '14:30:00',
      guestNames: ' Grace\nAlan ',
    });
    expect(parsed).toEqual({
      flight: 'TX 510',
      arrivalDate: '2027-03-06',
      arrivalTime: '14:30',
      guestNames: 'Grace\nAlan',
    });
  });

  it('refuses a missing or impossible time, a bad date and no guests, in the page’s language', () => {
    const result = schema.safeParse({ arrivalDate: '2027-02-30', arrivalTime: '24:00', guestNames: ' ' });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(fields).toEqual({
      arrivalDate: 'Enter a valid date',
      arrivalTime: 'Enter a time such as 14:30',
      guestNames: 'Enter the names of the guests',
    });
    const french = arrivalDetailsSchemaFor('fr').safeParse({ arrivalDate: '2027-03-06', guestNames: 'Grace' });
    expect(french.error!.issues[0]!.message).toBe('Indiquez votre heure d’arrivée');
  });

  it('keeps a flight number to letters, digits and spaces', () => {
    const result = schema.safeParse({
      flight: 'TX<510>',
      arrivalDate: '2027-03-06',
      arrivalTime: '09:05',
      guestNames: 'G',
    });
    expect(result.error!.issues[0]!.path).toEqual(['flight']);
  });
});

describe('a villa’s arrival information form', () => {
  it('takes blank fields as nothing, and 14 days unless set', () => {
    const parsed = arrivalInfoSchema.parse({ gateCode: '4711#' });
    expect(arrivalInfoValues(parsed)).toMatchObject({
      gate_code: '4711#',
      door_code: null,
      latitude: null,
      days_before_arrival: 14,
    });
  });

  it('wants both coordinates or neither, codes on one line, a phone and 1 to 90 days', () => {
    const result = arrivalInfoSchema.safeParse({
      latitude: '17.9',
      doorCode: '12\n34',
      conciergePhone: 'call me',
      daysBeforeArrival: '91',
    });
    const paths = result.error!.issues.map((issue) => issue.path[0]).sort();
    expect(paths).toEqual(['conciergePhone', 'daysBeforeArrival', 'doorCode', 'longitude']);
  });
});

describe('the arrival information as the guest sees it', () => {
  const info: VillaArrivalInfo = {
    address: null,
    latitude: 17.8871,
    longitude: -62.8432,
    gateCode: null,
    doorCode: null,
    wifiName: null,
    wifiPassword: null,
    houseManual: 'The pool is heated.',
    houseManualFr: null,
    conciergePhone: '+590 690 12 34 56',
  };

  it('links the map point on OpenStreetMap and the concierge’s phone', () => {
    expect(mapLink(17.8871, -62.8432)).toBe(
      'https://www.openstreetmap.org/?mlat=17.887100&mlon=-62.843200#map=17/17.887100/-62.843200',
    );
    expect(telLink('+590 690 12 34 56')).toBe('tel:+590690123456');
  });

  it('gives the house manual in French, or the English marked as such', () => {
    expect(houseManualIn(info, 'fr')).toEqual({ text: 'The pool is heated.', lang: 'en' });
    expect(houseManualIn({ ...info, houseManualFr: 'La piscine est chauffée.' }, 'fr')).toEqual({
      text: 'La piscine est chauffée.',
    });
    expect(houseManualIn({ ...info, houseManual: null }, 'en')).toBeNull();
  });
});
