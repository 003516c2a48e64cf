import { INQUIRY_SOURCE_LABELS } from '#app/domain/admin-rows';
import {
  CONTACT_EMAIL,
  CONTACT_PHONE,
  DISPLAY_TIME_ZONE,
  OFFICE_HOURS,
  OFFICES,
  SITE_NAME,
  type InquirySource,
} from '#app/domain/constants';
import { factsHtml, linkHtml, mailLayout, MAIL_STYLE, paragraphHtml, quoteHtml, subheadingHtml } from './layout';
import { inquiryReference } from './outbox';
import { escapeHtml, headerText, paragraphsOf, quoted } from './text';

/**
 * What each e-mail says, as pure functions of typed facts: subject (one line), plain text and HTML. The
 * server (app/server/mail/) fills the facts from the outbox and the inquiry, and adds the headers.
 *
 * Every value a visitor typed goes through `headerText` (subjects, names) or `escapeHtml` (HTML); the plain
 * text carries the message as typed.
 */

export interface InquiryFacts {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  source: InquirySource;
  /** ISO timestamp. */
  createdAt: string;
  listing: { kind: 'property' | 'rental'; id: string; title: string | null } | null;
  /** A booking request: its stay and reference (IE-…). */
  booking: { stayId: string; reference: string | null } | null;
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

// ---- Shared pieces --------------------------------------------------------------------------------------

const islandDateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: DISPLAY_TIME_ZONE,
});

/** 'November 25, 2026 at 10:15 AM' in the islands' time. */
export function formatMailDateTime(iso: string): string {
  return islandDateTime.format(new Date(iso)).replace(/[\u202f\u00a0]/g, ' ');
}

const link = (site: MailSite, path: string) => `${site.url.replace(/\/+$/, '')}${path}`;

/** The visitor's name on one line (it may arrive with line breaks from a crafted post). */
const nameOf = (facts: InquiryFacts) => headerText(facts.name, 200) || 'Guest';
const firstName = (facts: InquiryFacts) => nameOf(facts).split(' ')[0] ?? nameOf(facts);
const listingTitle = (facts: InquiryFacts) =>
  facts.listing
    ? headerText(facts.listing.title ?? '', 120) || (facts.listing.kind === 'property' ? 'a property' : 'a villa')
    : null;

function listingPath(facts: InquiryFacts): string | null {
  if (!facts.listing) return null;
  return facts.listing.kind === 'property' ? `/properties/${facts.listing.id}` : `/rentals/${facts.listing.id}`;
}

export const referenceOf = (facts: InquiryFacts) => inquiryReference(facts.id, facts.booking?.reference);

/** One-line subject from parts that may hold visitor text. */
const subjectLine = (text: string) => headerText(text, 180);

const OFFICE_HOURS_TEXT = OFFICE_HOURS.map((row) => `${row.days}: ${row.hours}`).join('; ');

/** When the visitor hears from us, by what they sent. */
function answerExpectation(source: InquirySource): string {
  if (source === 'booking') {
    return 'We check the villa’s calendar and answer every booking request within 24 hours, with availability and the next steps. Nothing is charged until you confirm.';
  }
  return 'An adviser answers personally within one business day — usually the same day when you write during office hours.';
}

function officeContactsText(site: MailSite): string {
  return [
    'Our offices',
    ...OFFICES.map((office) => `${office.city}: ${office.address}`),
    `Phone: ${CONTACT_PHONE}`,
    `E-mail: ${CONTACT_EMAIL}`,
    `Office hours (island time): ${OFFICE_HOURS_TEXT}`,
    site.url,
  ].join('\n');
}

function officeContactsHtml(): string {
  return [
    subheadingHtml('Our offices'),
    factsHtml([
      ...OFFICES.map((office) => [office.city, escapeHtml(office.address)] as const),
      ['Phone', linkHtml(`tel:${CONTACT_PHONE.replace(/[^\d+]/g, '')}`, CONTACT_PHONE)],
      ['E-mail', linkHtml(`mailto:${CONTACT_EMAIL}`, CONTACT_EMAIL)],
      ['Hours', OFFICE_HOURS.map((row) => `${escapeHtml(row.days)}: ${escapeHtml(row.hours)}`).join('<br>')],
    ]),
  ].join('\n');
}

function footerHtml(site: MailSite, note: string): string {
  return `${escapeHtml(note)}<br>${escapeHtml(SITE_NAME)} · Saint Barthélemy · Sint Maarten · ${linkHtml(site.url, site.url.replace(/^https?:\/\//, ''))}`;
}

// ---- To staff: a lead arrived ---------------------------------------------------------------------------

const STAFF_SUBJECT_PREFIX: Record<InquirySource, string> = {
  property: 'New property inquiry',
  rental: 'New rental inquiry',
  contact: 'New contact message',
  booking: 'New booking request',
};

export function staffNotificationSubject(facts: InquiryFacts): string {
  const title = listingTitle(facts);
  const reference = facts.booking?.reference ? ` ${facts.booking.reference}` : '';
  const about = title ? `: ${title}` : '';
  return subjectLine(`${STAFF_SUBJECT_PREFIX[facts.source]}${reference}${about} — ${nameOf(facts)}`);
}

