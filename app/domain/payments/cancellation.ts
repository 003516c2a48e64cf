import { daysBetween, type CalendarDate } from '#app/domain/booking/dates';
import type { Currency } from '#app/domain/currency/currency';
import { percentInWholeUnits } from '#app/domain/payments/money';

/**
 * The cancellation scale of the booking terms (issue 28, item 3): how much of a stay's price the agency keeps
 * when the guest cancels, by how many days before arrival they do. St Barth agencies typically keep the
 * deposit, and everything from 60 days before arrival. What is retained and refunded is computed here, never
 * typed by staff.
 *
 * A tier applies from `withinDays` days before arrival, that day included: "100% within 60 days" keeps
 * everything when cancelled 60 days before arrival, the day the balance falls due (the quote's own reading of
 * "inside the balance window"), and the base share 61 days before.
 */

export interface CancellationTier {
  /** applies when cancelled this many days before arrival or fewer (down to the next tier) */
  withinDays: number;
  /** share of the stay's price retained, 0–100 */
  retainedPercent: number;
}

export interface CancellationScale {
  /** share retained when cancelled before every tier (usually the deposit's share) */
  baseRetainedPercent: number;
  /** from the earliest to the latest: `withinDays` strictly decreasing */
  tiers: readonly CancellationTier[];
}

/** The deposit kept until 60 days before arrival, everything after. */
export const DEFAULT_CANCELLATION_SCALE: CancellationScale = {
  baseRetainedPercent: 30,
  tiers: [{ withinDays: 60, retainedPercent: 100 }],
};

const isPercent = (value: number) => Number.isFinite(value) && value >= 0 && value <= 100;

/**
 * What is wrong with a scale, in the words staff read (the back office is in English); empty when it is sound.
 * Sound: shares from 0 to 100, tiers ordered from the earliest (most days) to the latest, each a whole number
 * of days ≥ 0, and a share that never falls as arrival comes closer.
 */
export function cancellationScaleProblems(scale: CancellationScale): string[] {
  const problems: string[] = [];
  if (!isPercent(scale.baseRetainedPercent)) problems.push('The share retained must be between 0% and 100%.');
  let previous: { withinDays: number; retainedPercent: number } | null = null;
  for (const [index, tier] of scale.tiers.entries()) {
    const label = `Tier ${index + 1}`;
    if (!Number.isInteger(tier.withinDays) || tier.withinDays < 0) {
      problems.push(`${label}: the days before arrival must be a whole number, 0 or more.`);
    }
    if (!isPercent(tier.retainedPercent)) problems.push(`${label}: the share retained must be between 0% and 100%.`);
    const before = previous ?? { withinDays: Infinity, retainedPercent: scale.baseRetainedPercent };
    if (tier.withinDays >= before.withinDays) {
      problems.push(`${label}: tiers go from the most days before arrival to the fewest, each once.`);
    }
    if (tier.retainedPercent < before.retainedPercent) {
      problems.push(`${label}: the share retained cannot fall as arrival comes closer.`);
    }
    previous = tier;
  }
  return problems;
}

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
