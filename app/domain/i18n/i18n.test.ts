import { describe, expect, it } from 'vitest';
import { OFFICE_HOURS } from '#app/domain/constants';
import { specTexts } from '#app/domain/spec-texts';
import { displayPrice, defaultCurrency, formatMoney, formatRate, resolveCurrency } from '#app/domain/currency/currency';
import { namespacesWithoutFrench, type Texts } from './catalogue';
import { formatLongDate } from './date-format';
import { formatAreaIn } from '#app/domain/format';
import { formatNumber } from './format';
import { isLocalizable, localeFromPath, localizedPath, stripLocale } from './locale';
import { bookingTexts } from '#app/domain/booking/texts/booking';
import { bookingRequestTexts } from '#app/domain/booking/texts/booking-request';
import { blogTexts } from '#app/domain/content/texts/blog';
import { chromeTexts } from './texts/chrome';
import { contactTexts } from './texts/contact';
import { contactTopicsTexts } from './texts/contact-topics';
import { homeTexts } from './texts/home';
import { leadFormTexts } from '#app/domain/leads/texts/lead-form';
import { leadValidationTexts } from '#app/domain/leads/texts/lead-validation';
import { listingTexts } from '#app/domain/listings/texts/listing';
import { mapTexts } from '#app/domain/maps/texts/map';
import { mapControlsTexts } from '#app/domain/maps/texts/map-controls';
import { errorsTexts } from './texts/errors';
import { investmentTexts } from './texts/investment';
import { listingsTexts } from '#app/domain/listings/texts/listings';
import { managementTexts } from './texts/management';
import { moneyTexts } from '#app/domain/currency/texts/money';
import { documentsTexts } from '#app/domain/payments/texts/documents';
import { legalEntitiesTexts } from '#app/domain/payments/texts/legal-entities';
import { paymentsTexts } from '#app/domain/payments/texts/payments';
import { propertyTexts } from '#app/domain/listings/texts/property';
import { rentalTexts } from '#app/domain/listings/texts/rental';
import { rentalsTexts } from '#app/domain/listings/texts/rentals';
import { savedTexts } from '#app/domain/listings/texts/saved';
import { ownerPageTexts } from '#app/domain/homeowners/texts/owner-page';
import { mailEnglishTexts } from '#app/domain/mail/texts/mail';
import { pageDescriptionTexts } from './texts/page-descriptions';
import { taskSheetTexts } from '#app/domain/tasks/texts/sheet';
import { mailFrench } from '#app/domain/mail/texts/fr/mail';
// The French texts, as the server loads them (the browser loads them only on French pages).
import './texts/fr';

describe('locale from the URL', () => {
  it('reads /fr and /fr/… as French, everything else as English', () => {
    expect(localeFromPath('/')).toBe('en');
    expect(localeFromPath('/properties/abc')).toBe('en');
    expect(localeFromPath('/fr')).toBe('fr');
    expect(localeFromPath('/fr/')).toBe('fr');
    expect(localeFromPath('/fr/properties')).toBe('fr');
    expect(localeFromPath('/fr/properties.data')).toBe('fr');
    expect(localeFromPath('/france')).toBe('en');
    expect(localeFromPath('/french-villas')).toBe('en');
  });

  it('maps a path to either language, keeping the query and the hash, idempotently', () => {
    expect(localizedPath('/', 'fr')).toBe('/fr/');
    expect(localizedPath('/', 'en')).toBe('/');
    expect(localizedPath('/properties?island=Sint+Maarten&page=2', 'fr')).toBe(
      '/fr/properties?island=Sint+Maarten&page=2',
    );
    expect(localizedPath('/fr/properties?island=Sint+Maarten', 'en')).toBe('/properties?island=Sint+Maarten');
    expect(localizedPath('/fr/properties/abc#gallery', 'fr')).toBe('/fr/properties/abc#gallery');
    expect(localizedPath('/fr', 'en')).toBe('/');
    expect(localizedPath('/fr?currency=USD', 'en')).toBe('/?currency=USD');
    expect(localizedPath('https://example.com/x', 'fr')).toBe('https://example.com/x');
    expect(localizedPath('mailto:a@b.c', 'fr')).toBe('mailto:a@b.c');
    expect(stripLocale('/fr/rentals/1')).toBe('/rentals/1');
  });

  it('offers alternates only for pages that exist in both languages', () => {
    expect(isLocalizable('/')).toBe(true);
    expect(isLocalizable('/fr/properties')).toBe(true);
    expect(isLocalizable('/admin/properties')).toBe(false);
    expect(isLocalizable('/login')).toBe(false);
    expect(isLocalizable('/rentals/x/calendar.ics')).toBe(false);
  });
});

