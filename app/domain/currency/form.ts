import { z } from '#app/domain/zod';

/** The staff form of the exchange rate (app/routes/admin/currency-settings.tsx), browser and server alike. */

export const currencySettingsTexts = {
  title: 'Currency',
  lead: 'Listings keep their own price in US dollars or euros. Visitors may read every price in either currency: the other one is converted at this rate, marked ≈, with the date it was set. Changing the rate re-prices the search filters of every euro listing at once.',
  rateLabel: 'US dollars for one euro',
  rateHint: 'e.g. 1.08 (up to 6 decimals)',
  required: 'Enter the rate: US dollars for one euro, e.g. 1.08',
  range: 'The rate must be more than 0 and less than 100',
  decimals: 'Use at most 6 decimals',
  save: 'Save rate',
  saved: 'The exchange rate was saved. Converted prices and euro filters use it now.',
  failed: 'The exchange rate could not be saved. Please try again.',
  current: (rate: string, date: string, actor: string) => `Current rate: ${rate}, set ${date} by ${actor}.`,
  historyHeading: 'Recent changes',
  noHistory: 'The rate has not been changed yet.',
} as const;

const m = currencySettingsTexts;

export const exchangeRateFormSchema = z.object({
  eurUsdRate: z.coerce
    .number({ message: m.required })
    .refine((n) => Number.isFinite(n), m.required)
    .pipe(
      z
        .number()
        .gt(0, m.range)
        .lt(100, m.range)
        .refine((n) => Math.abs(n * 1e6 - Math.round(n * 1e6)) < 1e-6, m.decimals),
    ),
});
