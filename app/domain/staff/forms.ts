import { z } from '#app/domain/zod';
import { staffTexts } from '#app/domain/staff/texts/staff';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '#app/domain/auth/passwords';
import { STAFF_ROLES } from './roles';

/** At least this long (the same rule as ADMIN_PASSWORD and `npm run create-admin`): app/domain/auth/passwords.ts. */
export { MIN_PASSWORD_LENGTH };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const userId = z
  .string()
  .regex(UUID, 'Invalid id')
  .transform((value) => value.toLowerCase());
const role = z.enum(STAFF_ROLES, { message: staffTexts.roleRequired });

const newPassword = z
  .string({ message: staffTexts.passwordRequired })
  .min(1, staffTexts.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, staffTexts.passwordTooShort(MIN_PASSWORD_LENGTH))
  .max(MAX_PASSWORD_LENGTH, staffTexts.passwordTooLong);

/** Invite a staff member: e-mail, name, role. */
export const inviteSchema = z.object({
  intent: z.literal('invite'),
  email: z
    .string({ message: staffTexts.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, staffTexts.emailRequired)
    .max(320, staffTexts.emailInvalid)
    .pipe(z.email({ message: staffTexts.emailInvalid })),
  name: z
    .string({ message: staffTexts.nameRequired })
    .trim()
    .min(1, staffTexts.nameRequired)
    .max(200, staffTexts.nameTooLong),
  role,
});
export type InviteForm = z.output<typeof inviteSchema>;

/**
 * The staff page's row actions, each a small POST form told apart by `intent`:
 *   intent=role        userId, role
 *   intent=deactivate  userId, confirm ('yes' deactivates; without it the page asks first)
 *   intent=reactivate  userId
 *   intent=reset       userId (a password reset link, or the invitation again while it is pending)
 *   intent=reset-two-factor  userId (a lost phone: their authenticator goes, they add a new one; a fresh code first)
 */
export const memberActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('role'), userId, role }),
  z.object({
    intent: z.literal('deactivate'),
    userId,
    confirm: z
      .string()
      .optional()
      .transform((value) => value === 'yes'),
  }),
  z.object({ intent: z.literal('reactivate'), userId }),
  z.object({ intent: z.literal('reset'), userId }),
  z.object({ intent: z.literal('reset-two-factor'), userId }),
]);
export type MemberAction = z.output<typeof memberActionSchema>;
export const MEMBER_INTENTS = ['role', 'deactivate', 'reactivate', 'reset', 'reset-two-factor'] as const;

/** The page of a one-time link: the token (hidden), the new password twice. */
export const setPasswordSchema = z
  .object({
    token: z.string().regex(/^[0-9a-f]{64}$/, staffTexts.linkInvalid),
    password: newPassword,
    confirm: z
      .string({ message: staffTexts.passwordRequired })
      .min(1, staffTexts.passwordRequired)
      .max(MAX_PASSWORD_LENGTH, staffTexts.passwordTooLong),
  })
  .refine((form) => form.password === form.confirm, { message: staffTexts.passwordsDiffer, path: ['confirm'] });

/** One's own password: the current one, the new one twice. */
export const changePasswordSchema = z
  .object({
    current: z
      .string({ message: staffTexts.passwordRequired })
      .min(1, staffTexts.passwordRequired)
      .max(MAX_PASSWORD_LENGTH, staffTexts.passwordTooLong),
    password: newPassword,
    confirm: z
      .string({ message: staffTexts.passwordRequired })
      .min(1, staffTexts.passwordRequired)
      .max(MAX_PASSWORD_LENGTH, staffTexts.passwordTooLong),
  })
  .refine((form) => form.password === form.confirm, { message: staffTexts.passwordsDiffer, path: ['confirm'] })
  .refine((form) => form.password !== form.current, { message: staffTexts.samePassword, path: ['password'] });

/** A link's token from the address (`?token=`): 64 hex digits, or null. */
export function linkToken(value: string | null): string | null {
  return value && /^[0-9a-f]{64}$/.test(value) ? value : null;
}
