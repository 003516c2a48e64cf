import { parseCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import { LOCALES } from '#app/domain/i18n/locale';
import { checkbox, optionalText as sharedOptionalText, requiredLine } from '#app/domain/form-fields';
import { z } from '#app/domain/zod';
import { ONE_OFF_KINDS, TASK_ANCHORS, TEMPLATE_KINDS, VENDOR_TRADES } from './plan';
import { TASK_ACTIONS, TASK_STATES } from './states';
import { taskTexts } from './texts/staff';

/**
 * The turnovers' forms, browser and server alike (Conform + zod), with the shapes the database checks too
 * (supabase/migrations/20261209000000_turnovers.sql): a vendor, a villa's template, a one-off task, a change of
 * a task's state.
 */

const E = taskTexts.errors;
const EMAIL_PATTERN = /^[^@\s]{1,64}@[^@\s]+\.[^@\s]+$/;
const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{3,30}$/;
const TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

const optionalText = (max: number) => sharedOptionalText(max, E.tooLong(max));
const line = (required: string, max: number) =>
  requiredLine({ required, tooLong: E.tooLong(max), oneLine: E.oneLine }, max);

const time = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || null)
  .refine((value) => value === null || TIME_PATTERN.test(value), E.timeInvalid);

const day = z.string({ message: E.dayRequired }).transform((value, ctx) => {
  const parsed = parseCalendarDate(value);
  if (!parsed) ctx.addIssue({ code: 'custom', message: E.dayRequired });
  return parsed as CalendarDate;
});

const windowInOrder = (value: { windowStart: string | null; windowEnd: string | null }) =>
  value.windowStart === null || value.windowEnd === null || value.windowEnd > value.windowStart;

export const vendorSchema = z
  .object({
    name: line(E.nameRequired, 200),
    email: optionalText(320)
      .transform((value) => value?.toLowerCase() ?? null)
      .refine((value) => value === null || EMAIL_PATTERN.test(value), E.emailInvalid),
    phone: optionalText(40).refine((value) => value === null || PHONE_PATTERN.test(value), E.phoneInvalid),
    language: z.enum(LOCALES, { message: E.languageRequired }),
    trade: z
      .enum(VENDOR_TRADES, { message: E.tradeInvalid })
      .optional()
      .transform((value) => value ?? null),
    note: optionalText(2000),
    // A checkbox: unticked is false (a vendor no longer sent).
    active: checkbox(),
  })
  .refine((value) => value.email !== null || value.phone !== null, { message: E.reachable, path: ['email'] });
export type VendorInput = z.output<typeof vendorSchema>;

export const templateSchema = z
  .object({
    kind: z.enum(TEMPLATE_KINDS, { message: E.kindRequired }),
    anchor: z.enum(TASK_ANCHORS, { message: E.anchorRequired }),
    offsetDays: z.coerce
      .number({ message: E.offsetRange })
      .int(E.offsetRange)
      .min(-14, E.offsetRange)
      .max(14, E.offsetRange)
      .default(0),
    minNights: z.coerce
      .number({ message: E.minNightsRange })
      .int(E.minNightsRange)
      .min(1, E.minNightsRange)
      .max(366, E.minNightsRange)
      .optional()
      .transform((value) => value ?? null),
    windowStart: time,
    windowEnd: time,
    // A checkbox: unticked is false (the template switched off).
    active: checkbox(),
    note: optionalText(1000),
  })
  .refine(windowInOrder, { message: E.windowOrder, path: ['windowEnd'] });
export type TemplateInput = z.output<typeof templateSchema>;

export const oneOffTaskSchema = z
  .object({
    rentalId: z.string({ message: E.villaRequired }).uuid(E.villaRequired),
    kind: z.enum(ONE_OFF_KINDS, { message: E.kindRequired }),
    title: line(E.titleRequired, 200),
    dueOn: day,
    windowStart: time,
    windowEnd: time,
    note: optionalText(2000),
  })
  .refine(windowInOrder, { message: E.windowOrder, path: ['windowEnd'] });
export type OneOffTaskInput = z.output<typeof oneOffTaskSchema>;

/** One button of a task list: the task, the action, and the inspector's note (required to send a task back). */
export const taskActionSchema = z
  .object({
    taskId: z.string().uuid(),
    action: z.enum(TASK_ACTIONS),
    /** The state the person saw: a button acts only if the task is still in it. */
    seen: z.enum(TASK_STATES),
    inspectionNote: optionalText(2000),
  })
  .refine((value) => value.action !== 'send-back' || value.inspectionNote !== null, {
    message: E.noteRequired,
    path: ['inspectionNote'],
  });
export type TaskActionInput = z.output<typeof taskActionSchema>;

/** Who a task goes to, as the assign form's select says it: '' (nobody), 'staff:<id>' or 'vendor:<id>'. */
export type AssigneeChoice = { staffId: string } | { vendorId: string } | null;

const ASSIGNEE_PATTERN = /^(?:(staff|vendor):([0-9a-f-]{36}))?$/;

/** The assign form of a task (intent `assign`). */
export const assignSchema = z.object({
  taskId: z.string().uuid(),
  assignee: z
    .string()
    .optional()
    .transform((value) => value ?? '')
    .refine((value) => ASSIGNEE_PATTERN.test(value), E.assigneeInvalid)
    .transform((value): AssigneeChoice => {
      const [, kind, id] = ASSIGNEE_PATTERN.exec(value) ?? [];
      if (!kind || !id) return null;
      return kind === 'staff' ? { staffId: id } : { vendorId: id };
    }),
});

/** A task's assignee as the select's value. */
export const assigneeValue = (task: { assignee_staff_id: string | null; assignee_vendor_id: string | null }) =>
  task.assignee_vendor_id
    ? `vendor:${task.assignee_vendor_id}`
    : task.assignee_staff_id
      ? `staff:${task.assignee_staff_id}`
      : '';
