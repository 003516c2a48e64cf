/**
 * The cancellation scale of the booking terms (issue 28, item 3) and what makes one sound. A leaf module (it
 * imports nothing) so the booking terms can hold a scale without an import cycle: the rest of the payments
 * rules (cancellation.ts, schedule.ts) import the booking rules, and the booking terms import only this.
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

/** One thing wrong with a scale, and where: the base share, or a tier's days or share (forms put it there). */
export interface CancellationScaleIssue {
  /** the tier's index, or null for the base share */
  tier: number | null;
  field: 'baseRetainedPercent' | 'withinDays' | 'retainedPercent';
  message: string;
}

const isPercent = (value: number) => Number.isFinite(value) && value >= 0 && value <= 100;

/**
 * What is wrong with a scale, in the words staff read (the back office is in English), each with its place;
 * empty when it is sound. Sound: shares from 0 to 100, tiers ordered from the earliest (most days) to the
 * latest, each a whole number of days ≥ 0, and a share that never falls as arrival comes closer.
 */
export function cancellationScaleIssues(scale: CancellationScale): CancellationScaleIssue[] {
  const issues: CancellationScaleIssue[] = [];
  if (!isPercent(scale.baseRetainedPercent)) {
    issues.push({
      tier: null,
      field: 'baseRetainedPercent',
      message: 'The share retained must be between 0% and 100%.',
    });
  }
  let previous: { withinDays: number; retainedPercent: number } | null = null;
  for (const [index, tier] of scale.tiers.entries()) {
    const label = `Tier ${index + 1}`;
    const at = (field: 'withinDays' | 'retainedPercent', message: string) =>
      issues.push({ tier: index, field, message: `${label}: ${message}` });
    if (!Number.isInteger(tier.withinDays) || tier.withinDays < 0) {
      at('withinDays', 'the days before arrival must be a whole number, 0 or more.');
    }
    if (!isPercent(tier.retainedPercent)) at('retainedPercent', 'the share retained must be between 0% and 100%.');
    const before = previous ?? { withinDays: Infinity, retainedPercent: scale.baseRetainedPercent };
    if (tier.withinDays >= before.withinDays) {
      at('withinDays', 'tiers go from the most days before arrival to the fewest, each once.');
    }
    if (tier.retainedPercent < before.retainedPercent) {
      at('retainedPercent', 'the share retained cannot fall as arrival comes closer.');
    }
    previous = tier;
  }
  return issues;
}

/** What is wrong with a scale (cancellationScaleIssues' messages); empty when it is sound. */
export function cancellationScaleProblems(scale: CancellationScale): string[] {
  return cancellationScaleIssues(scale).map((issue) => issue.message);
}
