import { HONEYPOT_FIELD } from '#app/domain/leads/lead-form-fields';
import { ADD_ONS } from './add-ons';

/** The longest message a booking request may carry (the schema's limit, and the textarea's `maxlength`). */
export const BOOKING_MESSAGE_MAX_LENGTH = 4000;

/**
 * What the booking request form needs to render without zod: the page ships these, and the schema
 * (request-form.ts) is only fetched when a guest starts filling the form in. These are the HTML constraints
 * Conform derives from that schema; a test keeps them equal.
 */
export const BOOKING_REQUEST_CONSTRAINTS = {
  name: { required: true },
  email: { required: true },
  phone: { required: false },
  submissionId: { required: true },
  [HONEYPOT_FIELD]: { required: false },
  checkIn: { required: true },
  checkOut: { required: true },
  guests: { required: true },
  message: { required: false },
  addOns: { required: false, multiple: true },
  // Items of the list (Conform's `addOns[0]`…); the checkboxes all share the name `addOns`.
  'addOns[]': { required: true, pattern: ADD_ONS.map(({ value }) => value.replaceAll('-', '\\x2d')).join('|') },
  quotedTotal: { required: true },
};
