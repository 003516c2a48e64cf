import { paymentInstructionsSchema, type PaymentInstructions } from '#app/domain/payments/guest-stay';
import { islandToday } from '#app/domain/booking/dates';
import type { PaymentMethod } from '#app/domain/payments/ledger';
import { reminderMessageSchema, type ReminderMessage } from '#app/domain/payments/reminder-message';
import type { Reminder } from '#app/domain/payments/reminders';
import type {
  PaymentEntryRow,
  PaymentReminderRow,
  PaymentInstalmentRow,
  PaymentLedgerRow,
  PaymentScheduleRow,
} from '#app/domain/payments/rows';
import type { PaymentSchedule } from '#app/domain/payments/schedule';
import type { StayTerms } from '#app/domain/payments/terms';
import { BackendError, eq, type QueryRunner, type SelectQuery } from '#app/server/backend/query';
import {
  PAYMENT_ENTRY_COLUMNS,
  PAYMENT_REMINDER_COLUMNS,
  PAYMENT_INSTALMENT_COLUMNS,
  PAYMENT_LEDGER_COLUMNS,
  PAYMENT_SCHEDULE_COLUMNS,
} from '#app/server/backend/schema';

/**
 * The payments capability's reads and writes (supabase/migrations/…_payments.sql): a stay's schedule, fixed
 * once; its ledger's entries, only ever added; what it owes, as the database computes it (payment_ledgers).
 * Row level security decides: staff read everything, agents record payments, owners and admins also refunds
 * and reversals; nobody else reads or writes anything.
 */

/** An entry as staff record it (the database adds its id, who recorded it and when). */
export type NewLedgerEntry =
  | {
      kind: 'payment';
      amount: number;
      receivedOn: string;
      method: PaymentMethod;
      payer: string | null;
      bankReference: string | null;
      note: string | null;
    }
  | { kind: 'refund'; amount: number; receivedOn: string; method: PaymentMethod; reason: string; note: string | null }
  | { kind: 'reversal'; reverses: string; receivedOn: string; reason: string };

function entryValues(stayId: string, entry: NewLedgerEntry): Record<string, unknown> {
  switch (entry.kind) {
    case 'payment':
      return {
        stay_id: stayId,
        kind: 'payment',
        amount: entry.amount,
        received_on: entry.receivedOn,
        method: entry.method,
        payer: entry.payer,
        bank_reference: entry.bankReference,
        note: entry.note,
      };
    case 'refund':
      return {
        stay_id: stayId,
        kind: 'refund',
        amount: entry.amount,
        received_on: entry.receivedOn,
        method: entry.method,
        reason: entry.reason,
        note: entry.note,
      };
    case 'reversal':
      return {
        stay_id: stayId,
        kind: 'reversal',
        amount: 0,
        received_on: entry.receivedOn,
        reverses: entry.reverses,
        reason: entry.reason,
      };
  }
}

