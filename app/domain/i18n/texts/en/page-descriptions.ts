import type { Translation } from '#app/domain/i18n/catalogue';

/**
 * The meta descriptions of the pages that have a loader, given by their loaders (and the blog's feed). Like
 * the e-mails (./mail.ts) this namespace is not registered with `translations()` and imports both languages:
 * only the server reads it, so a client navigation gets the text with the loader's data and no page's bundle
 * carries it. The home and service pages' loaders send all their texts (./home.ts, ./investment.ts,
 * ./management.ts), their description included.
 */
export const pageDescriptionsEnglish = {
  properties:
    'Luxury villas, apartments and houses for sale on Saint Barthélemy and Sint Maarten. Filter by island, type, price and rooms.',
  rentals:
    'Luxury villas to rent on Saint Barthélemy and Sint Maarten. Search by dates, nightly rate, island, bedrooms, guests and minimum stay.',
  blog: 'The Island Journal: real-estate market notes, neighbourhood guides and island living on Saint Barthélemy and Sint Maarten.',
  contact: (site: string) =>
    `Contact ${site} in Gustavia, Saint Barthélemy and Philipsburg, Sint Maarten: phone, e-mail, office hours and a message form. We reply within one business day.`,
};

/** The shape the French texts must fill (./fr/page-descriptions.ts). */
export type PageDescriptionsTranslation = Translation<typeof pageDescriptionsEnglish>;
