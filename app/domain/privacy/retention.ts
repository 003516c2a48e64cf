import type { Locale } from '#app/domain/i18n/locale';
import { z } from '#app/domain/zod';
import { retentionTexts as t } from './texts/staff';

/**
 * Retention (issue 32, item 5; docs/decisions/042-person-data.md): owners set how long leads without activity and
 * e-mails are kept (agency_settings); the job anonymises what is older (privacy_apply_retention).
 */
export const DEFAULT_LEAD_RETENTION_MONTHS = 36;
export const DEFAULT_MAIL_RETENTION_MONTHS = 24;

const months = (min: number, message: string) =>
  z.coerce.number({ message: t.months }).int(t.months).min(min, message).max(120, message);

export const retentionSettingsSchema = z.object({
  leadMonths: months(6, t.leadRange),
  mailMonths: months(1, t.mailRange),
});
export type RetentionSettings = z.output<typeof retentionSettingsSchema>;

/** What the retention job reports: anonymised leads and e-mails. */
export interface RetentionReport {
  inquiries: number;
  emails: number;
}

export function retentionReport(value: unknown): RetentionReport {
  const counts = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const count = (key: string) => (typeof counts[key] === 'number' ? (counts[key] as number) : 0);
  return { inquiries: count('inquiries'), emails: count('emails') };
}

/**
 * A period as the privacy notice says it: whole years in years, else months ("3 years", "18 mois"), the number
 * and its unit held together by a no-break space (ICU gives one for some French units and not others).
 */
export function retentionPeriodWords(months: number, locale: Locale): string {
  const years = months % 12 === 0;
  return new Intl.NumberFormat(locale, { style: 'unit', unit: years ? 'year' : 'month', unitDisplay: 'long' })
    .format(years ? months / 12 : months)
    .replace(/\s/g, '\u00a0');
}

/**
 * The notice's `{leadRetention}` and `{mailRetention}` (in the built-in texts, and in owners' own) replaced by the
 * periods set now, so the notice never states a period the retention job does not apply.
 */
export function fillRetentionPeriods(markdown: string, periods: RetentionSettings, locale: Locale): string {
  return markdown
    .replaceAll('{leadRetention}', retentionPeriodWords(periods.leadMonths, locale))
    .replaceAll('{mailRetention}', retentionPeriodWords(periods.mailMonths, locale));
}

/** The periods as retention_periods() gives them, the defaults where a value is missing. */
export function retentionPeriodsOf(value: unknown): RetentionSettings {
  const periods = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const whole = (key: string, fallback: number) =>
    Number.isInteger(periods[key]) ? (periods[key] as number) : fallback;
  return {
    leadMonths: whole('leadMonths', DEFAULT_LEAD_RETENTION_MONTHS),
    mailMonths: whole('mailMonths', DEFAULT_MAIL_RETENTION_MONTHS),
  };
}