describe('formatting in French, to the character', () => {
  it('dates', () => {
    expect(formatLongDate('2026-11-23T15:00:00Z', 'fr')).toBe('23 novembre 2026');
    expect(formatLongDate('2026-11-23T15:00:00Z', 'en')).toBe('November 23, 2026');
  });

  it('numbers and areas: narrow no-break spaces between groups, a no-break space before the unit', () => {
    expect(formatNumber(2_550_000, 'fr')).toBe('2\u202f550\u202f000');
    expect(formatAreaIn(320, 'fr')).toBe('320\u00a0m²');
    expect(formatAreaIn(1200, 'fr')).toBe('1\u202f200\u00a0m²');
    expect(formatAreaIn(1200, 'en')).toBe('1,200 m²');
  });

  it('prices, in the visitor’s currency', () => {
    expect(formatMoney(3_900_000, 'EUR', 'fr')).toBe('3\u202f900\u202f000\u00a0€');
    expect(formatMoney(4_250_000, 'USD', 'fr')).toBe('4\u202f250\u202f000\u00a0$US');
    expect(formatMoney(4_250_000, 'USD')).toBe('$4,250,000');
    const view = { currency: 'EUR' as const, rate: { eurUsd: 1.08, setAt: '2026-11-27T12:00:00Z' }, rateDate: '' };
    expect(displayPrice(2_750_000, 'USD', view, 'fr').text).toBe('≈\u00a02\u202f550\u202f000\u00a0€');
    expect(formatRate(view.rate, 'fr')).toBe('1\u00a0€ = 1,08\u00a0$');
  });

  it('EUR by default on the French site, USD on the English one; a chosen currency wins', () => {
    expect(defaultCurrency('fr')).toBe('EUR');
    expect(defaultCurrency('en')).toBe('USD');
    expect(resolveCurrency(new URL('http://x/fr/properties'), null, 'fr').currency).toBe('EUR');
    expect(resolveCurrency(new URL('http://x/fr/properties'), 'currency=USD', 'fr').currency).toBe('USD');
  });
});

/** Every namespace of the catalogue. A new one is added here so the checks below cover it. */
const CATALOGUES: Record<string, { en: Texts; fr: Texts }> = {
  booking: bookingTexts,
  bookingRequest: bookingRequestTexts,
  blog: blogTexts,
  chrome: chromeTexts,
  errors: errorsTexts,
  home: homeTexts,
  investment: investmentTexts,
  listings: listingsTexts,
  management: managementTexts,
  map: mapTexts,
  mapControls: mapControlsTexts,
  money: moneyTexts,
  rental: rentalTexts,
  rentals: rentalsTexts,
  listing: listingTexts,
  property: propertyTexts,
  leadForm: leadFormTexts,
  leadValidation: leadValidationTexts,
  contact: contactTexts,
  contactTopics: contactTopicsTexts,
  saved: savedTexts,
  ownerPage: ownerPageTexts,
  payments: paymentsTexts,
  legalEntities: legalEntitiesTexts,
  // E-mails: rendered on the server only, so not registered (app/domain/mail/texts.ts imports both).
  mail: { en: mailEnglishTexts, fr: mailFrench },
  // Payment documents (PDFs): drawn on the server only, so not registered either.
  documents: documentsTexts,
  // Meta descriptions given by loaders: read on the server only, so not registered either.
  pageDescriptions: pageDescriptionTexts,
  // The field team's day sheet (a back-office page in either language, `?lang=`): imported whole, not registered.
  taskSheet: taskSheetTexts,
};

/** French texts that are rightly the same words as the English ones. */
const SAME_IN_BOTH = new Set([
  // The homeowner's page: an option is an option in both, and a dash says "nothing" in both.
  'ownerPage.kindOption',
  'ownerPage.occupancyNone',
  'ownerPage.earningsFuture',
  // A statement's file is a PDF in both.
  'ownerPage.statementPdf',
  // The day sheet: a dash says "no turnover" in both; each language is named in its own words in both.
  'taskSheet.notSameDay',
  'taskSheet.languageEn',
  'taskSheet.languageFr',
  'taskSheet.columnVilla',
  // The names banks print on both sides of the Channel.
  'payments.iban',
  'payments.swift',
  'payments.documentsHeading',
  'mail.email',
  'mail.stayDates',
  'mail.stayServices',
  'mail.stayTotal',
  'chrome.navContact',
  'chrome.menu',
  'chrome.contact',
  'chrome.euros',
  'map.scale',
  'listings.pageN',
  'booking.total',
  'listing.photos',
  // The comparison's row of the property's type: « Type » in French too.
  'saved.type',
  'contact.eyebrow',
  'documents.villa',
  'documents.total',
]);