export function staffNotification(facts: InquiryFacts, site: MailSite): RenderedMail {
  const subject = staffNotificationSubject(facts);
  const name = nameOf(facts);
  const reference = referenceOf(facts);
  const title = listingTitle(facts);
  const path = listingPath(facts);
  const inboxUrl = link(site, `/admin/inquiries/${facts.id}`);
  const bookingUrl = facts.booking ? link(site, `/admin/bookings/${facts.booking.stayId}`) : null;
  const received = formatMailDateTime(facts.createdAt);
  const source = INQUIRY_SOURCE_LABELS[facts.source];

  const text = [
    `${source}${title ? ` — ${title}` : ''}`,
    '',
    `From: ${name}`,
    `E-mail: ${facts.email}`,
    `Phone: ${facts.phone || '—'}`,
    `Received: ${received} (island time)`,
    `Reference: ${reference}`,
    ...(title && path
      ? [`${facts.listing!.kind === 'property' ? 'Property' : 'Rental'}: ${title} — ${link(site, path)}`]
      : []),
    ...(bookingUrl ? [`Booking request: ${bookingUrl}`] : []),
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

export function acknowledgementSubject(facts: InquiryFacts): string {
  const reference = referenceOf(facts);
  const title = listingTitle(facts);
  switch (facts.source) {
    case 'booking':
      return subjectLine(`Your booking request ${reference}${title ? ` for ${title}` : ''} — ${SITE_NAME}`);
    case 'contact':
      return subjectLine(`We received your message — ${SITE_NAME} (${reference})`);
    default:
      return subjectLine(`Your inquiry${title ? ` about ${title}` : ''} — ${SITE_NAME} (${reference})`);
  }
}

export function visitorAcknowledgement(facts: InquiryFacts, site: MailSite): RenderedMail {
  const subject = acknowledgementSubject(facts);
  const reference = referenceOf(facts);
  const title = listingTitle(facts);
  const path = listingPath(facts);
  const what =
    facts.source === 'booking' ? 'your booking request' : facts.source === 'contact' ? 'your message' : 'your inquiry';
  const thanks = `Thank you for contacting ${SITE_NAME}. We have received ${what}${title ? ` about ${title}` : ''}.`;
  const expectation = answerExpectation(facts.source);

  const text = [
    `Dear ${firstName(facts)},`,
    '',
    thanks,
    '',
    `When to expect an answer: ${expectation}`,
    '',
    `Your reference: ${reference}`,
    ...(title && path ? [`${title}: ${link(site, path)}`] : []),
    '',
    'What you sent us:',
    quoted(facts.message),
    '',
    'To add anything, simply reply to this e-mail and keep the reference in the subject.',
    '',
    officeContactsText(site),
    '',
    `${SITE_NAME} — Saint Barthélemy · Sint Maarten`,
  ].join('\n');

  const html = mailLayout({
    title: subject,
    preheader: `Your reference is ${reference}. ${expectation}`,
    eyebrow: facts.source === 'booking' ? 'Booking request received' : 'Message received',
    heading: `Thank you, ${firstName(facts)}`,
    content: [
      paragraphHtml(escapeHtml(thanks)),
      paragraphHtml(`<strong>When to expect an answer.</strong> ${escapeHtml(expectation)}`),
      factsHtml([
        ['Reference', `<strong>${escapeHtml(reference)}</strong>`],
        ...(title && path
          ? [[facts.listing!.kind === 'property' ? 'Property' : 'Villa', linkHtml(link(site, path), title)] as const]
          : []),
      ]),
      subheadingHtml('What you sent us'),
      quoteHtml(facts.message),
      paragraphHtml('To add anything, simply reply to this e-mail and keep the reference in the subject.', 'muted'),
      officeContactsHtml(),
    ].join('\n'),
    footer: footerHtml(site, `You receive this e-mail because this address was entered on our website (${reference}).`),
  });
  return { subject, text, html };
}

// ---- To the visitor: a reply from the inbox -------------------------------------------------------------

/** The subject a reply form starts with: the acknowledgement's, as the visitor's mail client shows it. */
export function replySubject(facts: InquiryFacts): string {
  return subjectLine(`Re: ${acknowledgementSubject(facts)}`);
}

export function staffReply(reply: ReplyFacts, facts: InquiryFacts, site: MailSite): RenderedMail {
  const subject = subjectLine(reply.subject) || replySubject(facts);
  const reference = referenceOf(facts);
  const signer = headerText(reply.signer, 320);
  const wrote = `On ${formatMailDateTime(facts.createdAt)}, ${nameOf(facts)} wrote:`;

  const text = [
    reply.body.replace(/\r\n?/g, '\n').trim(),
    '',
    '—',
    signer,
    `${SITE_NAME} · ${CONTACT_PHONE} · ${CONTACT_EMAIL}`,
    site.url,
    '',
    `Reference: ${reference}`,
    '',
    wrote,
    quoted(facts.message),
  ].join('\n');

  const html = mailLayout({
    title: subject,
    preheader: headerText(reply.body, 140),
    eyebrow: `Reference ${reference}`,
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
    footer: footerHtml(site, `A reply to your message to ${SITE_NAME} (${reference}).`),
  });
  return { subject, text, html };
}
