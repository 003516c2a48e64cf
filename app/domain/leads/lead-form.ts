import { z } from '#app/domain/zod';
import type { Locale } from '#app/domain/i18n/locale';
import { leadValidationTexts, type LeadValidationTranslation } from '#app/domain/leads/texts/lead-validation';
import { HONEYPOT_FIELD, LEAD_MESSAGE_MAX_LENGTH } from './lead-form-fields';

/**
 * The inquiry forms of SPEC §5 ('Interested?' on a property, 'Questions?' on a rental, and the contact
 * form): one schema, used by the form in the browser and by the action on the server, with its messages in
 * the page's language.
 */

function buildSchema(t: LeadValidationTranslation) {
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
      .max(LEAD_MESSAGE_MAX_LENGTH, t.messageTooLong),
    /** A fresh id per form render: a double-posted form stores one inquiry. */
    submissionId: z.uuid({ message: t.reload }),
    [HONEYPOT_FIELD]: z.string().optional(),
  });
}

// One schema per language's texts (keyed by the texts themselves, so French read before it was registered
// is never kept once it is).
const schemas = new WeakMap<LeadValidationTranslation, ReturnType<typeof buildSchema>>();

/** The inquiry schema with its messages in `locale`. */
export function leadSchema(locale: Locale = 'en') {
  const texts = leadValidationTexts[locale];
  let schema = schemas.get(texts);
  if (!schema) schemas.set(texts, (schema = buildSchema(texts)));
  return schema;
}

// Built on first use, never as this module loads: in the browser a module's texts arrive after its imports ran.
export type LeadFields = z.output<ReturnType<typeof buildSchema>>;
