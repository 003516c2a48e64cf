import type { Currency } from '#app/domain/currency/currency';
import { plural } from '#app/domain/format';
import { formatMinorAmount } from '#app/domain/payments/money';

/** The facts of a cancellation computed by app/domain/payments/cancellation.ts, with its currency. */
export interface CancellationFacts {
  currency: Currency;
  daysBefore: number;
  retainedPercent: number;
  retained: number;
  received: number;
  refund: number;
  stillOwed: number;
}

/**
 * The booking desk's question before cancelling a stay with a schedule (English, like the back office):
 * "Cancelled today, 45 days before arrival: 100% of the price is retained ($12,345.00). $3,704.00 received:
 * $8,641.00 is still owed." — or what is to be refunded.
 */
export function cancellationSentence(facts: CancellationFacts): string {
  const money = (amount: number) => formatMinorAmount(amount, facts.currency, 'en');
  const when =
    facts.daysBefore > 0 ? `${plural(facts.daysBefore, 'day')} before arrival` : 'on or after the arrival day';
  const kept = `Cancelled today, ${when}: ${facts.retainedPercent}% of the price is retained (${money(facts.retained)}).`;
  const then =
    facts.refund > 0
      ? `${money(facts.received)} received: ${money(facts.refund)} is to be refunded to the guest.`
      : facts.stillOwed > 0
        ? `${money(facts.received)} received: ${money(facts.stillOwed)} is still owed.`
        : `${money(facts.received)} received: nothing is to be refunded.`;
  return `${kept} ${then}`;
}
