import { setTexts } from '#app/domain/i18n/catalogue';
import { bookingFrench } from './booking';
import { bookingRequestFrench } from './booking-request';
import { blogFrench } from './blog';
import { chromeFrench } from './chrome';
import { contactFrench } from './contact';
import { contactTopicsFrench } from './contact-topics';
import { errorsFrench } from './errors';
import { leadFormFrench } from './lead-form';
import { leadValidationFrench } from './lead-validation';
import { listingFrench } from './listing';
import { listingsFrench } from './listings';
import { mapFrench } from './map';
import { mapControlsFrench } from './map-controls';
import { moneyFrench } from './money';
import { propertyFrench } from './property';
import { rentalFrench } from './rental';
import { rentalsFrench } from './rentals';
import { savedFrench } from './saved';

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
  blog: blogFrench,
  errors: errorsFrench,
  map: mapFrench,
  mapControls: mapControlsFrench,
};
setTexts('fr', FRENCH);
