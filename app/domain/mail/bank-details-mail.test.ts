import { describe, expect, it } from 'vitest';
import { BANK_DETAILS_WARNING, bankDetailsChangedMail } from './bank-details-mail';

const site = { url: 'https://islandestates.example/' };
const SENTENCE =
  'The USD bank account was changed by Olivia <Owner> on December 7, 2026 at 12:00 UTC: IBAN ****0189 → ****0143.';

describe('the bank details e-mail', () => {
  it('says what changed, the warning and the settings page, in text and HTML', () => {
    const mail = bankDetailsChangedMail(
      { name: 'Ada', subject: 'Bank details changed: USD account', sentence: SENTENCE },
      site,
    );
    expect(mail.subject).toBe('Bank details changed: USD account');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain(SENTENCE);
    expect(mail.text).toContain(BANK_DETAILS_WARNING);
    expect(mail.text).toContain('https://islandestates.example/admin/settings/bank-accounts');
    expect(mail.html).toContain('href="https://islandestates.example/admin/settings/bank-accounts"');
    expect(mail.html).toContain('Olivia &lt;Owner&gt;');
    expect(mail.html).not.toContain('<Owner>');
  });

  it('keeps the subject on one line and falls back without one', () => {
    expect(bankDetailsChangedMail({ name: '', subject: 'a\r\nBcc: x@example.com', sentence: 'x' }, site).subject).toBe(
      'a Bcc: x@example.com',
    );
    expect(bankDetailsChangedMail({ name: '', subject: null, sentence: 'x' }, site)).toMatchObject({
      subject: 'Bank details changed',
    });
  });
});
