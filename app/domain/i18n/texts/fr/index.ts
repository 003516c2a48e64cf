import { setTexts } from '#app/domain/i18n/catalogue';
import { arrivalFrench } from '#app/domain/booking/texts/fr/arrival';
import { bookingFrench } from '#app/domain/booking/texts/fr/booking';
import { bookingRequestFrench } from '#app/domain/booking/texts/fr/booking-request';
import { blogFrench } from '#app/domain/content/texts/fr/blog';
import { chromeFrench } from './chrome';
import { contactFrench } from './contact';
import { contactTopicsFrench } from './contact-topics';
import { errorsFrench } from './errors';
import { leadFormFrench } from '#app/domain/leads/texts/fr/lead-form';
import { leadValidationFrench } from '#app/domain/leads/texts/fr/lead-validation';
import { listingFrench } from '#app/domain/listings/texts/fr/listing';
import { listingsFrench } from '#app/domain/listings/texts/fr/listings';
import { mapFrench } from '#app/domain/maps/texts/fr/map';
import { mapControlsFrench } from '#app/domain/maps/texts/fr/map-controls';
import { moneyFrench } from '#app/domain/currency/texts/fr/money';
import { legalEntitiesFrench } from '#app/domain/payments/texts/fr/legal-entities';
import { paymentsFrench } from '#app/domain/payments/texts/fr/payments';
import { rentalAgreementFrench } from '#app/domain/payments/texts/fr/rental-agreement';
import { propertyFrench } from '#app/domain/listings/texts/fr/property';
import { rentalFrench } from '#app/domain/listings/texts/fr/rental';
import { rentalsFrench } from '#app/domain/listings/texts/fr/rentals';
import { savedFrench } from '#app/domain/listings/texts/fr/saved';
import { alertFormFrench } from '#app/domain/alerts/texts/fr/alert-form';
import { ownerPageFrench } from '#app/domain/homeowners/texts/fr/owner-page';
import { legalPagesFrench } from '#app/domain/privacy/texts/fr/legal-pages';
import { privacyLinksFrench } from '#app/domain/privacy/texts/fr/privacy-links';

/**
 * The French texts of every namespace, for the server, the tests and the development server's browser. A
 * production browser never loads this module: each page gets its French from a texts chunk of its own
 * (scripts/vite/page-texts.ts).
 */
export const FRENCH = {
  booking: bookingFrench,
  bookingRequest: bookingRequestFrench,
  chrome: chromeFrench,
  listings: listingsFrench,
  money: moneyFrench,
  rental: rentalFrench,
  rentals: rentalsFrench,
  listing: listingFrench,
  property: propertyFrench,
  leadForm: leadFormFrench,
  leadValidation: leadValidationFrench,
  contact: contactFrench,
  contactTopics: contactTopicsFrench,
  saved: savedFrench,
  alertForm: alertFormFrench,
  blog: blogFrench,
  errors: errorsFrench,
  map: mapFrench,
  mapControls: mapControlsFrench,
  payments: paymentsFrench,
  legalEntities: legalEntitiesFrench,
  rentalAgreement: rentalAgreementFrench,
  arrival: arrivalFrench,
  ownerPage: ownerPageFrench,
  legalPages: legalPagesFrench,
  privacyLinks: privacyLinksFrench,
};
setTexts('fr', FRENCH);
