import { registerFrench } from '../../catalogue';
import { blogFrench } from './blog';
import { chromeFrench } from './chrome';
import { errorsFrench } from './errors';
import { homeFrench } from './home';
import { investmentFrench } from './investment';
import { listingsFrench } from './listings';
import { managementFrench } from './management';
import { moneyFrench } from './money';

/**
 * The French texts of every namespace. Loaded by the server for every page, and by the browser only on French
 * pages, before it hydrates (app/entry.client.tsx): an English visitor's bundle holds no French.
 */
export const FRENCH = {
  blog: blogFrench,
  chrome: chromeFrench,
  errors: errorsFrench,
  home: homeFrench,
  investment: investmentFrench,
  listings: listingsFrench,
  management: managementFrench,
  money: moneyFrench,
};
registerFrench(FRENCH);
