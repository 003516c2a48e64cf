import { z } from '#app/domain/zod';
import { HONEYPOT_FIELD } from './inquiry-form';

/**
 * The inquiry forms of SPEC §5 ('Interested?' on a property, 'Questions?' on a rental, and the contact
 * form): one schema, used by the form in the browser and by the action on the server.
 */

export const inquiryFieldsSchema = z.object({
  name: z
    .string({ message: 'Full Name is required' })
    .trim()
    .min(1, 'Full Name is required')
    .max(200, 'Full Name must be at most 200 characters'),
  email: z
    .string({ message: 'Email Address is required' })
    .trim()
    .min(1, 'Email Address is required')
    .max(320, 'Email Address is too long')
    .pipe(z.email({ message: 'Please enter a valid email address' })),
  phone: z
    .string()
    .trim()
    .max(50, 'Phone must be at most 50 characters')
    .regex(/^[0-9+()\-.\s]*$/, 'Phone may contain only digits, spaces and + ( ) - .')
    .optional(),
  message: z
    .string({ message: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(5000, 'Message must be at most 5000 characters'),
  /** A fresh id per form render: a double-posted form stores one inquiry. */
  submissionId: z.uuid({ message: 'Please reload the page and try again' }),
  [HONEYPOT_FIELD]: z.string().optional(),
});

export type InquiryFields = z.output<typeof inquiryFieldsSchema>;
