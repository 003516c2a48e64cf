import type { PaymentInstructions } from '#app/domain/payments/guest-stay';
import { CONTACT_EMAIL, CONTACT_PHONE, OFFICES, SITE_NAME } from '#app/domain/constants';
import { type LeadSource } from '#app/domain/leads/sources';
import { localizedPath, type Locale } from '#app/domain/i18n/locale';
import { LEAD_SOURCE_LABELS } from '#app/domain/leads/sources';
import { bookingReceiptPath } from '#app/domain/booking/private-links';
import type { MailTranslation } from '#app/domain/mail/texts/mail';
import { factsHtml, linkHtml, mailLayout, MAIL_STYLE, paragraphHtml, quoteHtml, subheadingHtml } from './layout';
import { leadReference } from './outbox';
import { linesHtml, linesText, stayLines, type StayFacts } from './stay-facts';
import { escapeHtml, headerText, paragraphsOf, quoted } from './escape';
import { formatMailDateTime, officeHoursIn } from './format';
import { mailTexts } from './texts';

export { formatMailDateTime } from './format';

/**
 * What each e-mail says, as pure functions of typed facts: subject (one line), plain text and HTML. The
 * server (app/server/mail/) fills the facts from the outbox and the inquiry, and adds the headers.
 *
 * Every value a visitor typed goes through `headerText` (subjects, names) or `escapeHtml` (HTML); the plain
 * text carries the message as typed.
 *
 * What the visitor reads (the acknowledgement, a reply's frame) is in the inquiry's language, from the mail
 * catalogue (app/domain/mail/texts/mail.ts), with links to the pages in that language; what staff read
 * (the notification) is in English and says which language the visitor wrote in.
 */

export interface LeadFacts {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  source: LeadSource;
  /** ISO timestamp. */
  createdAt: string;
  listing: { kind: 'property' | 'rental'; id: string; title: string | null } | null;
  /**
   * A booking request: its stay and reference (IE-…), and the token of a receipt link minted for this e-mail
   * (docs/decisions/019-private-links.md) when it carries one.
   */
  booking: {
    stayId: string;
    reference: string | null;
    receiptToken?: string | null;
    /** The stay's dates, guests, services and quote (the guest's e-mails repeat them), when they were read. */
    stay?: StayFacts | null;
    /** The stay's fixed schedule and the account to pay into (the confirmation's instructions), when read. */
    payment?: PaymentInstructions | null;
  } | null;
  /** The language of the page the visitor wrote from: their e-mails are in it. */
  locale: Locale;
}

