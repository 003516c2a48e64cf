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
