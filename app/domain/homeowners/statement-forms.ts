import { islandToday, parseCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import { MAX_ENTRY_AMOUNT, parseAmountInput } from '#app/domain/payments/entry-form';
import { z } from '#app/domain/zod';
import { CURRENCIES } from '#app/domain/currency/currency';
import { PLATFORMS } from './statement-rows';
import { statementTexts } from './texts/statements';

/**
 * The statement pages' forms (Conform + zod, browser and server alike): the run's and the statement's buttons
 * (an `intent` each), and the payout that pays a sent statement (an amount typed in the statement's currency
 * with up to two decimals, stored in minor units).
 */

const t = statementTexts.payout;

export const RUN_INTENTS = ['draft-all', 'issue-all', 'send-all', 'platform-amount'] as const;
export type RunIntent = (typeof RUN_INTENTS)[number];
export const STATEMENT_INTENTS = ['recompute', 'issue', 'send', 'pay', 'delete', 'adjust'] as const;
export type StatementIntent = (typeof STATEMENT_INTENTS)[number];

export const isRunIntent = (value: unknown): value is RunIntent =>
  typeof value === 'string' && (RUN_INTENTS as readonly string[]).includes(value);
export const isStatementIntent = (value: unknown): value is StatementIntent =>
  typeof value === 'string' && (STATEMENT_INTENTS as readonly string[]).includes(value);

const line = (max: number) =>
  z
    .string({ message: t.required })
    .trim()
    .min(1, t.required)
    .max(max, t.tooLong(max))
    .refine((value) => !/[\r\n]/.test(value), t.oneLine);

/** "8,317.01" → 831701 minor units, up to the largest entry; zero only when `zero` (a platform that paid nothing). */
const minorAmount = ({ zero }: { zero: boolean }) =>
  z
    .string({ message: t.required })
    .trim()
    .min(1, t.required)
    .transform((value, ctx) => {
      const minor = parseAmountInput(value);
      if (minor === null) {
        ctx.addIssue({ code: 'custom', message: t.amountInvalid });
        return z.NEVER;
      }
      if ((!zero && minor <= 0) || minor > MAX_ENTRY_AMOUNT) {
        ctx.addIssue({ code: 'custom', message: t.amountRange });
        return z.NEVER;
      }
      return minor;
    });

export const payoutSchema = z.object({
  intent: z.literal('pay'),
  paidOn: z
    .string({ message: t.required })
    .trim()
    .min(1, t.required)
    .transform((value, ctx): CalendarDate => {
      const date = parseCalendarDate(value);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: t.dateInvalid });
        return z.NEVER;
      }
      if (date > islandToday()) {
        ctx.addIssue({ code: 'custom', message: t.dateFuture });
        return z.NEVER;
      }
      return date;
    }),
  amount: minorAmount({ zero: false }),
  reference: line(200),
  note: z
    .string()
    .trim()
    .max(2000, t.tooLong(2000))
    .optional()
    .transform((value) => value || null),
});

export type PayoutFormInput = z.output<typeof payoutSchema>;

/** The payout form's first values: today, and the statement's closing balance when it is owed to the homeowner. */
export function payoutFormValues(closingBalance: number, today: CalendarDate) {
  const amount = closingBalance > 0 ? (closingBalance / 100).toFixed(2) : '';
  return { intent: 'pay', paidOn: today, amount, reference: '', note: '' };
}

/**
 * A line staff add to a draft's month (a vendor's refund, a goodwill gesture): a label and a signed amount —
 * "150.00" is owed to the homeowner, "-150.00" charged to them.
 */
export const adjustmentSchema = z.object({
  intent: z.literal('adjust'),
  label: line(200),
  amount: z
    .string({ message: t.required })
    .trim()
    .min(1, t.required)
    .transform((value, ctx) => {
      const negative = /^[-−]/.test(value);
      const minor = parseAmountInput(value.replace(/^[-−+]\s*/, ''));
      if (minor === null || minor === 0 || minor > MAX_ENTRY_AMOUNT) {
        ctx.addIssue({ code: 'custom', message: statementTexts.adjustment.amountInvalid });
        return z.NEVER;
      }
      return negative ? -minor : minor;
    }),
});

export type AdjustmentInput = z.output<typeof adjustmentSchema>;

/** What a platform paid for one of its stays (the run's page): the platform, the amount and its currency. */
export const platformAmountSchema = z.object({
  intent: z.literal('platform-amount'),
  stayId: z.uuid(),
  platform: z.enum(PLATFORMS, { message: t.required }),
  currency: z.enum(CURRENCIES, { message: t.required }),
  amount: minorAmount({ zero: true }),
});
