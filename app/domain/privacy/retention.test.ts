import { describe, expect, it } from 'vitest';
import {
  fillRetentionPeriods,
  retentionPeriodsOf,
  retentionPeriodWords,
  retentionReport,
  retentionSettingsSchema,
} from './retention';

describe('retention settings', () => {
  it('takes whole months within their ranges', () => {
    expect(retentionSettingsSchema.parse({ leadMonths: '36', mailMonths: '24' })).toEqual({
      leadMonths: 36,
      mailMonths: 24,
    });
    const refused = retentionSettingsSchema.safeParse({ leadMonths: '5', mailMonths: '121' });
    expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['leadMonths', 'Between 6 and 120 months'],
      ['mailMonths', 'Between 1 and 120 months'],
    ]);
    expect(retentionSettingsSchema.safeParse({ leadMonths: '12.5', mailMonths: '2' }).success).toBe(false);
  });

  it('reads the job’s counts, anything missing as none', () => {
    expect(retentionReport({ inquiries: 3, emails: 7, history: 9 })).toEqual({ inquiries: 3, emails: 7 });
    expect(retentionReport(null)).toEqual({ inquiries: 0, emails: 0 });
  });

  it('says a period in whole years when it is one, else in months, in the notice’s language', () => {
    expect(retentionPeriodWords(36, 'en')).toBe('3\u00a0years');
    expect(retentionPeriodWords(12, 'en')).toBe('1\u00a0year');
    expect(retentionPeriodWords(18, 'en')).toBe('18\u00a0months');
    expect(retentionPeriodWords(36, 'fr')).toBe('3\u00a0ans');
    expect(retentionPeriodWords(1, 'fr')).toBe('1\u00a0mois');
  });

  it('fills the notice’s placeholders with the periods set, every time they appear', () => {
    const text = 'Leads: {leadRetention}. E-mails: {mailRetention}. Again: {leadRetention}.';
    expect(fillRetentionPeriods(text, { leadMonths: 60, mailMonths: 6 }, 'en')).toBe(
      'Leads: 5\u00a0years. E-mails: 6\u00a0months. Again: 5\u00a0years.',
    );
    expect(fillRetentionPeriods(text, { leadMonths: 60, mailMonths: 6 }, 'fr')).toBe(
      'Leads: 5\u00a0ans. E-mails: 6\u00a0mois. Again: 5\u00a0ans.',
    );
  });

  it('reads retention_periods(), the defaults where a value is missing', () => {
    expect(retentionPeriodsOf({ leadMonths: 48, mailMonths: 12 })).toEqual({ leadMonths: 48, mailMonths: 12 });
    expect(retentionPeriodsOf(null)).toEqual({ leadMonths: 36, mailMonths: 24 });
  });
});
