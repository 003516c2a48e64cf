import type { Translation } from '#app/domain/i18n/catalogue';

export const errorsEnglish = {
  // SPEC §8, as app/domain/spec-texts.ts has them (a test keeps the two equal).
  notFoundTitle: 'Page Not Found',
  returnHome: 'Return Home',
  unexpectedError: 'Unexpected Application Error!',
  notFoundText: 'The page you are looking for has moved, or the listing is no longer available.',
  somethingWentWrong: 'Something went wrong',
  unknownError: 'Unknown error',
  backShortly: 'Back shortly',
  rightBack: 'We’ll be right back',
  unavailableText: 'Our listings are briefly unavailable. Please try again in a moment.',
  tryAgain: 'Try Again',
  // A post refused before any page reads it (server.ts), with the limit in words.
  requestTooLarge: (megabytes: number) => `This form is larger than ${megabytes} MB, the most the site accepts.`,
  // Document titles
  notFoundMetaTitle: (site: string) => `Page Not Found | ${site}`,
  errorMetaTitle: (site: string) => `Error | ${site}`,
  siteMetaTitle: (site: string) => `${site} | Luxury Real Estate in St. Barth & Sint Maarten`,
  siteMetaDescription:
    'Luxury villas, residences and vacation rentals on Saint Barthélemy and Sint Maarten — sales, rentals, property management and investment advice.',
};

/** The shape the French texts must fill (app/domain/i18n/texts/fr/errors.ts). */
export type ErrorsTranslation = Translation<typeof errorsEnglish>;
