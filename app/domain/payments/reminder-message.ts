import { parseCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import { CURRENCIES } from '#app/domain/currency/currency';
import type { ReminderKind } from '#app/domain/payments/reminders';
import { INSTALMENT_KINDS } from '#app/domain/payments/schedule';
import { z } from '#app/domain/zod';

/**
 * What a payment reminder's e-mail is about, as the database gives it to the worker at send time
 * (…_payment_reminders.sql `payment_reminder_of_message`), read whole or not at all: which reminder, the due
 * date and what was still to pay of everything due that day when it was queued, which payments fall due that
 * day, and what the stay has received by now.
 */

const REMINDER_KINDS = [
  'first-payment',
  'balance-14-days',
  'balance-3-days',
  'overdue-guest',
  'overdue-staff',
  'security-deposit-returned',
] as const satisfies readonly ReminderKind[];

export const reminderMessageSchema = z.object({
  kind: z.enum(REMINDER_KINDS),
  due: z
    .string()
    .nullable()
    .transform((value) => (value ? (parseCalendarDate(value.slice(0, 10)) ?? null) : null)),
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  instalments: z.array(z.enum(INSTALMENT_KINDS)),
  received: z.number().int(),
});

export type ReminderMessage = z.output<typeof reminderMessageSchema> & { due: CalendarDate | null };
