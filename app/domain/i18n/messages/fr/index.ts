import { registerFrench } from '../../catalogue';
import { chromeFrench } from './chrome';
import { homeFrench } from './home';
import { listingsFrench } from './listings';
import { moneyFrench } from './money';

/**
 * The French texts of every namespace. Loaded by the server for every page, and by the browser only on French
 * pages, with the French layout route (app/routes/public/french.tsx): an English visitor's bundle holds no French.
 */
export const FRENCH = { chrome: chromeFrench, home: homeFrench, listings: listingsFrench, money: moneyFrench };
registerFrench(FRENCH);
