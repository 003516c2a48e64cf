import { addDays, type CalendarDate } from '#app/domain/booking/dates';
import { balanceDueDate, type Quote } from '#app/domain/booking/quote';
import { DEFAULT_BOOKING_TERMS, type BookingTerms } from '#app/domain/booking/terms';
import type { Currency } from '#app/domain/currency/currency';
import { percentInWholeUnits, toMinorUnits } from '#app/domain/payments/money';

/**
 * A stay's payment schedule (issue 28, item 1): fixed once, from the quote, on the day the stay becomes an
 * option or is confirmed, and never recomputed after (the terms that applied are frozen on the stay).
 *
 * - The deposit is due `depositDueDays` after that day; the option's deadline is that same date.
 * - The balance is due `balanceDaysBefore` (festive stays: `festiveBalanceDaysBefore`) days before arrival.
 * - Fixed on or after the balance's date (already inside the balance window), or with a deposit that is the
 *   whole price: one payment, due like a deposit but never after arrival. This is the quote's own rule.
 * - The villa's security deposit is due with the balance (or the single payment) and returned after departure.
 */

/** The booking terms a schedule is made from. `depositDueDays` is the terms' number of days to pay a deposit. */
export type PaymentTerms = Pick<
  BookingTerms,
  'depositPercent' | 'balanceDaysBefore' | 'festiveBalanceDaysBefore' | 'depositDueDays'
>;

/** Days a guest has to pay the deposit unless staff set otherwise (the booking terms' default). */
export const DEFAULT_DEPOSIT_DUE_DAYS = DEFAULT_BOOKING_TERMS.depositDueDays;

/** The payment terms of the booking terms. */
export function paymentTermsOf(terms: BookingTerms): PaymentTerms {
  return {
    depositPercent: terms.depositPercent,
    balanceDaysBefore: terms.balanceDaysBefore,
    festiveBalanceDaysBefore: terms.festiveBalanceDaysBefore,
    depositDueDays: terms.depositDueDays,
  };
}

export const INSTALMENT_KINDS = ['deposit', 'balance', 'full', 'security-deposit'] as const;
export type InstalmentKind = (typeof INSTALMENT_KINDS)[number];

/** One amount the guest owes and the day it is due (paid by the end of that day on the islands). */
export interface Instalment {
  kind: InstalmentKind;
  /** minor units of the schedule's currency */
  amount: number;
  due: CalendarDate;
}

export interface PaymentSchedule {
  currency: Currency;
  /** the day the schedule was fixed (the stay became an option or was confirmed) */
  fixedOn: CalendarDate;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  festive: boolean;
  /** the share of the total asked as a deposit (0 on a single payment) */
  depositPercent: number;
  /** the stay's price in minor units: the instalments other than the security deposit add up to it exactly */
  total: number;
  /** refundable, in minor units; 0 = the villa asks none */
  securityDeposit: number;
  /** in due order: deposit and balance, or the single payment, then the security deposit when there is one */
  instalments: readonly Instalment[];
  /** an option holds the dates until this day: the first payment's due date */
  optionDeadline: CalendarDate;
  /** the security deposit goes back to the guest from this day (check-out) */
  securityDepositReturnFrom: CalendarDate | null;
}

/** What of a quote a schedule is fixed from (its amounts are in whole units, as the quote gives them). */
export type ScheduledQuote = Pick<Quote, 'checkIn' | 'checkOut' | 'total' | 'securityDeposit' | 'festive' | 'currency'>;

const earlier = (a: CalendarDate, b: CalendarDate) => (a <= b ? a : b);

/** The schedule of a stay whose quote is `quote`, fixed on `fixedOn` (the islands' date that day). */
export function fixPaymentSchedule(quote: ScheduledQuote, terms: PaymentTerms, fixedOn: CalendarDate): PaymentSchedule {
  const { currency, checkIn, checkOut, festive } = quote;
  const total = toMinorUnits(quote.total, currency);
  const securityDeposit = toMinorUnits(quote.securityDeposit, currency);
  const balanceDue = balanceDueDate(checkIn, festive, terms);
  const deposit = percentInWholeUnits(total, terms.depositPercent, currency);
  // A deposit is never due after the balance, nor any payment after arrival.
  const firstDue = earlier(addDays(fixedOn, terms.depositDueDays), earlier(balanceDue, checkIn));

  const single = fixedOn >= balanceDue || deposit >= total;
  // A stay fixed on or after its arrival day (entered late by staff) is due at once.
  const singleDue = checkIn <= fixedOn ? fixedOn : earlier(addDays(fixedOn, terms.depositDueDays), checkIn);
  const instalments: Instalment[] = single
    ? [{ kind: 'full', amount: total, due: singleDue }]
    : [
        // Terms without a deposit (0%) ask for the whole price at the balance's date.
        ...(deposit > 0 ? [{ kind: 'deposit' as const, amount: deposit, due: firstDue }] : []),
        { kind: 'balance', amount: total - deposit, due: balanceDue },
      ];
  const withBalance = instalments.at(-1)!.due;
  if (securityDeposit > 0) instalments.push({ kind: 'security-deposit', amount: securityDeposit, due: withBalance });

  return {
    currency,
    fixedOn,
    checkIn,
    checkOut,
    festive,
    depositPercent: single ? 0 : terms.depositPercent,
    total,
    securityDeposit,
    instalments,
    optionDeadline: instalments[0]!.due,
    securityDepositReturnFrom: securityDeposit > 0 ? checkOut : null,
  };
}

/** Everything the schedule asks for, the security deposit included. */
export function scheduledTotal(schedule: PaymentSchedule): number {
  return schedule.instalments.reduce((sum, step) => sum + step.amount, 0);
}
