import type { SubmissionResult } from '@conform-to/react';
import { isUuid } from '#app/domain/admin/rows';
import { parseCalendarDate } from '#app/domain/booking/dates';
import { z } from '#app/domain/zod';
import { canMoveLead, LEAD_STAGES, LEAD_TEXTS, LOST_REASON_MAX, type LeadStage } from './stages';

/**
 * The lead detail's forms, one schema each for the browser (Conform) and the action: each is a plain form
 * posted with its `intent`, so it works without JavaScript; bad input comes back by the field.
 */

export const LEAD_INTENTS = ['stage', 'assign', 'follow-up', 'note'] as const;
export type LeadIntent = (typeof LEAD_INTENTS)[number];

/** A refused lead form's answer: which form, and Conform's result for it (messages by the field). */
export interface LeadFormAnswer {
  leadForm: { intent: LeadIntent; result: SubmissionResult<string[]> };
}

export function leadIntentOf(value: unknown): LeadIntent | null {
  return typeof value === 'string' && (LEAD_INTENTS as readonly string[]).includes(value)
    ? (value as LeadIntent)
    : null;
}

/**
 * The stage, and the reason when it is 'lost' (required then, ignored and cleared otherwise). With the
 * lead's current stage the move itself is checked too (app/domain/leads/stages.ts), by the field.
 */
export function leadStageSchema(current?: LeadStage) {
  return z
    .object({
      stage: z.enum(LEAD_STAGES, { message: 'Choose a stage' }),
      lostReason: z.string().trim().max(LOST_REASON_MAX, LEAD_TEXTS.lostReasonTooLong).optional(),
    })
    .superRefine((value, ctx) => {
      if (value.stage === 'lost' && !value.lostReason) {
        ctx.addIssue({ code: 'custom', path: ['lostReason'], message: LEAD_TEXTS.lostReasonRequired });
      }
      if (current && value.stage !== current && !canMoveLead(current, value.stage)) {
        ctx.addIssue({ code: 'custom', path: ['stage'], message: LEAD_TEXTS.stageNotAllowed(current, value.stage) });
      }
      if (current && value.stage === current && current !== 'lost') {
        ctx.addIssue({ code: 'custom', path: ['stage'], message: LEAD_TEXTS.stageUnchanged });
      }
    });
}

/**
 * The change a valid stage form asks for: the reason with 'lost', none otherwise (leaving 'lost' clears it).
 * Not a transform of the schema: Conform reads the form's constraints from a plain object schema.
 */
export function stageChangeOf(value: { stage: LeadStage; lostReason?: string }): {
  stage: LeadStage;
  lostReason: string | null;
} {
  return { stage: value.stage, lostReason: value.stage === 'lost' ? (value.lostReason ?? null) : null };
}

/**
 * The assignee: a staff member's id, 'me' (whoever posts it: the 'Assign to me' button), or nothing to
 * unassign. With the active staff's ids, anyone else is refused by the field.
 */
export function leadAssignSchema(activeStaffIds?: readonly string[]) {
  return z.object({
    assignee: z
      .string()
      .optional()
      .refine(
        (value) =>
          value === undefined ||
          value === 'me' ||
          (isUuid(value) && (!activeStaffIds || activeStaffIds.includes(value.toLowerCase()))),
        LEAD_TEXTS.assigneeInvalid,
      )
      .transform((value) => (value === undefined || value === 'me' ? value : value.toLowerCase())),
  });
}

/** The follow-up day ('YYYY-MM-DD', the native date input's value); empty clears it. */
export const leadFollowUpSchema = z.object({
  followUpOn: z
    .string()
    .optional()
    .refine((value) => value === undefined || parseCalendarDate(value) !== null, LEAD_TEXTS.followUpInvalid),
});

export const NOTE_MAX = 5000;

export const leadNoteSchema = z.object({
  body: z
    .string({ message: LEAD_TEXTS.noteRequired })
    .trim()
    .min(1, LEAD_TEXTS.noteRequired)
    .max(NOTE_MAX, LEAD_TEXTS.noteTooLong),
});
