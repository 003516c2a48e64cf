import { SITE_NAME } from '#app/domain/constants';
import { STAFF_ROLE_LABELS, type StaffRole } from '#app/domain/staff/roles';
import { linkHtml, mailLayout, paragraphHtml } from './layout';
import { escapeHtml, headerText } from './escape';
import type { MailSite, RenderedMail } from './templates';

/**
 * The account e-mails (issue 17, item 1): an invitation to the back office and a password reset, each with a
 * one-time link to /set-password. Staff e-mails are in English, as the back office is (decision 009).
 */

export interface AccountMailFacts {
  kind: 'staff-invitation' | 'staff-password-reset';
  /** The member's name ('' when none was given) and role. */
  name: string;
  role: StaffRole;
  /** The link's token (64 hex digits). */
  token: string;
}

/** The address of a one-time link. The token rides in the query, which the server's request log leaves out. */
export function passwordLinkUrl(site: MailSite, token: string): string {
  return `${site.url.replace(/\/+$/, '')}/set-password?${new URLSearchParams({ token })}`;
}

export function accountMail(facts: AccountMailFacts, site: MailSite): RenderedMail {
  const url = passwordLinkUrl(site, facts.token);
  const greeting = facts.name.trim() ? `Hello ${headerText(facts.name, 100)},` : 'Hello,';
  const invitation = facts.kind === 'staff-invitation';
  const subject = invitation ? `Your ${SITE_NAME} back office account` : `Reset your ${SITE_NAME} password`;
  const lines = invitation
    ? [
        `You are invited to the ${SITE_NAME} back office as ${STAFF_ROLE_LABELS[facts.role].toLowerCase()}.`,
        'Choose your password with this link (it works once, for 7 days):',
      ]
    : [
        'An owner asked for a new password for your back office account.',
        'Choose it with this link (it works once, for 24 hours):',
      ];
  const after = invitation
    ? 'Then sign in with your e-mail address and that password.'
    : 'Your current password keeps working until you choose a new one. If you did not expect this, tell an owner.';

  const text = [greeting, '', ...lines, url, '', after, '', `— ${SITE_NAME}`].join('\n');
  const html = mailLayout({
    title: subject,
    preheader: lines[0]!,
    eyebrow: invitation ? 'Invitation' : 'Password reset',
    heading: invitation ? 'Welcome to the team' : 'Choose a new password',
    content: [
      paragraphHtml(escapeHtml(greeting)),
      ...lines.map((line) => paragraphHtml(escapeHtml(line))),
      paragraphHtml(linkHtml(url, invitation ? 'Choose my password' : 'Choose a new password')),
      paragraphHtml(escapeHtml(after), 'muted'),
    ].join('\n'),
    footer: escapeHtml(`${SITE_NAME} · this link is for you alone: do not forward this e-mail.`),
  });
  return { subject, text, html };
}
