import { formatCalendarDate, islandToday, type CalendarDate } from '#app/domain/booking/dates';
import type { Currency } from '#app/domain/currency/currency';
import { formatMinorAmount } from '#app/domain/payments/money';
import type { PaymentReminderRow } from '#app/domain/payments/rows';
import { staffPaymentTexts } from '#app/domain/payments/texts/staff';

const text = staffPaymentTexts.reminders;

export type StayReminderData = Pick<PaymentReminderRow, 'kind' | 'due' | 'amount' | 'outcome' | 'created_at'>;

/** The reminders recorded about a stay's payments (each once), what each was about and what became of it. */
export function StayReminders({ reminders, currency }: { reminders: readonly StayReminderData[]; currency: Currency }) {
  const day = (date: CalendarDate) => formatCalendarDate(date, 'long');
  return (
    <div className="flex flex-col gap-2 border-t border-line pt-5">
      <h3 className="font-semibold text-fg">{text.heading}</h3>
      {reminders.length === 0 ? (
        <p className="text-sm text-fg-muted">{text.none}</p>
      ) : (
        <ul className="divide-y divide-line text-sm">
          {reminders.map((reminder) => (
            <li key={`${reminder.kind}-${reminder.created_at}`} className="flex flex-col gap-0.5 py-2">
              <span className="text-fg">
                {text.kinds[reminder.kind]}
                {reminder.due && reminder.amount > 0
                  ? ` · ${text.about(formatMinorAmount(reminder.amount, currency, 'en'), day(reminder.due.slice(0, 10) as CalendarDate))}`
                  : null}
              </span>
              <span className={reminder.outcome === 'queued' ? 'text-fg-muted' : 'text-fg'}>
                {text.outcome[reminder.outcome](day(islandToday(new Date(reminder.created_at))))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
