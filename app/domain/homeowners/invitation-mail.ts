import { SITE_NAME } from '#app/domain/constants';
import type { Locale } from '#app/domain/i18n/locale';
import { escapeHtml, headerText } from '#app/domain/mail/escape';
import { linkHtml, mailLayout, paragraphHtml } from '#app/domain/mail/layout';
import type { MailSite, RenderedMail } from '#app/domain/mail/templates';

/**
 * A homeowner's invitation to their page (issue 29, item 5): a one-time link to choose their password, in the
 * homeowner's language, to /owners/set-password (or its French address). The same link is sent again when staff
 * send a new one.
 */

export interface HomeownerInvitationFacts {
  name: string;
  language: Locale;
  /** The link's token (64 hex digits). */
  token: string;
}

const WORDS = {
  en: {
    subject: `Your page at ${SITE_NAME}`,
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    lines: [
      `${SITE_NAME} invites you to your homeowner’s page: your villas’ calendars and occupancy, your owner stays, and how your properties for sale are doing.`,
      'Choose your password with this link (it works once, for 7 days):',
    ],
    button: 'Choose my password',
    after: 'Then sign in with this e-mail address and that password.',
    eyebrow: 'Invitation',
    heading: 'Your homeowner’s page',
    footer: 'this link is for you alone: do not forward this e-mail.',
  },
  fr: {
    subject: `Votre espace chez ${SITE_NAME}`,
    greeting: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    lines: [
      `${SITE_NAME} vous invite dans votre espace propriétaire\u00a0: le calendrier et l’occupation de vos villas, vos séjours de propriétaire, et l’intérêt suscité par vos biens en vente.`,
      'Choisissez votre mot de passe avec ce lien (il fonctionne une fois, pendant 7 jours)\u00a0:',
    ],
    button: 'Choisir mon mot de passe',
    after: 'Connectez-vous ensuite avec cette adresse e-mail et ce mot de passe.',
    eyebrow: 'Invitation',
    heading: 'Votre espace propriétaire',
    footer: 'ce lien est pour vous seul\u00a0: ne transférez pas cet e-mail.',
  },
} as const;

/** The address of the link, in the homeowner's language. The token rides in the query (left out of the logs). */
export function homeownerLinkUrl(site: MailSite, language: Locale, token: string): string {
  const prefix = language === 'fr' ? '/fr' : '';
  return `${site.url.replace(/\/+$/, '')}${prefix}/owners/set-password?${new URLSearchParams({ token })}`;
}

export function homeownerInvitationMail(facts: HomeownerInvitationFacts, site: MailSite): RenderedMail {
  const words = WORDS[facts.language];
  const url = homeownerLinkUrl(site, facts.language, facts.token);
  const greeting = words.greeting(headerText(facts.name.trim(), 100));
  const text = [greeting, '', ...words.lines, url, '', words.after, '', `— ${SITE_NAME}`].join('\n');
  const html = mailLayout({
    lang: facts.language,
    title: words.subject,
    preheader: words.lines[0],
    eyebrow: words.eyebrow,
    heading: words.heading,
    content: [
      paragraphHtml(escapeHtml(greeting)),
      ...words.lines.map((line) => paragraphHtml(escapeHtml(line))),
      paragraphHtml(linkHtml(url, words.button)),
      paragraphHtml(escapeHtml(words.after), 'muted'),
    ].join('\n'),
    footer: escapeHtml(`${SITE_NAME} · ${words.footer}`),
  });
  return { subject: words.subject, text, html };
}
