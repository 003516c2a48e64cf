import { describe, expect, it } from 'vitest';
import { feedFormSchema, shortFeedUrl } from './feed-form';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';

const m = staffBookingTexts.staffCalendar.feed;

function messages(input: Record<string, unknown>) {
  const result = feedFormSchema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('feedFormSchema', () => {
  it('takes http(s) and webcal addresses, trimmed', () => {
    for (const url of [
      'https://www.airbnb.com/calendar/ical/1.ics?s=x',
      'http://example.com/cal',
      'webcal://p.vrbo.com/icalendar/abc.ics',
    ]) {
      expect(feedFormSchema.parse({ name: ' Airbnb ', url: ` ${url} ` })).toEqual({ name: 'Airbnb', url });
    }
  });

  it('refuses other schemes, broken and overlong addresses, and a missing name', () => {
    expect(messages({ name: '', url: 'ftp://example.com/cal.ics' })).toEqual({
      name: m.nameRequired,
      url: m.urlInvalid,
    });
    expect(messages({ name: 'Vrbo', url: 'https://' })).toEqual({ url: m.urlInvalid });
    expect(messages({ name: 'Vrbo', url: `https://example.com/${'a'.repeat(2000)}` })).toEqual({
      url: m.urlTooLong(2000),
    });
    expect(messages({ name: 'x'.repeat(61), url: undefined })).toEqual({ name: m.nameTooLong(60), url: m.urlRequired });
  });
});

describe('shortFeedUrl', () => {
  it('drops the scheme and shortens long addresses', () => {
    expect(shortFeedUrl('https://example.com/a.ics')).toBe('example.com/a.ics');
    expect(shortFeedUrl(`webcal://example.com/${'b'.repeat(80)}`, 20)).toBe('example.com/bbbbbbb…');
  });
});
