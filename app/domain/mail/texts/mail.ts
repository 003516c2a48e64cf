import { addOnLabel } from '#app/domain/booking/add-ons';
import { plural } from '#app/domain/format';
import { type Translation } from '#app/domain/i18n/catalogue';
import { chromeTexts } from '#app/domain/i18n/texts/chrome';

const chrome = chromeTexts.en;

/**
 * What the e-mails to a visitor say (app/domain/mail/templates.ts): the acknowledgement of an inquiry, a
 * contact message or a booking request, and the frame of a staff reply. Written in the visitor's language
 * (the inquiry's `locale`); staff notifications are for the agency and stay in English.
 *
 * Unlike the pages' namespaces this one is not registered with `translations()`: e-mails are rendered only
 * on the server, so app/domain/mail/texts.ts imports both languages directly and no browser ever loads them.
 * Values a visitor typed reach these functions as plain text; the templates escape them for HTML.
 */
const mailEnglish = {
  /** ': ' between a label and its value (French puts a no-break space before the colon). */
  colon: ': ',
  guest: 'Guest',
  aProperty: 'a property',
  aVilla: 'a villa',
  property: 'Property',
  villa: 'Villa',
  islands: 'Saint Barthélemy · Sint Maarten',
  // When the visitor hears from us
  answerBooking:
    'We check the villa’s calendar and answer every booking request within 24 hours, with availability and the next steps. Nothing is charged until you confirm.',
  answerLead:
    'An adviser answers personally within one business day — usually the same day when you write during office hours.',
  // The offices
  ourOffices: 'Our offices',
  phone: 'Phone',
  email: 'E-mail',
  hours: 'Hours',
  officeHoursIslandTime: 'Office hours (island time)',
  mondayFriday: chrome.mondayFriday,
  saturday: chrome.saturday,
  sunday: chrome.sunday,
  weekdayHours: chrome.weekdayHours,
  saturdayHours: chrome.saturdayHours,
  closed: chrome.closed,
  // The acknowledgement
  subjectBooking: (reference: string, title: string | null, site: string) =>
    `Your booking request ${reference}${title ? ` for ${title}` : ''} — ${site}`,
  subjectContact: (reference: string, site: string) => `We received your message — ${site} (${reference})`,
  subjectLead: (reference: string, title: string | null, site: string) =>
    `Your inquiry${title ? ` about ${title}` : ''} — ${site} (${reference})`,
  thanksBooking: (site: string, title: string | null) =>
    `Thank you for contacting ${site}. We have received your booking request${title ? ` about ${title}` : ''}.`,
  thanksContact: (site: string, title: string | null) =>
    `Thank you for contacting ${site}. We have received your message${title ? ` about ${title}` : ''}.`,
  thanksLead: (site: string, title: string | null) =>
    `Thank you for contacting ${site}. We have received your inquiry${title ? ` about ${title}` : ''}.`,
  dear: (firstName: string) => `Dear ${firstName},`,
  whenToExpect: 'When to expect an answer',
  yourReference: 'Your reference',
  reference: 'Reference',
  whatYouSent: 'What you sent us',
  addAnything: 'To add anything, simply reply to this e-mail and keep the reference in the subject.',
  preheader: (reference: string, expectation: string) => `Your reference is ${reference}. ${expectation}`,
  eyebrowBooking: 'Booking request received',
  eyebrowMessage: 'Message received',
  thankYou: (firstName: string) => `Thank you, ${firstName}`,
  footerAcknowledgement: (reference: string) =>
    `You receive this e-mail because this address was entered on our website (${reference}).`,
  // The booking request's receipt: its private link (the acknowledgement, and a fresh link on request)
  yourRequestOnline: 'Your request online',
  seeYourRequest: 'See your request',
  receiptLinkPrivate: 'This link is yours alone: whoever has it can see your request, so please keep it to yourself.',
  subjectReceiptLink: (reference: string, site: string) => `A new link to your booking request ${reference} — ${site}`,
  eyebrowReceiptLink: 'Your booking request',
  receiptLinkHeading: (firstName: string) => `Here is your link, ${firstName}`,
  receiptLinkLead: (reference: string, title: string | null) =>
    `As asked on our website, here is a new link to your booking request ${reference}${title ? ` for ${title}` : ''}. Earlier addresses that showed only the request’s number no longer open it.`,
  receiptLinkNotYou: 'If you did not ask for it, you can ignore this e-mail: the link was sent to you alone.',
  footerReceiptLink: (reference: string) =>
    `You receive this e-mail because a new link to booking request ${reference} was asked for on our website.`,
  // A booking request's stay, as its guest's e-mails repeat it (the acknowledgement and the decisions)
  yourStay: 'Your stay',
  stayDates: 'Dates',
  stayGuests: 'Guests',
  stayServices: 'Services',
  servicesOnRequest: 'priced on request',
  stayTotal: 'Total',
  paymentSchedule: 'Payment schedule',
  nightCount: (n: number) => plural(n, 'night'),
  guestCount: (n: number) => plural(n, 'guest'),
  addOn: (value: string) => addOnLabel(value),
  // Staff decided on the request
  subjectConfirmed: (reference: string, title: string | null, site: string) =>
    `Your stay${title ? ` at ${title}` : ''} is confirmed — ${site} (${reference})`,
  eyebrowConfirmed: 'Stay confirmed',
  headingConfirmed: (firstName: string) => `Your stay is confirmed, ${firstName}`,
  leadConfirmed: (title: string | null, dates: string) =>
    `We are delighted to confirm your stay${title ? ` at ${title}` : ''}, ${dates}: the villa is yours for these dates.`,
  paymentNext: 'Our reservations desk will write to you about the first payment.',
  subjectDeclined: (reference: string, title: string | null, site: string) =>
    `We cannot confirm your booking request ${reference}${title ? ` for ${title}` : ''} — ${site}`,
  eyebrowDeclined: 'Booking request declined',
  headingDeclined: (firstName: string) => `We are sorry, ${firstName}`,
  leadDeclined: (title: string | null, dates: string) =>
    `We are unable to confirm your stay${title ? ` at ${title}` : ''}, ${dates}. Nothing has been charged.`,
  otherDates:
    'Other dates, or another of our villas, may suit you: reply to this e-mail, or choose new dates on the villa’s page.',
  subjectCancelled: (reference: string, title: string | null, site: string) =>
    `Your stay${title ? ` at ${title}` : ''} is cancelled — ${site} (${reference})`,
  eyebrowCancelled: 'Stay cancelled',
  headingCancelled: (firstName: string) => `Your stay is cancelled, ${firstName}`,
  leadCancelled: (title: string | null, dates: string) =>
    `Your stay${title ? ` at ${title}` : ''}, ${dates}, is cancelled.`,
  cancelledNext: 'If you did not expect this, or about a payment already made, simply reply to this e-mail.',
  seeTheVilla: 'See the villa',
  footerStay: (reference: string) => `You receive this e-mail about your booking request ${reference} on our website.`,
  // A staff reply
  referenceN: (reference: string) => `Reference ${reference}`,
  wrote: (date: string, name: string) => `On ${date}, ${name} wrote:`,
  footerReply: (site: string, reference: string) => `A reply to your message to ${site} (${reference}).`,
};

export const mailEnglishTexts = mailEnglish;

/** The shape the French texts must fill (app/domain/mail/texts/fr/mail.ts). */
export type MailTranslation = Translation<typeof mailEnglish>;
