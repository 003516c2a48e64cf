import { formatNumber } from '#app/domain/i18n/format';
import { propertyLeadMessage } from '#app/domain/leads/lead-form-fields';
import { specTexts } from '#app/domain/spec-texts';
import type { Translation } from '#app/domain/i18n/catalogue';

export const leadFormEnglish = {
  fullName: 'Full Name',
  emailAddress: 'Email Address',
  phone: 'Phone',
  optional: 'Optional',
  message: 'Message',
  /** Under the message box: what may be written, then what is left as the visitor types. */
  messageLength: (left: number, max: number) =>
    left === max
      ? `Up to ${formatNumber(max, 'en')} characters`
      : `${formatNumber(left, 'en')} ${left === 1 ? 'character' : 'characters'} left`,
  sendMessage: 'Send Message',
  sending: 'Sending...',
  honeypot: 'Leave this field empty',
  /** The property form's opening message (SPEC §5). */
  propertyMessage: propertyLeadMessage,
  success: specTexts.inquiry.success,
  failure: specTexts.inquiry.failure,
  rateLimited: specTexts.inquiry.rateLimited,
  contactSuccess: specTexts.contact.success,
  contactFailure: specTexts.contact.failure,
};

/** The shape the French texts must fill (app/domain/leads/texts/fr/lead-form.ts). */
export type LeadFormTranslation = Translation<typeof leadFormEnglish>;
