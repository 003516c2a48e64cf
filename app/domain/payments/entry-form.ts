import { islandToday, parseCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import { PAYMENT_METHODS } from '#app/domain/payments/ledger';
import { staffPaymentTexts } from '#app/domain/payments/texts/staff';
import { z } from '#app/domain/zod';

/**
 * The booking page's ledger forms (issue 28, item 2): a payment received, a refund, a reversal. One schema
 * per form, used by the form (Conform's constraints) and by the action; amounts are typed in the stay's
 * currency with up to two decimals ("3,704.50") and stored in minor units.
 */

const text = staffPaymentTexts.form;

export const PAYMENT_INTENTS = ['record-payment', 'record-refund', 'reverse-entry'] as const;
export type PaymentIntent = (typeof PAYMENT_INTENTS)[number];

export const isPaymentIntent = (value: unknown): value is PaymentIntent =>
  typeof value === 'string' && (PAYMENT_INTENTS as readonly string[]).includes(value);

const AMOUNT_PATTERN = /^\d{1,3}(,?\d{3})*(\.\d{1,2})?$/;
/** Above any stay's price: a typing slip, not a payment. */
export const MAX_ENTRY_AMOUNT = 100_000_000_00;

/** "3,704.50" → 370450 (minor units); null when it is not an amount. */
export function parseAmountInput(value: string): number | null {
  const cleaned = value.replace(/[\s\u00a0$€]/g, '');
  if (!AMOUNT_PATTERN.test(cleaned)) return null;
  const [whole, decimals = ''] = cleaned.replaceAll(',', '').split('.');
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}

/** An amount typed with up to two decimals ("3,704.50"), read as minor units above 0 and at most `max`. */
export const minorAmountField = (messages: { required: string; invalid: string; range: string }, max: number) =>
  z
    .string({ message: messages.required })
    .trim()
    .min(1, messages.required)
    .transform((value, ctx) => {
      const minor = parseAmountInput(value);
      if (minor === null) {
        ctx.addIssue({ code: 'custom', message: messages.invalid });
        return z.NEVER;
      }
      if (minor <= 0 || minor > max) {
        ctx.addIssue({ code: 'custom', message: messages.range });
        return z.NEVER;
      }
      return minor;
    });

const amount = minorAmountField(
  { required: text.amountRequired, invalid: text.amountInvalid, range: text.amountRange },
  MAX_ENTRY_AMOUNT,
);

const receivedOn = z
  .string({ message: text.dateRequired })
  .trim()
  .min(1, text.dateRequired)
  .transform((value, ctx): CalendarDate => {
    const date = parseCalendarDate(value);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: text.dateInvalid });
      return z.NEVER;
    }
    if (date > islandToday()) {
      ctx.addIssue({ code: 'custom', message: text.dateFuture });
      return z.NEVER;
    }
    return date;
  });

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value || null);

const reason = z
  .string({ message: text.reasonRequired })
  .trim()
  .min(1, text.reasonRequired)
  .max(500, text.reasonTooLong);

const method = z.enum(PAYMENT_METHODS, { message: text.methodRequired });

export const paymentEntrySchema = z.object({
  amount,
  receivedOn,
  method,
  payer: optionalText(200, text.payerTooLong),
  bankReference: optionalText(200, text.bankReferenceTooLong),
  note: optionalText(2000, text.noteTooLong),
});

export const refundEntrySchema = z.object({
  amount,
  receivedOn,
  method,
  reason,
  note: optionalText(2000, text.noteTooLong),
});

export const reversalEntrySchema = z.object({
  entryId: z.string({ message: text.entryRequired }).uuid(text.entryRequired),
  reason,
});

export type PaymentEntryInput = z.output<typeof paymentEntrySchema>;
export type RefundEntryInput = z.output<typeof refundEntrySchema>;
export type ReversalEntryInput = z.output<typeof reversalEntrySchema>;
export type PaymentEntryFields = z.input<typeof paymentEntrySchema>;
export type RefundEntryFields = z.input<typeof refundEntrySchema>;
export type ReversalEntryFields = z.input<typeof reversalEntrySchema>;
