import { addOnLabel, type AddOn } from '#app/domain/booking/add-ons';
import { guestBookingTexts } from '#app/domain/booking/texts/guest';
import type { Translation } from '#app/domain/i18n/catalogue';

const { nextSteps, ...request } = guestBookingTexts.request;

export const bookingRequestEnglish = {
  ...request,
  nextStep1: nextSteps[0],
  nextStep2: nextSteps[1],
  nextStep3: nextSteps[2],
  whatHappensNext: 'What happens next',
  requestNotFoundTitle: 'Request Not Found',
  requestNotFound: 'This booking request does not exist or is no longer shown here.',
  // An address sent before receipts had private links (it carries only the request's number)
  oldLinkTitle: 'This address no longer opens a booking request',
  oldLinkLead:
    'To keep every booking private, a request now opens only through a personal link sent to the guest. We can e-mail a new link to the address the request was made with.',
  oldLinkSend: 'E-mail me a new link',
  oldLinkSending: 'Sending…',
  oldLinkSentTitle: 'Check your e-mail',
  oldLinkSent:
    'If this address belongs to a booking request, a new link is on its way to the e-mail address it was made with. It may take a few minutes; please check your spam folder too.',
  addOn: (value: AddOn | (string & {})) => addOnLabel(value),
  onRequest: guestBookingTexts.addOns.onRequest,
  // Validation (the guest's fields speak the inquiry forms' words: messages/inquiry-validation.ts)
  messageTooLong: 'Message must be at most 4000 characters',
};

/** The shape the French texts must fill (app/domain/booking/texts/fr/booking-request.ts). */
export type BookingRequestTranslation = Translation<typeof bookingRequestEnglish>;
