/**
 * What the inquiry forms of SPEC §5 ('Interested?' on a property, 'Questions?' on a rental, and the contact
 * form) need to render, without zod: pages carry these on first load, and the schema (inquiry.ts) is only
 * fetched by the browser when a visitor starts filling a form in.
 */

/** Bots fill every field; people never see this one. A filled honeypot is answered like a success. */
export const HONEYPOT_FIELD = 'leave_this_empty';

/** The longest message an inquiry may carry (the schema's limit, and the textarea's `maxlength`). */
export const LEAD_MESSAGE_MAX_LENGTH = 5000;

/** The HTML constraints of the fields: what Conform derives from the schema (a test keeps them equal). */
export const LEAD_CONSTRAINTS = {
  name: { required: true },
  email: { required: true },
  phone: { required: false },
  message: { required: true },
  submissionId: { required: true },
  [HONEYPOT_FIELD]: { required: false },
};

/** The message the property form starts with (SPEC §5). */
export function propertyLeadMessage(title: string): string {
  return `I'm interested in learning more about "${title}". Please provide additional information.`;
}

/** The rental question form's opening message (booking requests have a form of their own). */
export function rentalLeadMessage(title: string): string {
  return `I have a question about "${title}".`;
}
