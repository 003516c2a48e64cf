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
  receiptUrl,
  referenceOf,
  signOffText,
  subjectLine,
  textsOf,
  type LeadFacts,
  type MailSite,
  type RenderedMail,
} from './templates';
import { escapeHtml } from './escape';
import { formatCalendarDate } from '#app/domain/booking/dates';
import { groupedIban } from '#app/domain/payments/guest-stay';
import { instalmentLabel } from '#app/domain/payments/labels';
import { formatMinorAmount } from '#app/domain/payments/money';
import { paymentsTexts } from '#app/domain/payments/texts/payments';
import { rentalAgreementTexts } from '#app/domain/payments/texts/rental-agreement';

/** A subject needs no links: any site will do. */
const SUBJECT_ONLY: MailSite = { url: 'https://example.invalid' };

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

/**
 * The confirmation's payment part (issue 28, item 4: the instructions in the confirmation itself, one e-mail):
 * the fixed schedule (each payment, its amount and due date) — the quote's own words when the schedule was
 * not read —, the agency's account in the stay's currency with the reference to quote, then the guest's page.
 */
export function paymentSection(facts: LeadFacts, site: MailSite): Section {
  const t = textsOf(facts);
  const p = paymentsTexts[facts.locale];
  const stay = facts.booking?.stay;
  const payment = facts.booking?.payment ?? null;
  const fixed = payment?.schedule ?? null;
  const money = (amount: number) => (fixed ? formatMinorAmount(amount, fixed.currency, facts.locale) : '');
  const schedule: readonly FactLine[] = fixed
    ? fixed.instalments.map((step): FactLine => [
        instalmentLabel(step.kind, facts.locale),
        `${money(step.amount)} — ${p.dueBy} ${formatCalendarDate(step.due, 'long', facts.locale)}`,
      ])
    : stay
      ? scheduleLines(stay, facts.locale)
      : [];
  const bank = payment?.bank ?? null;
  const reference = referenceOf(facts);
  const accountLines: [string, string | null][] = bank
    ? [
        [p.accountHolder, bank.holder],
        [p.bankName, bank.bankName],
        [p.bankAddress, bank.bankAddress],
        [p.iban, bank.iban ? groupedIban(bank.iban) : null],
        [p.accountNumber, bank.accountNumber],
        [p.routingNumber, bank.routingNumber],
        [p.swift, bank.swift],
        [p.referenceToQuote, reference],
      ]
    : [];
  const account: readonly FactLine[] = accountLines.flatMap(([label, value]): FactLine[] =>
    value ? [[label, value]] : [],
  );
  const page = receiptUrl(facts, site);
  // Before paying, the guest accepts the rental agreement on their page (the link follows).
  const acceptFirst = payment?.agreementToAccept && page ? rentalAgreementTexts[facts.locale].acceptBeforePaying : null;
  return {
    text: [
      ...(schedule.length
        ? [`${t.paymentSchedule}${t.colon.trimEnd()}`, ...linesText(schedule, facts.locale), '']
        : []),
      ...(account.length
        ? [
            `${p.howToPay}${t.colon.trimEnd()}`,
            ...(acceptFirst ? [acceptFirst] : []),
            p.payByTransfer,
            ...linesText(account, facts.locale),
            p.quoteReference(reference),
            '',
          ]
        : []),
      ...(page ? [`${p.guestPageLink}${t.colon}${page}`, t.receiptLinkPrivate, ''] : []),
      // Without the account's details, staff write about the first payment.
      ...(account.length ? [] : [t.paymentNext]),
    ],
    html: [
      // One line per payment (its words are long: a table's label column would not fit a phone).
      ...(schedule.length
        ? [
            subheadingHtml(t.paymentSchedule),
            paragraphHtml(linesText(schedule, facts.locale).map(escapeHtml).join('<br>')),
          ]
        : []),
      ...(account.length
        ? [
            subheadingHtml(p.howToPay),
            ...(acceptFirst ? [paragraphHtml(`<strong>${escapeHtml(acceptFirst)}</strong>`)] : []),
            paragraphHtml(escapeHtml(p.payByTransfer)),
            paragraphHtml(linesText(account, facts.locale).map(escapeHtml).join('<br>')),
            paragraphHtml(`<strong>${escapeHtml(p.quoteReference(reference))}</strong>`),
          ]
        : []),
      ...(page
        ? [
            `<p style="margin:8px 0 8px;">${linkHtml(page, p.seeYourStay, MAIL_STYLE.button)}</p>`,
            paragraphHtml(escapeHtml(t.receiptLinkPrivate), 'muted'),
          ]
        : []),
      ...(account.length ? [] : [paragraphHtml(escapeHtml(t.paymentNext))]),
    ],
  };
}

/** What each decision says, in the guest's words. */
function wordsOf(kind: StayDecisionKind, facts: LeadFacts, site: MailSite) {
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
        next: paymentSection(facts, site),
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
  return subjectLine(wordsOf(kind, facts, SUBJECT_ONLY).subject);
}

/** The guest's e-mail about a decision on their booking request. */
export function stayDecision(kind: StayDecisionKind, facts: LeadFacts, site: MailSite): RenderedMail {
  const t = textsOf(facts);
  const words = wordsOf(kind, facts, site);
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
