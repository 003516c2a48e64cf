import { z } from '#app/domain/zod';
import type { Locale } from './i18n/locale';
import { inquiryValidationTexts, type InquiryValidationTranslation } from './i18n/texts/inquiry-validation';
import { HONEYPOT_FIELD, INQUIRY_MESSAGE_MAX_LENGTH } from './inquiry-form';

/**
 * The inquiry forms of SPEC §5 ('Interested?' on a property, 'Questions?' on a rental, and the contact
 * form): one schema, used by the form in the browser and by the action on the server, with its messages in
 * the page's language.
 */

function buildSchema(t: InquiryValidationTranslation) {
  return z.object({
    name: z.string({ message: t.nameRequired }).trim().min(1, t.nameRequired).max(200, t.nameTooLong),
    email: z
      .string({ message: t.emailRequired })
      .trim()
      .min(1, t.emailRequired)
      .max(320, t.emailTooLong)
      .pipe(z.email({ message: t.emailInvalid })),
    phone: z
      .string()
      .trim()
      .max(50, t.phoneTooLong)
      .regex(/^[0-9+()\-.\s]*$/, t.phoneCharacters)
      .optional(),
    message: z
      .string({ message: t.messageRequired })
      .trim()
      .min(1, t.messageRequired)
      .max(INQUIRY_MESSAGE_MAX_LENGTH, t.messageTooLong),
    /** A fresh id per form render: a double-posted form stores one inquiry. */
    submissionId: z.uuid({ message: t.reload }),
    [HONEYPOT_FIELD]: z.string().optional(),
  });
}

// One schema per language's texts (keyed by the texts themselves, so French read before it was registered
// is never kept once it is).
const schemas = new WeakMap<InquiryValidationTranslation, ReturnType<typeof buildSchema>>();

/** The inquiry schema with its messages in `locale`. */
export function inquirySchema(locale: Locale = 'en') {
  const texts = inquiryValidationTexts[locale];
  let schema = schemas.get(texts);
  if (!schema) schemas.set(texts, (schema = buildSchema(texts)));
  return schema;
}

// Built on first use, never as this module loads: in the browser a module's texts arrive after its imports ran.
export type InquiryFields = z.output<ReturnType<typeof buildSchema>>;
