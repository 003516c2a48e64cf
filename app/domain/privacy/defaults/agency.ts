import { CONTACT_EMAIL, CONTACT_PHONE, OFFICES, SITE_NAME } from '#app/domain/constants';

/**
 * The agency's details as the built-in notices print them: the site's constants (the footer's offices, e-mail
 * and telephone) and the company's registration. The registration numbers are the demo agency's: owners put
 * their own in the texts at /admin/settings/legal-pages (docs/decisions/041-privacy-and-legal-notice.md).
 */
export const AGENCY = {
  brand: SITE_NAME,
  company: `${SITE_NAME} SAS`,
  capital: '10 000 €',
  registration: 'RCS Basse-Terre 901 234 567',
  siret: '901 234 567 00019',
  vat: 'FR 12 901234567',
  professionalCard: 'CPI 9771 2026 000 000 001',
  headOffice: OFFICES[0].address,
  branch: OFFICES[1].address,
  email: CONTACT_EMAIL,
  phone: CONTACT_PHONE,
} as const;