/** Parameters of messages that take more than numbers or free text. */
const SAMPLE_ARGS: Record<string, unknown[]> = {
  // taskSheet
  taskKind: ['departure-clean'],
  propertyTypeName: ['apartment'],
  sortName: ['price-asc'],
  // booking
  tooShort: [7, 'High season'],
  arrivalDay: ['High season', [6, 7]],
  notFree: ['2026-12-20', '2026-12-27'],
  line: [5, 2400, null, 'EUR'],
  taxLabel: ['Saint Barthélemy', 2.5],
  currencyNoteFor: ['EUR'],
  balance: [70, '2027-02-19'],
  chooseCheckOut: ['2026-12-20'],
  seasonLine: [7, 'Saturday'],
  weekdayList: [[5, 6, 7]],
  exampleLine: ['$850', 7],
  freeDay: [2400, 'EUR', 'High season', 7],
  scheduleSentence: [['deposit (30%) on confirmation', 'balance (70%) by February 19, 2027']],
  approxTotal: ['EUR'],
  guestsChanged: [{ asked: 12, guests: 8, reason: 'capacity' }],
  noArrival: ['Saturday'],
  // bookingRequest
  addOn: ['private-chef'],
  priceChanged: [16800, 'EUR'],
  receivedLead: ['IE-0A1B2C3D'],
  // rental
  metaTitle: ['Villa Azur', '850 €', 'Island Estates'],
  // pageDescriptions
  contact: ['Island Estates'],
  // rentals
  freeOn: [3, 'Dec 20 – Dec 27, 2026'],
  priceBand: [500, 1000, 'EUR'],
  // listings
  saleBand: [{ label: '$1M', below: true }, 'EUR'],
  // inquiry
  messageLength: [4321, 5000],
  packageName: ['Essential'],
};

/** A message's text, with sample values for its parameters. */
function sample(message: Texts[string], key: string): string {
  if (typeof message === 'string') return message;
  return (message as (...args: unknown[]) => string)(...(SAMPLE_ARGS[key] ?? [2, 3, 'Jan 1']));
}

it('has French registered for every namespace', () => {
  expect(namespacesWithoutFrench()).toEqual([]);
});

describe.each(Object.entries(CATALOGUES))('the %s catalogue', (name, catalogue) => {
  it('has every English key in French and nothing more (the typecheck says so too)', () => {
    expect(Object.keys(catalogue.fr).sort()).toEqual(Object.keys(catalogue.en).sort());
  });

  it('is translated: no French message left in English', () => {
    const untranslated = Object.keys(catalogue.en).filter(
      (key) =>
        !SAME_IN_BOTH.has(`${name}.${key}`) && sample(catalogue.en[key]!, key) === sample(catalogue.fr[key]!, key),
    );
    expect(untranslated).toEqual([]);
  });

  it('writes French typography: a no-break space before « : ; ? ! » and inside « guillemets »', () => {
    for (const [key, message] of Object.entries(catalogue.fr)) {
      const text = sample(message, key);
      expect(text, `${name}.${key}`).not.toMatch(/ [:;?!»]/);
      expect(text, `${name}.${key}`).not.toMatch(/[^\u00a0\u202f][;?!»]/);
      expect(text, `${name}.${key}`).not.toMatch(/«[^\u00a0\u202f]/);
      expect(text, `${name}.${key}`).not.toMatch(/'/);
    }
  });
});

it('keeps the chrome’s English office hours identical to SPEC §9', () => {
  const en = chromeTexts.en;
  expect([
    { days: en.mondayFriday, hours: en.weekdayHours },
    { days: en.saturday, hours: en.saturdayHours },
    { days: en.sunday, hours: en.closed },
  ]).toEqual(OFFICE_HOURS);
});

it('keeps the blog’s English not-found texts identical to SPEC §8 (app/domain/spec-texts.ts)', () => {
  const { notFoundTitle, notFound, notFoundFallback } = blogTexts.en;
  expect({ notFoundTitle, notFound, notFoundFallback }).toEqual({
    notFoundTitle: specTexts.blog.notFoundTitle,
    notFound: specTexts.blog.notFound,
    notFoundFallback: specTexts.blog.notFoundFallback,
  });
});

it('keeps the error pages’ English titles identical to SPEC §8 (app/domain/spec-texts.ts)', () => {
  expect(errorsTexts.en.notFoundTitle).toBe(specTexts.notFound.title);
  expect(errorsTexts.en.returnHome).toBe(specTexts.notFound.action);
  expect(errorsTexts.en.unexpectedError).toBe(specTexts.unexpectedError);
});
