import { SITE_NAME } from '#app/domain/constants';
import { linkHtml, mailLayout, MAIL_STYLE, paragraphHtml, subheadingHtml } from './layout';
import type { StayDecisionKind } from './outbox';
import { linesHtml, linesText, scheduleLines, stayDates, stayLines, type FactLine } from './stay-facts';
import {
  firstName,
  footerHtml,
  link,
  listingPath,
  listingTitle,
  officeContactsHtml,
  referenceOf,
  signOffText,
  subjectLine,
  textsOf,
  type LeadFacts,
  type MailSite,
  type RenderedMail,
} from './templates';
import { escapeHtml } from './escape';

/**
 * What staff decided on a booking request, told to the guest (issue 26, item 7): one e-mail for each of
 * confirmation, decline and cancellation (queued by the database as the status changes,
 * …_guest_stay_mail.sql), in the request's language, repeating the stay — dates, guests, services by name,
 * total — and, in the confirmation, the payment schedule in the quote's own words.
 *
 * The confirmation's payment part is one function (`paymentSection`): the payments work adds its instructions
 * there (how and where to pay each step), and the confirmation carries them with nothing else to change.
 */

interface Section {
  text: string[];
  html: string[];
}

/** The confirmation's payment part: the schedule (each step and its amount), then what comes next. */
export function paymentSection(facts: LeadFacts): Section {
  const t = textsOf(facts);
  const stay = facts.booking?.stay;
  const schedule: readonly FactLine[] = stay ? scheduleLines(stay, facts.locale) : [];
  return {
    text: [
      ...(schedule.length
        ? [`${t.paymentSchedule}${t.colon.trimEnd()}`, ...linesText(schedule, facts.locale), '']
        : []),
      t.paymentNext,
    ],
    html: [
      // One line per payment (its words are long: a table's label column would not fit a phone).
      ...(schedule.length
        ? [
            subheadingHtml(t.paymentSchedule),
            paragraphHtml(linesText(schedule, facts.locale).map(escapeHtml).join('<br>')),
          ]
        : []),
      paragraphHtml(escapeHtml(t.paymentNext)),
    ],
  };
}

/** What each decision says, in the guest's words. */
function wordsOf(kind: StayDecisionKind, facts: LeadFacts) {
  const t = textsOf(facts);
  const title = listingTitle(facts);
  const dates = facts.booking?.stay ? stayDates(facts.booking.stay, facts.locale) : '';
  const reference = referenceOf(facts);
  switch (kind) {
    case 'booking-confirmed':
      return {
        subject: t.subjectConfirmed(reference, title, SITE_NAME),
        eyebrow: t.eyebrowConfirmed,
        heading: t.headingConfirmed(firstName(facts)),
        lead: t.leadConfirmed(title, dates),
        next: paymentSection(facts),
      };
    case 'booking-declined':
      return {
        subject: t.subjectDeclined(reference, title, SITE_NAME),
        eyebrow: t.eyebrowDeclined,
        heading: t.headingDeclined(firstName(facts)),
        lead: t.leadDeclined(title, dates),
        next: { text: [t.otherDates], html: [paragraphHtml(escapeHtml(t.otherDates))] },
      };
    case 'booking-cancelled':
      return {
        subject: t.subjectCancelled(reference, title, SITE_NAME),
        eyebrow: t.eyebrowCancelled,
        heading: t.headingCancelled(firstName(facts)),
        lead: t.leadCancelled(title, dates),
        next: { text: [t.cancelledNext], html: [paragraphHtml(escapeHtml(t.cancelledNext))] },
      };
  }
}

export function stayDecisionSubject(kind: StayDecisionKind, facts: LeadFacts): string {
  return subjectLine(wordsOf(kind, facts).subject);
}

/** The guest's e-mail about a decision on their booking request. */
export function stayDecision(kind: StayDecisionKind, facts: LeadFacts, site: MailSite): RenderedMail {
  const t = textsOf(facts);
  const words = wordsOf(kind, facts);
  const subject = subjectLine(words.subject);
  const reference = referenceOf(facts);
  const path = listingPath(facts);
  const villa = path ? link(site, path) : null;
  const stay = facts.booking?.stay ? stayLines(facts.booking.stay, facts.locale) : [];
  const referenceLine: FactLine = [t.reference, reference];

  const text = [
    t.dear(firstName(facts)),
    '',
    words.lead,
    '',
    `${t.yourStay}${t.colon.trimEnd()}`,
    ...linesText([referenceLine, ...stay], facts.locale),
    ...(villa ? [`${listingTitle(facts) ?? t.villa}${t.colon}${villa}`] : []),
    '',
    ...words.next.text,
    ...signOffText(site, t, facts.locale),
  ].join('\n');

  const html = mailLayout({
    lang: facts.locale,
    title: subject,
    preheader: words.lead,
    eyebrow: words.eyebrow,
    heading: words.heading,
    content: [
      paragraphHtml(escapeHtml(words.lead)),
      subheadingHtml(t.yourStay),
      linesHtml([referenceLine, ...stay]),
      ...words.next.html,
      ...(villa ? [`<p style="margin:8px 0 20px;">${linkHtml(villa, t.seeTheVilla, MAIL_STYLE.button)}</p>`] : []),
      officeContactsHtml(t),
    ].join('\n'),
    footer: footerHtml(site, t.footerStay(reference), facts.locale),
  });
  return { subject, text, html };
}