export interface MailSite {
  /** The site's origin for links, e.g. 'https://islandestates.example'. */
  url: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface ReplyFacts {
  subject: string;
  body: string;
  /** The staff member's e-mail address. */
  signer: string;
}

// ---- Shared pieces (the stay's e-mails, stay-mail.ts, use them too) --------------------------------------

export const link = (site: MailSite, path: string) => `${site.url.replace(/\/+$/, '')}${path}`;

/** The texts of the visitor's e-mails, in their language. */
export const textsOf = (facts: LeadFacts): MailTranslation => mailTexts[facts.locale];

/** The visitor's name on one line (it may arrive with line breaks from a crafted post). */
const nameOf = (facts: LeadFacts) => headerText(facts.name, 200) || textsOf(facts).guest;
export const firstName = (facts: LeadFacts) => nameOf(facts).split(' ')[0] ?? nameOf(facts);
export const listingTitle = (facts: LeadFacts) =>
  facts.listing
    ? headerText(facts.listing.title ?? '', 120) ||
      (facts.listing.kind === 'property' ? textsOf(facts).aProperty : textsOf(facts).aVilla)
    : null;

/** The listing's page, in the visitor's language ('/fr/properties/…' for a French visitor). */
export function listingPath(facts: LeadFacts): string | null {
  if (!facts.listing) return null;
  const path = facts.listing.kind === 'property' ? `/properties/${facts.listing.id}` : `/rentals/${facts.listing.id}`;
  return localizedPath(path, facts.locale);
}

/** The booking request's receipt (its private link), in the guest's language, when this e-mail carries one. */
export function receiptUrl(facts: LeadFacts, site: MailSite): string | null {
  const token = facts.booking?.receiptToken;
  if (!token || facts.listing?.kind !== 'rental') return null;
  return link(site, bookingReceiptPath(facts.listing.id, token, facts.locale));
}

/** The site's home page in the visitor's language. */
const homeUrl = (site: MailSite, locale: Locale) =>
  locale === 'en' ? site.url : link(site, localizedPath('/', locale));

export const referenceOf = (facts: LeadFacts) => leadReference(facts.id, facts.booking?.reference);

/** One-line subject from parts that may hold visitor text. */
export const subjectLine = (text: string) => headerText(text, 180);

/** When the visitor hears from us, by what they sent. */
function answerExpectation(source: LeadSource, t: MailTranslation): string {
  return source === 'booking' ? t.answerBooking : t.answerLead;
}

function officeContactsText(site: MailSite, t: MailTranslation, locale: Locale): string {
  const hours = officeHoursIn(t)
    .map((row) => `${row.days}${t.colon}${row.hours}`)
    .join('; ');
  return [
    t.ourOffices,
    ...OFFICES.map((office) => `${office.city}${t.colon}${office.address}`),
    `${t.phone}${t.colon}${CONTACT_PHONE}`,
    `${t.email}${t.colon}${CONTACT_EMAIL}`,
    `${t.officeHoursIslandTime}${t.colon}${hours}`,
    homeUrl(site, locale),
  ].join('\n');
}

export function officeContactsHtml(t: MailTranslation): string {
  return [
    subheadingHtml(t.ourOffices),
    factsHtml([
      ...OFFICES.map((office) => [office.city, escapeHtml(office.address)] as const),
      [t.phone, linkHtml(`tel:${CONTACT_PHONE.replace(/[^\d+]/g, '')}`, CONTACT_PHONE)],
      [t.email, linkHtml(`mailto:${CONTACT_EMAIL}`, CONTACT_EMAIL)],
      [
        t.hours,
        officeHoursIn(t)
          .map((row) => `${escapeHtml(row.days)}${escapeHtml(t.colon)}${escapeHtml(row.hours)}`)
          .join('<br>'),
      ],
    ]),
  ].join('\n');
}

export function footerHtml(site: MailSite, note: string, locale: Locale = 'en'): string {
  const home = homeUrl(site, locale);
  const islands = mailTexts[locale].islands;
  return `${escapeHtml(note)}<br>${escapeHtml(SITE_NAME)} · ${escapeHtml(islands)} · ${linkHtml(home, home.replace(/^https?:\/\//, ''))}`;
}

// ---- To staff: a lead arrived ---------------------------------------------------------------------------

/** The visitor's language as staff read it (in English, like the rest of the notification). */
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', fr: 'French' };

/** 'New property inquiry', 'New contact message', … */
const staffSubjectPrefix = (source: LeadSource) => `New ${LEAD_SOURCE_LABELS[source].toLowerCase()}`;

/** Staff read every fallback text and link in English, whatever the visitor's language. */
const forStaff = (facts: LeadFacts): LeadFacts => ({ ...facts, locale: 'en' });

export function staffNotificationSubject(lead: LeadFacts): string {
  const facts = forStaff(lead);
  const title = listingTitle(facts);
  const reference = facts.booking?.reference ? ` ${facts.booking.reference}` : '';
  const about = title ? `: ${title}` : '';
  return subjectLine(`${staffSubjectPrefix(facts.source)}${reference}${about} — ${nameOf(facts)}`);
}

export function staffNotification(lead: LeadFacts, site: MailSite): RenderedMail {
  const facts = forStaff(lead);
  const subject = staffNotificationSubject(facts);
  const name = nameOf(facts);
  const reference = referenceOf(facts);
  const title = listingTitle(facts);
  const path = listingPath(facts);
  const inboxUrl = link(site, `/admin/inquiries/${facts.id}`);
  const bookingUrl = facts.booking ? link(site, `/admin/bookings/${facts.booking.stayId}`) : null;
  const received = formatMailDateTime(facts.createdAt);
  const source = LEAD_SOURCE_LABELS[facts.source];
  const stay = facts.booking?.stay ?? null;

  const text = [
    `${source}${title ? ` — ${title}` : ''}`,
    '',
    `From: ${name}`,
    `E-mail: ${facts.email}`,
    `Phone: ${facts.phone || '—'}`,
    `Received: ${received} (island time)`,
    `Reference: ${reference}`,
    `Language: ${LANGUAGE_NAMES[lead.locale]}`,
    ...(title && path
      ? [`${facts.listing!.kind === 'property' ? 'Property' : 'Rental'}: ${title} — ${link(site, path)}`]
      : []),
    ...(bookingUrl ? [`Booking request: ${bookingUrl}`] : []),
    ...(stay ? linesText(stayLines(stay, 'en'), 'en') : []),
    '',
    'Message:',
    facts.message,
    '',
    `Open it in the inbox: ${inboxUrl}`,
    `Replying to this e-mail writes to ${name} directly; a reply from the inbox keeps it in the inquiry's history.`,
  ].join('\n');

  const rows = [
    ['From', escapeHtml(name)],
    ['E-mail', linkHtml(`mailto:${facts.email}`, facts.email)],
    ['Phone', facts.phone ? linkHtml(`tel:${facts.phone.replace(/[^\d+]/g, '')}`, facts.phone) : '—'],
    ['Received', `${escapeHtml(received)} (island time)`],
    ['Reference', escapeHtml(reference)],
    ['Language', LANGUAGE_NAMES[lead.locale]],
    ...(title && path
      ? [[facts.listing!.kind === 'property' ? 'Property' : 'Rental', linkHtml(link(site, path), title)] as const]
      : []),
    ...(bookingUrl ? [['Booking', linkHtml(bookingUrl, facts.booking?.reference ?? 'Booking request')] as const] : []),
  ] as const;

  const html = mailLayout({
    title: subject,
    preheader: `${name}: ${headerText(facts.message, 120)}`,
    eyebrow: source,
    heading: title ? `${name} about ${title}` : name,
    content: [
      factsHtml(rows),
      ...(stay ? [linesHtml(stayLines(stay, 'en'))] : []),
      subheadingHtml('Message'),
      quoteHtml(facts.message),
      `<p style="margin:8px 0 20px;">${linkHtml(inboxUrl, 'Open in the inbox', MAIL_STYLE.button)}</p>`,
      paragraphHtml(
        `Replying to this e-mail writes to ${escapeHtml(name)} directly; a reply from the inbox keeps it in the inquiry’s history.`,
        'muted',
      ),
    ].join('\n'),
    footer: footerHtml(site, 'Sent to the agency by the website for every inquiry it stores.'),
  });
  return { subject, text, html };
}

// ---- To the visitor: we have it -------------------------------------------------------------------------

export function acknowledgementSubject(facts: LeadFacts): string {
  const t = textsOf(facts);
  const reference = referenceOf(facts);
  const title = listingTitle(facts);
  switch (facts.source) {
    case 'booking':
      return subjectLine(t.subjectBooking(reference, title, SITE_NAME));
    case 'contact':
      return subjectLine(t.subjectContact(reference, SITE_NAME));
    default:
      return subjectLine(t.subjectLead(reference, title, SITE_NAME));
  }
}

export function visitorAcknowledgement(facts: LeadFacts, site: MailSite): RenderedMail {
  const t = textsOf(facts);
  const subject = acknowledgementSubject(facts);
  const reference = referenceOf(facts);
  const title = listingTitle(facts);
  const path = listingPath(facts);
  const thanks = (
    facts.source === 'booking' ? t.thanksBooking : facts.source === 'contact' ? t.thanksContact : t.thanksLead
  )(SITE_NAME, title);
  const expectation = answerExpectation(facts.source, t);
  const receipt = receiptUrl(facts, site);
  // A booking request's dates, guests, services and total, as the guest asked for them.
  const stay = facts.booking?.stay ? stayLines(facts.booking.stay, facts.locale) : [];

  const text = [
    t.dear(firstName(facts)),
    '',
    thanks,
    '',
    `${t.whenToExpect}${t.colon}${expectation}`,
    '',
    `${t.yourReference}${t.colon}${reference}`,
    ...(title && path ? [`${title}${t.colon}${link(site, path)}`] : []),
    ...(stay.length ? ['', `${t.yourStay}${t.colon.trimEnd()}`, ...linesText(stay, facts.locale), ''] : []),
    ...receiptLinkText(receipt, t),
    '',
    `${t.whatYouSent}${t.colon.trimEnd()}`,
    quoted(facts.message),
    '',
    t.addAnything,
    ...signOffText(site, t, facts.locale),
  ].join('\n');

  const html = mailLayout({
    lang: facts.locale,
    title: subject,
    preheader: t.preheader(reference, expectation),
    eyebrow: facts.source === 'booking' ? t.eyebrowBooking : t.eyebrowMessage,
    heading: t.thankYou(firstName(facts)),
    content: [
      paragraphHtml(escapeHtml(thanks)),
      paragraphHtml(`<strong>${escapeHtml(t.whenToExpect)}.</strong> ${escapeHtml(expectation)}`),
      factsHtml([
        [t.reference, `<strong>${escapeHtml(reference)}</strong>`],
        ...(title && path
          ? [[facts.listing!.kind === 'property' ? t.property : t.villa, linkHtml(link(site, path), title)] as const]
          : []),
      ]),
      ...(stay.length ? [subheadingHtml(t.yourStay), linesHtml(stay)] : []),
      ...(receipt ? receiptLinkHtml(receipt, t) : []),
      subheadingHtml(t.whatYouSent),
      quoteHtml(facts.message),
      paragraphHtml(escapeHtml(t.addAnything), 'muted'),
      officeContactsHtml(t),
    ].join('\n'),
    footer: footerHtml(site, t.footerAcknowledgement(reference), facts.locale),
  });
  return { subject, text, html };
}

/** The receipt's address in a plain-text e-mail, and the note that the link is the guest's alone. */
function receiptLinkText(url: string | null, t: MailTranslation): string[] {
  return url ? [`${t.yourRequestOnline}${t.colon}${url}`, t.receiptLinkPrivate] : [];
}

/** How a visitor's plain-text e-mail ends: the offices, then the agency's name. */
export function signOffText(site: MailSite, t: MailTranslation, locale: Locale): string[] {
  return ['', officeContactsText(site, t, locale), '', `${SITE_NAME} — ${t.islands}`];
}

/** The receipt's button and the note that the link is the guest's alone. */
function receiptLinkHtml(url: string, t: MailTranslation): string[] {
  return [
    `<p style="margin:8px 0 8px;">${linkHtml(url, t.seeYourRequest, MAIL_STYLE.button)}</p>`,
    paragraphHtml(escapeHtml(t.receiptLinkPrivate), 'muted'),
  ];
}

// ---- To the guest: a fresh link to their booking request ------------------------------------------------

export function receiptLinkSubject(facts: LeadFacts): string {
  return subjectLine(textsOf(facts).subjectReceiptLink(referenceOf(facts), SITE_NAME));
}

/**
 * The e-mail an old id-only receipt address offers to send: a new private link to the request, to the address
 * on the booking, in its language. Without a link (staff reading the thread) it says the same without the button.
 */
export function bookingReceiptLink(facts: LeadFacts, site: MailSite): RenderedMail {
  const t = textsOf(facts);
  const subject = receiptLinkSubject(facts);
  const reference = referenceOf(facts);
  const lead = t.receiptLinkLead(reference, listingTitle(facts));
  const receipt = receiptUrl(facts, site);
  const text = [
    t.dear(firstName(facts)),
    '',
    lead,
    '',
    ...receiptLinkText(receipt, t),
    ...(receipt ? [''] : []),
    t.receiptLinkNotYou,
    ...signOffText(site, t, facts.locale),
  ].join('\n');
  const html = mailLayout({
    lang: facts.locale,
    title: subject,
    preheader: lead,
    eyebrow: t.eyebrowReceiptLink,
    heading: t.receiptLinkHeading(firstName(facts)),
    content: [
      paragraphHtml(escapeHtml(lead)),
      ...(receipt ? receiptLinkHtml(receipt, t) : []),
      paragraphHtml(escapeHtml(t.receiptLinkNotYou), 'muted'),
      officeContactsHtml(t),
    ].join('\n'),
    footer: footerHtml(site, t.footerReceiptLink(reference), facts.locale),
  });
  return { subject, text, html };
}

// ---- To the visitor: a reply from the inbox -------------------------------------------------------------

/** The subject a reply form starts with: the acknowledgement's, as the visitor's mail client shows it. */
export function replySubject(facts: LeadFacts): string {
  return subjectLine(`Re: ${acknowledgementSubject(facts)}`);
}

export function staffReply(reply: ReplyFacts, facts: LeadFacts, site: MailSite): RenderedMail {
  const t = textsOf(facts);
  const subject = subjectLine(reply.subject) || replySubject(facts);
  const reference = referenceOf(facts);
  const signer = headerText(reply.signer, 320);
  const wrote = t.wrote(formatMailDateTime(facts.createdAt, facts.locale), nameOf(facts));

  const text = [
    reply.body.replace(/\r\n?/g, '\n').trim(),
    '',
    '—',
    signer,
    `${SITE_NAME} · ${CONTACT_PHONE} · ${CONTACT_EMAIL}`,
    homeUrl(site, facts.locale),
    '',
    `${t.reference}${t.colon}${reference}`,
    '',
    wrote,
    quoted(facts.message),
  ].join('\n');

  const html = mailLayout({
    lang: facts.locale,
    title: subject,
    preheader: headerText(reply.body, 140),
    eyebrow: t.referenceN(reference),
    heading: subject.replace(/^Re:\s*/i, ''),
    content: [
      ...paragraphsOf(reply.body).map((paragraph) => paragraphHtml(paragraph)),
      paragraphHtml(
        `— ${linkHtml(`mailto:${signer}`, signer)}<br>${escapeHtml(SITE_NAME)} · ${escapeHtml(CONTACT_PHONE)} · ${linkHtml(`mailto:${CONTACT_EMAIL}`, CONTACT_EMAIL)}`,
        'muted',
      ),
      `<hr class="ie-rule" style="margin:24px 0;border:0;border-top:1px solid #e7ddcd;">`,
      paragraphHtml(escapeHtml(wrote), 'muted'),
      quoteHtml(facts.message),
    ].join('\n'),
    footer: footerHtml(site, t.footerReply(SITE_NAME, reference), facts.locale),
  });
  return { subject, text, html };
}
