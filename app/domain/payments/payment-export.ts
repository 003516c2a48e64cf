import type { CsvColumn } from '#app/domain/csv';
import type { Currency } from '#app/domain/currency/currency';
import { instalmentLabel, ledgerStatusLabel } from '#app/domain/payments/labels';
import { MINOR_UNIT_DIGITS } from '#app/domain/payments/money';
import type { PaymentListRow } from '#app/domain/payments/payment-list';

/**
 * An amount in minor units as a spreadsheet's figure in whole units, to the cent and without grouping:
 * 1235000 USD → '12350.00'. Integer arithmetic, so no cent is lost to floating point.
 */
export function majorUnits(amount: number | null, currency: Currency): string | null {
  if (amount === null) return null;
  const digits = MINOR_UNIT_DIGITS[currency];
  const unit = 10 ** digits;
  const sign = amount < 0 ? '-' : '';
  const whole = Math.abs(Math.trunc(amount));
  return `${sign}${Math.floor(whole / unit)}.${String(whole % unit).padStart(digits, '0')}`;
}

/** The payments CSV's columns (app/routes/admin/payments-export.ts): one currency column for every amount. */
export const PAYMENT_EXPORT_COLUMNS: readonly CsvColumn<PaymentListRow>[] = [
  { heading: 'Reference', value: (row) => row.reference },
  { heading: 'Villa', value: (row) => row.villa },
  { heading: 'Guest', value: (row) => row.guest_name },
  { heading: 'Arrival', value: (row) => row.check_in },
  { heading: 'Departure', value: (row) => row.check_out },
  { heading: 'Status', value: (row) => ledgerStatusLabel(row.status, 'en') },
  { heading: 'Next due', value: (row) => (row.next_kind ? instalmentLabel(row.next_kind, 'en') : null) },
  { heading: 'Next due date', value: (row) => row.next_due },
  { heading: 'Next amount', value: (row) => majorUnits(row.next_amount, row.currency) },
  { heading: 'Due', value: (row) => majorUnits(row.owed, row.currency) },
  { heading: 'Received', value: (row) => majorUnits(row.received, row.currency) },
  { heading: 'Outstanding', value: (row) => majorUnits(row.outstanding, row.currency) },
  { heading: 'Overdue', value: (row) => majorUnits(row.overdue, row.currency) },
  { heading: 'To refund', value: (row) => majorUnits(row.to_refund, row.currency) },
  { heading: 'Currency', value: (row) => row.currency },
];
