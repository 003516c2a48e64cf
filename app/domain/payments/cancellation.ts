import { daysBetween, type CalendarDate } from '#app/domain/booking/dates';
import type { Currency } from '#app/domain/currency/currency';
import { percentInWholeUnits } from '#app/domain/payments/money';
import {
  cancellationScaleProblems,
  DEFAULT_CANCELLATION_SCALE,
  type CancellationScale,
  type CancellationTier,
} from '#app/domain/payments/cancellation-scale';

/**
 * Cancelling a stay (issue 28, item 3): how much of its price the agency keeps when the guest cancels, by how
 * many days before arrival they do, following the booking terms' cancellation scale (cancellation-scale.ts,
 * re-exported here for the payments code). What is retained and refunded is computed here, never typed by staff.
 */

export { cancellationScaleProblems, DEFAULT_CANCELLATION_SCALE, type CancellationScale, type CancellationTier };

/** The share retained for a cancellation `daysBefore` days before arrival (negative: after arrival). */
export function retainedPercentFor(scale: CancellationScale, daysBefore: number): number {
  let percent = scale.baseRetainedPercent;
  for (const tier of scale.tiers) if (daysBefore <= tier.withinDays) percent = tier.retainedPercent;
  return percent;
}

export interface CancellationOutcome {
  /** days from the cancellation to arrival (0 on the arrival day, negative after) */
  daysBefore: number;
  retainedPercent: number;
  /** minor units the agency keeps: a share of the stay's price, never more than was asked */
  retained: number;
  /** minor units to pay back: what was received beyond the retained share (the security deposit with it) */
  refund: number;
  /** minor units the guest still owes when less than the retained share was received */
  stillOwed: number;
}

export interface CancellationFacts {
  scale: CancellationScale;
  /** the stay's price in minor units (the security deposit apart) */
  total: number;
  currency: Currency;
  checkIn: CalendarDate;
  cancelledOn: CalendarDate;
  /** net received so far in minor units (payments less refunds), the security deposit included */
  received: number;
}

/**
 * What a cancellation on `cancelledOn` retains and refunds. The retained share is rounded to whole units like
 * the deposit, so "the deposit is kept" keeps exactly the deposit the schedule asked.
 */
export function cancellationOutcome(facts: CancellationFacts): CancellationOutcome {
  const daysBefore = daysBetween(facts.cancelledOn, facts.checkIn);
  const retainedPercent = retainedPercentFor(facts.scale, daysBefore);
  const retained = Math.min(facts.total, percentInWholeUnits(facts.total, retainedPercent, facts.currency));
  const received = Math.max(0, facts.received);
  return {
    daysBefore,
    retainedPercent,
    retained,
    refund: Math.max(0, received - retained),
    stillOwed: Math.max(0, retained - received),
  };
}
