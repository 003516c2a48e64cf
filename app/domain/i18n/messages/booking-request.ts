import { addOnLabel, type AddOn } from '#app/domain/booking/add-ons';
import { BOOKING_MESSAGES } from '#app/domain/booking/messages';
import { MESSAGES } from '#app/domain/messages';
import { translations, type Translation } from '../catalogue';

const { nextSteps, ...request } = BOOKING_MESSAGES.request;

/**
 * The booking request form (its labels, services and validation messages) and the guest's receipt. The
 * English is the booking domain's (app/domain/booking/messages.ts) and the inquiry forms' own words
 * (app/domain/inquiry.ts), which the English schema keeps using.
 */
const bookingRequestEnglish = {
  ...request,
  nextStep1: nextSteps[0],
  nextStep2: nextSteps[1],
  nextStep3: nextSteps[2],
  whatHappensNext: 'What happens next',
  requestNotFoundTitle: 'Request Not Found',
  requestNotFound: 'This booking request does not exist or is no longer shown here.',
  fullName: 'Full Name',
  emailAddress: 'Email Address',
  phone: 'Phone',
  optional: 'Optional',
  honeypot: 'Leave this field empty',
  addOn: (value: AddOn | (string & {})) => addOnLabel(value),
  onRequest: BOOKING_MESSAGES.addOns.onRequest,
  rateLimited: MESSAGES.inquiry.rateLimited,
  // Validation (the same words as the inquiry forms')
  nameRequired: 'Full Name is required',
  nameTooLong: 'Full Name must be at most 200 characters',
  emailRequired: 'Email Address is required',
  emailTooLong: 'Email Address is too long',
  emailInvalid: 'Please enter a valid email address',
  phoneTooLong: 'Phone must be at most 50 characters',
  phoneCharacters: 'Phone may contain only digits, spaces and + ( ) - .',
  reload: 'Please reload the page and try again',
  messageTooLong: 'Message must be at most 4000 characters',
};

export const bookingRequestMessages = translations('bookingRequest', bookingRequestEnglish);

/** The shape the French texts must fill (app/domain/i18n/messages/fr/booking-request.ts). */
export type BookingRequestTranslation = Translation<typeof bookingRequestEnglish>;
