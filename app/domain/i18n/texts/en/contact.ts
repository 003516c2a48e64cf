import type { Translation } from '#app/domain/i18n/catalogue';

export const contactEnglish = {
  eyebrow: 'Contact',
  title: 'Contact Us',
  lead: 'Buying, renting, or looking for someone to care for your home — we would be glad to hear from you, and we reply within one business day.',
  formHeading: 'Send Us a Message',
  /** Around the red '*': 'Fields marked * are required.' */
  requiredBefore: 'Fields marked ',
  requiredAfter: ' are required.',
  detailsLabel: 'Contact details and office hours',
  details: 'Contact Details',
  phone: 'Phone',
  email: 'Email',
  officeHours: 'Office Hours',
  timeZoneNote: 'Atlantic Standard Time (AST). Viewings outside these hours by appointment.',
  visitUs: 'Visit us',
  ourOffices: 'Our Offices',
  officesLead: 'One office on each island, a short walk from the harbour. Coffee is always on.',
  officeMap: (city: string) => `Map of the ${city} office`,
  metaTitle: (site: string) => `Contact Us | ${site}`,
};

/** The shape the French texts must fill (app/domain/i18n/texts/fr/contact.ts). */
export type ContactTranslation = Translation<typeof contactEnglish>;