export function paymentQueries(runner: QueryRunner) {
  const select = async <Row>(query: Omit<SelectQuery<Row>, 'kind'>): Promise<Row[]> =>
    (await runner.run({ kind: 'select', ...query } as SelectQuery<Row>)).rows;

  return {
    /** The stay's schedule and its instalments in order, or null when none is fixed yet. */
    async getSchedule(
      stayId: string,
    ): Promise<{ schedule: PaymentScheduleRow; instalments: PaymentInstalmentRow[] } | null> {
      const [schedules, instalments] = await Promise.all([
        select<PaymentScheduleRow>({
          table: 'payment_schedules',
          columns: PAYMENT_SCHEDULE_COLUMNS,
          where: [eq('stay_id', stayId)],
        }),
        select<PaymentInstalmentRow>({
          table: 'payment_instalments',
          columns: PAYMENT_INSTALMENT_COLUMNS,
          where: [eq('stay_id', stayId)],
          order: [{ column: 'position', ascending: true }],
        }),
      ]);
      return schedules[0] ? { schedule: schedules[0], instalments } : null;
    },

    /** Every entry of the stay's ledger, oldest first. */
    /** The reminders recorded about a stay's payments, oldest first, with what became of each. */
    listReminders: (stayId: string) =>
      select<PaymentReminderRow>({
        table: 'payment_reminders',
        columns: PAYMENT_REMINDER_COLUMNS,
        where: [eq('stay_id', stayId)],
        order: [
          { column: 'created_at', ascending: true },
          { column: 'key', ascending: true },
        ],
      }),

    listEntries: (stayId: string) =>
      select<PaymentEntryRow>({
        table: 'payment_entries',
        columns: PAYMENT_ENTRY_COLUMNS,
        where: [eq('stay_id', stayId)],
        order: [
          { column: 'created_at', ascending: true },
          { column: 'id', ascending: true },
        ],
      }),

    /** What the stay owes on `on` (the islands' date; today by default), as the database computes it; null without a schedule. */
    async getLedger(stayId: string, on: string = islandToday()): Promise<PaymentLedgerRow | null> {
      const rows = await select<PaymentLedgerRow>({
        table: 'payment_ledgers',
        columns: PAYMENT_LEDGER_COLUMNS,
        // Computed for this stay alone, not filtered out of every stay's.
        source: { fn: 'payment_ledger', args: { p_on: on, p_stay_id: stayId } },
      });
      return rows[0] ?? null;
    },

    /** Fixes the stay's schedule with the terms it was made from; false when it already had one. */
    async fixSchedule(stayId: string, schedule: PaymentSchedule, terms: StayTerms): Promise<boolean> {
      const result = await runner.run({
        kind: 'rpc',
        fn: 'fix_payment_schedule',
        args: { p_stay_id: stayId, p_schedule: { ...schedule, terms } },
      });
      return result.rows[0]?.value === true;
    },

    /** Cancels an option or a confirmed stay, its schedule closed with what it retains; false when no longer possible. */
    async cancelStay(stayId: string, retained: number): Promise<boolean> {
      const result = await runner.run({
        kind: 'rpc',
        fn: 'cancel_stay',
        args: { p_stay_id: stayId, p_retained: retained },
      });
      return result.rows[0]?.value === true;
    },

    /** The guest's stay by its private link's token (…_guest_stay.sql); null for no (or an expired) link. */
    async guestStay(token: string): Promise<unknown> {
      const result = await runner.run({ kind: 'rpc', fn: 'guest_stay', args: { p_token: token } });
      return result.rows[0]?.value ?? null;
    },

    /** The confirmation's payment instructions (the service role only); null when they cannot be read whole. */
    async paymentInstructions(stayId: string): Promise<PaymentInstructions | null> {
      const result = await runner.run({ kind: 'rpc', fn: 'stay_payment_instructions', args: { p_stay_id: stayId } });
      const parsed = paymentInstructionsSchema.safeParse(result.rows[0]?.value ?? null);
      return parsed.success ? parsed.data : null;
    },

    // ---- Reminders (…_payment_reminders.sql; the service role) ----

    /** The stays that may need a payment reminder on `on`, each with the reminder keys already recorded. */
    async reminderStays(on: string, horizonDays: number): Promise<{ stayId: string; sent: string[] }[]> {
      const result = await runner.run({
        kind: 'rpc',
        fn: 'payment_reminder_stays',
        args: { p_on: on, p_horizon: horizonDays },
      });
      return result.rows.map((row) => ({
        stayId: String(row.stay_id),
        sent: Array.isArray(row.sent) ? row.sent.map(String) : [],
      }));
    },

    /**
     * Records a reminder once (by its key) and queues its e-mail; true when this call queued it. A superseded
     * reminder is only recorded, so it is never sent late.
     */
    async queueReminder(stayId: string, reminder: Reminder, superseded = false): Promise<boolean> {
      const result = await runner.run({
        kind: 'rpc',
        fn: 'queue_payment_reminder',
        args: {
          p_stay_id: stayId,
          p_kind: reminder.kind,
          p_key: reminder.key,
          p_due: reminder.due,
          p_amount: reminder.amount,
          p_superseded: superseded,
        },
      });
      return result.rows[0]?.value === true;
    },

    /** What a reminder's e-mail says; null when its reminder cannot be read whole. */
    async reminderOfMessage(outboxId: string): Promise<ReminderMessage | null> {
      const result = await runner.run({
        kind: 'rpc',
        fn: 'payment_reminder_of_message',
        args: { p_outbox_id: outboxId },
      });
      const parsed = reminderMessageSchema.safeParse(result.rows[0]?.value ?? null);
      return parsed.success ? parsed.data : null;
    },

    /** Adds an entry to the stay's ledger; refused (permission) when the actor's role may not. */
    async recordEntry(stayId: string, entry: NewLedgerEntry): Promise<string> {
      const result = await runner.run({
        kind: 'insert',
        table: 'payment_entries',
        values: entryValues(stayId, entry),
        returning: ['id'],
      });
      const id = result.rows[0]?.id;
      if (typeof id !== 'string')
        throw new BackendError('permission', 'No entry was recorded', { table: 'payment_entries' });
      return id;
    },
  };
}

export type PaymentQueries = ReturnType<typeof paymentQueries>;
