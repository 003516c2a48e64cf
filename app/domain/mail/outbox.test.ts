import { describe, expect, it } from 'vitest';
import { replyFormSchema } from './reply-form';
import { DEFAULT_RETRY_POLICY, leadReference, nextAttemptAt, retryDelayMs, triesInWindow } from './outbox';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('the retry schedule', () => {
  it('waits 1 min, 5 min, 30 min, 2 h, then every 6 h', () => {
    expect([1, 2, 3, 4, 5, 6, 12].map((attempts) => retryDelayMs(attempts))).toEqual([
      MINUTE,
      5 * MINUTE,
      30 * MINUTE,
      2 * HOUR,
      6 * HOUR,
      6 * HOUR,
      6 * HOUR,
    ]);
  });

  it('gives up when the next try would come more than 3 days after the message was queued', () => {
    const queuedAt = new Date('2026-11-25T10:00:00Z');
    const after = (ms: number) => new Date(queuedAt.getTime() + ms);
    expect(nextAttemptAt({ attempts: 1, queuedAt, now: after(0) })).toEqual(after(MINUTE));
    expect(nextAttemptAt({ attempts: 9, queuedAt, now: after(66 * HOUR) })).toEqual(after(72 * HOUR));
    expect(nextAttemptAt({ attempts: 10, queuedAt, now: after(66 * HOUR + 1) })).toBeNull();
    // 1 + 4 short waits + 11 waits of 6 h fit in 72 h: sixteen tries in all.
    expect(triesInWindow(DEFAULT_RETRY_POLICY)).toBe(16);
  });

  it('follows an injected policy (the fault tests run the same scenario in milliseconds)', () => {
    const policy = { delaysMs: [10, 20], thenEveryMs: 50, giveUpAfterMs: 200 };
    const now = new Date('2026-11-25T10:00:00Z');
    expect(nextAttemptAt({ attempts: 2, queuedAt: now, now }, policy)).toEqual(new Date(now.getTime() + 20));
    expect(triesInWindow(policy)).toBe(6);
  });
});

describe('references', () => {
  it("is the booking request's own, else IQ- and the id's first eight hex digits", () => {
    expect(leadReference('3f1d2c4b-5a69-4788-9abc-def012345678')).toBe('IQ-3F1D2C4B');
    expect(leadReference('3f1d2c4b-5a69-4788-9abc-def012345678', 'IE-16FD2706')).toBe('IE-16FD2706');
  });
});

describe('the reply form', () => {
  it('keeps the subject to one line and requires a message', () => {
    const ok = replyFormSchema.safeParse({ subject: 'Re: Hello\r\nBcc: evil@example.com', body: '  Thanks  ' });
    expect(ok.success && ok.data).toEqual({ subject: 'Re: Hello Bcc: evil@example.com', body: 'Thanks' });
    const bad = replyFormSchema.safeParse({ subject: ' \r\n ', body: '   ' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.message).sort()).toEqual([
      'Message is required',
      'Subject is required',
    ]);
  });
});
