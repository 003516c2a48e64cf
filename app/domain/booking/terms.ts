import type { Island } from '#app/domain/constants';
import { DEFAULT_CANCELLATION_SCALE, type CancellationScale } from '#app/domain/payments/cancellation-scale';
import { quoteTaxLabel } from './quote-labels';

/** The agencies' booking terms; staff change every number in the settings. */
export interface BookingTerms {
  /** tax on accommodation, per island */
  taxPercent: Record<Island, number>;
  /** 0 = no service fee line */
  serviceFeePercent: number;
  /** share of the total paid on confirmation */
  depositPercent: number;
  /** the balance is due this many days before arrival… */
  balanceDaysBefore: number;
  /** …or this many when the stay touches a festive season */
  festiveBalanceDaysBefore: number;
  /** how long an option holds dates for a guest */
  optionHoldHours: number;
  /** days the guest has to pay the deposit once the stay is an option or confirmed (1–60); an option holds
   * its dates until that day */
  depositDueDays: number;
  /** recording the deposit confirms an option; false: staff confirm by hand */
  confirmOnDeposit: boolean;
  /** the share of the price retained when the guest cancels, by days before arrival */
  cancellation: CancellationScale;
}

export const DEFAULT_BOOKING_TERMS: BookingTerms = {
  taxPercent: { 'Saint Barthélemy': 5, 'Sint Maarten': 5 },
  serviceFeePercent: 0,
  depositPercent: 30,
  balanceDaysBefore: 60,
  festiveBalanceDaysBefore: 90,
  optionHoldHours: 72,
  depositDueDays: 7,
  confirmOnDeposit: true,
  cancellation: DEFAULT_CANCELLATION_SCALE,
};

/** 'Saint-Barthélemy tax on accommodation (5%)' / 'Sint Maarten accommodation tax (5%)' */
export function taxLabel(island: Island, percent: number): string {
  return quoteTaxLabel(island, percent);
}
