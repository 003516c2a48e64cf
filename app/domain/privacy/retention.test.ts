import { describe, expect, it } from 'vitest';
import { retentionReport, retentionSettingsSchema } from './retention';

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
});
