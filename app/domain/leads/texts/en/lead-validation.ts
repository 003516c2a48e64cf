import type { Translation } from '#app/domain/i18n/catalogue';

export const leadValidationEnglish = {
  nameRequired: 'Full Name is required',
  nameTooLong: 'Full Name must be at most 200 characters',
  emailRequired: 'Email Address is required',
  emailTooLong: 'Email Address is too long',
  emailInvalid: 'Please enter a valid email address',
  phoneTooLong: 'Phone must be at most 50 characters',
  phoneCharacters: 'Phone may contain only digits, spaces and + ( ) - .',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be at most 5000 characters',
  reload: 'Please reload the page and try again',
};

/** The shape the French texts must fill (app/domain/leads/texts/fr/lead-validation.ts). */
export type LeadValidationTranslation = Translation<typeof leadValidationEnglish>;
