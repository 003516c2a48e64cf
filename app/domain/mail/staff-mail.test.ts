import { describe, expect, it } from 'vitest';
import { accountMail, passwordLinkUrl } from './staff-mail';

const TOKEN = '0123456789abcdef'.repeat(4);
const site = { url: 'https://islandestates.example/' };

describe('account e-mails', () => {
  it('link to /set-password with the token in the query', () => {
    expect(passwordLinkUrl(site, TOKEN)).toBe(`https://islandestates.example/set-password?token=${TOKEN}`);
  });

  it('invite with the role and the link, in text and HTML', () => {
    const mail = accountMail({ kind: 'staff-invitation', name: 'Ada', role: 'agent', token: TOKEN }, site);
    expect(mail.subject).toBe('Your Island Estates back office account');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain('as agent');
    expect(mail.text).toContain('7 days');
    expect(mail.text).toContain(passwordLinkUrl(site, TOKEN));
    expect(mail.html).toContain(`href="${passwordLinkUrl(site, TOKEN)}"`);
  });

  it('reset a password with a link valid for 24 hours, and escape what staff typed', () => {
    const mail = accountMail(
      { kind: 'staff-password-reset', name: '<b>Eve</b>\r\nBcc: x@example.com', role: 'admin', token: TOKEN },
      site,
    );
    expect(mail.subject).toBe('Reset your Island Estates password');
    expect(mail.text).toContain('24 hours');
    expect(mail.text).not.toContain('\r\nBcc');
    expect(mail.html).not.toContain('<b>Eve</b>');
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
  });
});
