import { SITE_NAME } from '#app/domain/constants';
import { formatCalendarDate } from '#app/domain/booking/dates';
import { instalmentLabel } from '#app/domain/payments/labels';
import { formatMinorAmount } from '#app/domain/payments/money';
import type { ReminderMessage } from '#app/domain/payments/reminder-message';
import { remindersTexts } from '#app/domain/payments/texts/reminders';
import { escapeHtml, headerText } from './escape';
import { linkHtml, mailLayout, MAIL_STYLE, paragraphHtml, subheadingHtml } from './layout';
import { linesHtml, linesText, stayDates, stayLines, type FactLine } from './stay-facts';
import { paymentSection } from './stay-mail';
import {
  firstName,
  footerHtml,
  link,
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

/**
 * The payment reminders (issue 28, item 4), composed as they are sent from the reminder the job recorded
 * (…_payment_reminders.sql): to the guest, in their language, which payment, its amount and due date, what was
 * received, then the confirmation's own payment part (schedule, account, reference, the guest's page:
 * `paymentSection`); and staff's overdue notice, in English, with a link to the booking's payments.
 */

const money = (reminder: ReminderMessage, amount: number, locale: LeadFacts['locale']) =>
  formatMinorAmount(amount, reminder.currency, locale);

/** 'Balance and Security deposit' / 'Solde et Caution' */
function paymentsNamed(reminder: ReminderMessage, locale: LeadFacts['locale']): string {
  return reminder.instalments.map((kind) => instalmentLabel(kind, locale)).join(remindersTexts[locale].and);
}

function wordsOf(reminder: ReminderMessage, facts: LeadFacts) {
  const r = remindersTexts[facts.locale];
  const villa = listingTitle(facts) ?? textsOf(facts).villa;
  const dates = facts.booking?.stay ? stayDates(facts.booking.stay, facts.locale) : '';
  const due = reminder.due ? formatCalendarDate(reminder.due, 'long', facts.locale) : '';
  const amount = money(reminder, reminder.amount, facts.locale);
  switch (reminder.kind) {
    case 'first-payment':
      return { subject: r.subjectFirstPayment, eyebrow: r.eyebrowReminder, lead: r.leadFirstPayment(villa, dates) };
    case 'balance-14-days':
    case 'balance-3-days':
      return {
        subject: r.subjectUpcoming(amount, due),
        eyebrow: r.eyebrowReminder,
        lead: r.leadUpcoming(villa, reminder.kind === 'balance-14-days' ? 14 : 3, due),
      };
    case 'overdue-guest':
    case 'overdue-staff':
      return { subject: r.subjectOverdue(amount, due), eyebrow: r.eyebrowOverdue, lead: r.leadOverdue(villa, due) };
    case 'security-deposit-returned':
      return { subject: r.subjectReturned, eyebrow: r.eyebrowReturned, lead: r.leadReturned(villa) };
  }
}

/** The guest's reminder. */
export function paymentReminderMail(reminder: ReminderMessage, facts: LeadFacts, site: MailSite): RenderedMail {
  const t = textsOf(facts);
  const r = remindersTexts[facts.locale];
  const words = wordsOf(reminder, facts);
  const reference = referenceOf(facts);
  const subject = subjectLine(`${words.subject} — ${reference}`);
  const returned = reminder.kind === 'security-deposit-returned';
  const figures: FactLine[] = returned
    ? [[t.reference, reference]]
    : [
        [t.reference, reference],
        ...(reminder.instalments.length ? [[r.thePayment, paymentsNamed(reminder, facts.locale)] as const] : []),
        [r.amountDue, money(reminder, reminder.amount, facts.locale)],
        ...(reminder.due ? [[r.dueBy, formatCalendarDate(reminder.due, 'long', facts.locale)] as const] : []),
        [r.receivedSoFar, money(reminder, reminder.received, facts.locale)],
      ];
  const stay = facts.booking?.stay ? stayLines(facts.booking.stay, facts.locale) : [];
  // How to pay (the account and the reference) and the guest's page; the return asks for nothing.
  const payment = returned ? { text: [], html: [] } : paymentSection(facts, site);

  const text = [
    t.dear(firstName(facts)),
    '',
    words.lead,
    '',
    ...linesText(figures, facts.locale),
    ...linesText(stay, facts.locale),
    '',
    ...payment.text,
    ...signOffText(site, t, facts.locale),
  ].join('\n');

  const html = mailLayout({
    lang: facts.locale,
    title: subject,
    preheader: words.lead,
    eyebrow: words.eyebrow,
    heading: t.dear(firstName(facts)).replace(/,$/, ''),
    content: [
      paragraphHtml(escapeHtml(words.lead)),
      linesHtml(figures),
      ...(stay.length ? [subheadingHtml(t.yourStay), linesHtml(stay)] : []),
      ...payment.html,
      officeContactsHtml(t),
    ].join('\n'),
    footer: footerHtml(site, t.footerStay(reference), facts.locale),
  });
  return { subject, text, html };
}

/** Staff's notice that a payment is overdue (English, as every staff e-mail). */
export function paymentOverdueMail(reminder: ReminderMessage, lead: LeadFacts, site: MailSite): RenderedMail {
  const facts: LeadFacts = { ...lead, locale: 'en' };
  const reference = referenceOf(facts);
  const guest = headerText(facts.name.trim() || facts.email, 100);
  const villa = listingTitle(facts) ?? 'a villa';
  const amount = money(reminder, reminder.amount, 'en');
  const due = reminder.due ? formatCalendarDate(reminder.due, 'long', 'en') : '—';
  const url = facts.booking ? link(site, `/admin/bookings/${facts.booking.stayId}#payments`) : null;
  const subject = subjectLine(`Payment overdue: ${reference} — ${guest}, ${amount}`);
  const lines: FactLine[] = [
    ['Stay', `${reference}, ${villa}${facts.booking?.stay ? `, ${stayDates(facts.booking.stay, 'en')}` : ''}`],
    ['Guest', `${guest} <${facts.email}>`],
    ['Payment', paymentsNamed(reminder, 'en') || '—'],
    ['Due by', due],
    ['Overdue', amount],
    ['Received so far', money(reminder, reminder.received, 'en')],
  ];
  const sentence = `${guest}’s payment of ${amount} for ${reference} was due by ${due} and has not been recorded. The guest was reminded by e-mail today.`;
  const text = [
    sentence,
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(url ? [`The booking’s payments: ${url}`, ''] : []),
    `— ${SITE_NAME}`,
  ].join('\n');
  const html = mailLayout({
    title: subject,
    preheader: sentence,
    eyebrow: 'Payment overdue',
    heading: `${guest}: ${amount} overdue`,
    content: [
      paragraphHtml(escapeHtml(sentence)),
      linesHtml(lines),
      ...(url
        ? [`<p style="margin:8px 0 20px;">${linkHtml(url, 'Open the booking’s payments', MAIL_STYLE.button)}</p>`]
        : []),
    ].join('\n'),
    footer: footerHtml(site, 'Sent to the agency the day after a payment falls due unpaid.'),
  });
  return { subject, text, html };
}
