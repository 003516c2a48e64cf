import { registerFrench } from '../../catalogue';
import { bookingFrench } from './booking';
import { bookingRequestFrench } from './booking-request';
import { chromeFrench } from './chrome';
import { homeFrench } from './home';
import { listingsFrench } from './listings';
import { moneyFrench } from './money';
import { rentalFrench } from './rental';
import { rentalsFrench } from './rentals';

/**
 * The French texts of every namespace. Loaded by the server for every page, and by the browser only on French
 * pages, with the French layout route (app/routes/public/french.tsx): an English visitor's bundle holds no French.
 */
export const FRENCH = {
  booking: bookingFrench,
  bookingRequest: bookingRequestFrench,
  chrome: chromeFrench,
  home: homeFrench,
  listings: listingsFrench,
  money: moneyFrench,
  rental: rentalFrench,
  rentals: rentalsFrench,
};
registerFrench(FRENCH);
