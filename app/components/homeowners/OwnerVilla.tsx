import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigation } from 'react-router';
import { useLocale, useTexts } from '#app/components/i18n/locale';
import { Button } from '#app/components/ui/Button';
import { Field, TextareaField } from '#app/components/ui/Field';
import { FormAlert } from '#app/components/ui/FormAlert';
import { formatCalendarDate, formatStayDates, type CalendarDate } from '#app/domain/booking/dates';
import {
  formatPercentIn,
  OWNER_STAY_NOTE_MAX,
  ownerStaySchema,
  type Occupancy,
  type OwnerStayRequestRow,
} from '#app/domain/homeowners/owner-page';
import { ownerPageTexts } from '#app/domain/homeowners/texts/owner-page';

/**
 * A villa's occupancy this year against last (a table, with its definition said), the homeowner's form to ask for
 * an owner stay (a plain form: works without JavaScript; the server checks it with the same schema, then the
 * database against the calendar), and their requests with what became of them.
 */
export function OccupancyTable({ occupancy }: { occupancy: readonly Occupancy[] }) {
  const t = useTexts(ownerPageTexts);
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-2">
      <table className="w-full max-w-xl border-collapse text-left text-sm">
        <caption className="mb-2 text-left font-display text-xl text-fg">{t.occupancyTitle}</caption>
        <thead>
          <tr className="border-b border-line text-fg-muted">
            <th scope="col" className="py-2 pr-3 font-medium">
              {t.occupancyYear}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {t.occupancyNights}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {t.occupancyOf}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t.occupancyRate}
            </th>
          </tr>
        </thead>
        <tbody>
          {occupancy.map((row) => (
            <tr key={row.year} className="border-b border-line">
              <th scope="row" className="py-2 pr-3 font-medium text-fg">
                {row.year}
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">{row.booked}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{row.owned}</td>
              <td className="py-2 text-right tabular-nums">
                {row.percent === null ? t.occupancyNone : formatPercentIn(row.percent, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="max-w-2xl text-xs text-fg-muted">{t.occupancyDefinition}</p>
    </div>
  );
}

export function OwnerStayForm({
  villaId,
  today,
  atOnce,
  lastResult,
}: {
  villaId: string;
  today: CalendarDate;
  atOnce: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const t = useTexts(ownerPageTexts);
  const locale = useLocale();
  const navigation = useNavigation();
  const sending =
    navigation.state !== 'idle' &&
    navigation.formData?.get('intent') === 'owner-stay' &&
    navigation.formData?.get('rentalId') === villaId;
  const schema = ownerStaySchema(locale, today);
  const [form, fields] = useForm({
    id: `owner-stay-${villaId}`,
    lastResult: sending ? undefined : lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    defaultValue: { rentalId: villaId },
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="flex max-w-xl flex-col gap-4"
      aria-labelledby={`${form.id}-title`}
    >
      <h3 id={`${form.id}-title`} className="font-display text-xl text-fg">
        {t.ownerStayTitle}
      </h3>
      <p className="text-sm text-fg-muted">
        {t.ownerStayLead} {atOnce ? t.ownerStayAtOnce : t.ownerStayAfterReview}
      </p>
      <FormAlert id={form.errorId} messages={form.errors} />
      <input type="hidden" name="intent" value="owner-stay" />
      <input type="hidden" name="rentalId" value={villaId} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t.checkIn}
          inputProps={{ ...getInputProps(fields.checkIn, { type: 'date' }), min: today }}
          errors={fields.checkIn.errors}
        />
        <Field
          label={t.checkOut}
          inputProps={{ ...getInputProps(fields.checkOut, { type: 'date' }), min: today }}
          errors={fields.checkOut.errors}
        />
      </div>
      <TextareaField
        label={t.note}
        textareaProps={{ ...getTextareaProps(fields.note), rows: 3, maxLength: OWNER_STAY_NOTE_MAX }}
        errors={fields.note.errors}
      />
      <div>
        <Button type="submit" pending={sending} pendingLabel={t.sending}>
          {t.send}
        </Button>
      </div>
    </Form>
  );
}

export function OwnerStayRequests({ requests }: { requests: readonly OwnerStayRequestRow[] }) {
  const t = useTexts(ownerPageTexts);
  const locale = useLocale();
  if (requests.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-display text-xl text-fg">{t.yourRequests}</h3>
      <ul className="flex flex-col gap-1 text-sm">
        {requests.map((request) => (
          <li key={request.id} className="flex flex-wrap gap-x-3">
            <span className="text-fg">
              {formatStayDates(request.check_in as CalendarDate, request.check_out as CalendarDate, locale)}
            </span>
            <span className="text-fg-muted">{t.requestStatus(request.status)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "Yours since 1 January 2026", in the page's language. */
export function OwnedSince({ since }: { since: string }) {
  const t = useTexts(ownerPageTexts);
  const locale = useLocale();
  return (
    <p className="text-sm text-fg-muted">{t.ownedSince(formatCalendarDate(since as CalendarDate, 'long', locale))}</p>
  );
}
