import { z } from '#app/domain/zod';
import { PORTALS } from './portals';
import { feedSettingsTexts as t } from './texts/settings';

/**
 * The feeds' settings page (/admin/settings/feeds): each portal's card posts one of two forms, told apart by
 * `intent` — `save` (the feed on or off, the agency's account at the portal) and `renew` (a new token).
 */

/** An account at a portal, as the portal gives it: digits (JamesEdition's dealer id, Kyero's agent id). */
export const ACCOUNT_ID = /^[0-9]{1,12}$/;

export const feedSaveSchema = z
  .object({
    intent: z.literal('save'),
    portal: z.enum(PORTALS, { message: t.portalInvalid }),
    // An unchecked box sends nothing.
    enabled: z
      .string()
      .optional()
      .transform((value) => value === 'on' || value === 'true'),
    accountId: z
      .string()
      .trim()
      .regex(ACCOUNT_ID, t.accountIdFormat)
      .optional()
      .transform((value) => value || null),
  })
  .superRefine((value, ctx) => {
    // JamesEdition's feed must name the dealer (its guidelines require the id): no feed without it.
    if (value.portal === 'jamesedition' && value.enabled && !value.accountId)
      ctx.addIssue({ code: 'custom', path: ['accountId'], message: t.accountIdRequired });
  });

export const feedRenewSchema = z.object({
  intent: z.literal('renew'),
  portal: z.enum(PORTALS, { message: t.portalInvalid }),
});

export const feedSettingsSchema = z.discriminatedUnion('intent', [feedSaveSchema, feedRenewSchema]);
export type FeedSettingsInput = z.output<typeof feedSettingsSchema>;
