import { registerFrench } from '../../catalogue';
import { chromeFrench } from './chrome';
import { contactFrench } from './contact';
import { contactTopicsFrench } from './contact-topics';
import { homeFrench } from './home';
import { inquiryFrench } from './inquiry';
import { inquiryValidationFrench } from './inquiry-validation';
import { listingFrench } from './listing';
import { listingsFrench } from './listings';
import { moneyFrench } from './money';
import { propertyFrench } from './property';
import { savedFrench } from './saved';

/**
 * The French texts of every namespace. Loaded by the server for every page, and by the browser only on French
 * pages, with the French layout route (app/routes/public/french.tsx): an English visitor's bundle holds no French.
 */
export const FRENCH = {
  chrome: chromeFrench,
  home: homeFrench,
  listings: listingsFrench,
  money: moneyFrench,
  listing: listingFrench,
  property: propertyFrench,
  inquiry: inquiryFrench,
  inquiryValidation: inquiryValidationFrench,
  contact: contactFrench,
  contactTopics: contactTopicsFrench,
  saved: savedFrench,
};
registerFrench(FRENCH);
