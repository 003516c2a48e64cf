// The booking texts' French (the schedule's words, paymentStepLabelIn): e-mails are rendered on the server only.
import '#app/domain/i18n/texts/fr';
import { daysBetween, formatStayDates, type CalendarDate } from '#app/domain/booking/dates';
import { paymentStepLabelIn, type PaymentStep } from '#app/domain/booking/quote';
import { formatMoney, type Currency } from '#app/domain/currency/currency';
import type { Locale } from '#app/domain/i18n/locale';
import { factsHtml } from './layout';
import { escapeHtml } from './escape';
import { mailTexts } from './texts';

/**
 * The stay a booking request's e-mails are about, as the guest (and staff) read it in them: its dates and
 * nights, guests, the services named as the site names them, the total the guest was quoted, and — in the
 * confirmation — the payment schedule in the quote's own words (paymentStepLabelIn, as the pages say it).
 */
export interface StayFacts {
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  guests: number;
  /** The services' codes, as stored (add-ons.ts). */
  addOns: readonly string[];
  /** The quoted total, in the villa's currency; null for a stay stored without a quote. */
  total: number | null;
  currency: Currency;
  schedule: readonly PaymentStep[];
}

export type FactLine = readonly [label: string, value: string];

/** 'Dec 12 – Dec 19, 2026 · 7 nights' */
export function stayDates(stay: StayFacts, locale: Locale): string {
  const t = mailTexts[locale];
  return `${formatStayDates(stay.checkIn, stay.checkOut, locale)} · ${t.nightCount(daysBetween(stay.checkIn, stay.checkOut))}`;
}

/** Dates, guests, services (named, in the reader's language) and the total, as label–value lines of text. */
export function stayLines(stay: StayFacts, locale: Locale): FactLine[] {
  const t = mailTexts[locale];
  return [
    [t.stayDates, stayDates(stay, locale)],
    [t.stayGuests, t.guestCount(stay.guests)],
    ...(stay.addOns.length > 0
      ? [[t.stayServices, `${stay.addOns.map((code) => t.addOn(code)).join(', ')} (${t.servicesOnRequest})`] as const]
      : []),
    ...(stay.total !== null ? [[t.stayTotal, formatMoney(stay.total, stay.currency, locale)] as const] : []),
  ];
}

/** Each payment of the schedule with its amount: 'Deposit (30%) on confirmation', '$6,300'. */
export function scheduleLines(stay: StayFacts, locale: Locale): FactLine[] {
  const label = paymentStepLabelIn(locale);
  return stay.schedule.map((step) => [label(step), formatMoney(step.amount, stay.currency, locale)] as const);
}

/** Lines as plain text: 'Dates: Dec 12 – Dec 19, 2026 · 7 nights'. */
export function linesText(lines: readonly FactLine[], locale: Locale): string[] {
  const { colon } = mailTexts[locale];
  return lines.map(([label, value]) => `${label}${colon}${value}`);
}

/** Lines as the e-mail's label–value table (values escaped). */
export function linesHtml(lines: readonly FactLine[]): string {
  return factsHtml(lines.map(([label, value]) => [label, escapeHtml(value)] as const));
}
