import { z } from '#app/domain/zod';

/** The sign-in form (SPEC §5): e-mail and password required. */
export const loginSchema = z.object({
  email: z
    .string({ message: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(320, 'Email is too long')
    .pipe(z.email({ message: 'Please enter a valid email address' })),
  password: z
    .string({ message: 'Password is required' })
    .min(1, 'Password is required')
    .max(1024, 'Password is too long'),
  redirectTo: z.string().optional(),
});
