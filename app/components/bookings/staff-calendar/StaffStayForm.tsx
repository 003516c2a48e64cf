import { getCollectionProps, getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { useSyncExternalStore } from 'react';
import { Form, useLocation } from 'react-router';
import { FormErrors } from '#app/components/admin/editor/FormErrors';
import { selectInput, textareaInput, textInput } from '#app/components/admin/field-props';
import { Button } from '#app/components/ui/Button';
import { Field, FieldMessages, SelectField, TextareaField } from '#app/components/ui/Field';
import { ADD_ONS } from '#app/domain/booking/add-ons';
import { addDays, type CalendarDate } from '#app/domain/booking/dates';
import { guestChoices } from '#app/domain/booking/guests';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import {
  MAX_GUEST_EMAIL,
  MAX_GUEST_NAME,
  MAX_GUEST_PHONE,
  MAX_STAFF_STAY_NOTE,
  STAFF_STAY_STATUS_OPTIONS,
  staffStayFormSchema,
} from '#app/domain/booking/staff-stay-form';
import { plural } from '#app/domain/format';
import { useIntentForm, usePendingIntent } from './intent-form';
import type { StaffStayFormSettings } from '#app/domain/booking/staff-calendar';

const INTENT = 'add-stay';
const RADIO = 'mt-0.5 size-5 shrink-0 cursor-pointer accent-(--ie-accent)';
const FORM_ID = 'guest-stay';
/** The section around the form: where the browser comes back to without JavaScript. */
const SECTION_ID = 'add-stay';
const text = staffBookingTexts.staffCalendar.stay;
const deskText = staffBookingTexts.desk;

/**
 * A guest's stay taken by phone or e-mail: who, how many, the dates, the services they would like, a
 * note for staff, and whether to hold the dates as an option (until a deadline, as on the booking desk)
 * or to confirm at once. Priced by the action like a website request; staff may go below the website's
 * minimum stay. Taken dates come back named, with the form as typed. Without JavaScript the form posts to
 * its section's anchor, so the browser comes back to it with the messages.
 */
export function StaffStayForm({
  today,
  settings,
  actionData,
}: {
  today: CalendarDate;
  settings: StaffStayFormSettings;
  actionData: { intent: string | null; result?: SubmissionResult<string[]> } | undefined;
}) {
  const [form, fields] = useIntentForm({
    id: FORM_ID,
    intent: INTENT,
    schema: staffStayFormSchema({ today, maxGuests: settings.maxGuests }),
    actionData,
    defaultValue: { status: 'option', until: settings.deadline.suggested },
  });
  const pending = usePendingIntent(INTENT);
  const location = useLocation();
  const hydrated = useSyncExternalStore(noSubscription, isClient, isServer);
  const action = hydrated ? undefined : `${location.pathname}${location.search}#${SECTION_ID}`;
  // With JavaScript the deadline shows only for an option; without, it is always there (and ignored on Confirm).
  const showDeadline = !hydrated || fields.status.value !== 'confirmed';
  const guests = guestChoices(settings.maxGuests).map((n) => ({ value: String(n), label: plural(n, 'guest') }));
  const statusErrorId = `${FORM_ID}-status-error`;

  return (
    <section id={SECTION_ID} aria-labelledby={`${SECTION_ID}-heading`} className="flex scroll-mt-36 flex-col gap-4">
      <div>
        <h3 id={`${SECTION_ID}-heading`} className="font-display text-xl text-fg">
          {text.heading}
        </h3>
        <p className="mt-1 text-sm text-fg-muted">{text.lead}</p>
      </div>
      <Form method="post" action={action} preventScrollReset {...getFormProps(form)} className="flex flex-col gap-5">
        <input type="hidden" name="intent" value={INTENT} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <Field
            className="sm:col-span-2"
            label={text.name}
            requiredMark
            {...textInput(fields.name, { maxLength: MAX_GUEST_NAME, autoComplete: 'off' })}
          />
          <Field
            label={text.email}
            requiredMark
            inputProps={{
              ...getInputProps(fields.email, { type: 'email' }),
              maxLength: MAX_GUEST_EMAIL,
              autoComplete: 'off',
            }}
            errors={fields.email.errors}
          />
          <Field
            label={text.phone}
            inputProps={{
              ...getInputProps(fields.phone, { type: 'tel' }),
              maxLength: MAX_GUEST_PHONE,
              autoComplete: 'off',
            }}
            errors={fields.phone.errors}
          />
          <Field
            label={text.checkIn}
            requiredMark
            hint={text.checkInHint}
            inputProps={{ ...getInputProps(fields.checkIn, { type: 'date' }), min: today }}
            errors={fields.checkIn.errors}
          />
          <Field
            label={text.checkOut}
            requiredMark
            hint={text.checkOutHint}
            inputProps={{ ...getInputProps(fields.checkOut, { type: 'date' }), min: addDays(today, 1) }}
            errors={fields.checkOut.errors}
          />
          <p className="-mt-1 text-sm text-fg-muted sm:col-span-2">{text.minimumHint(settings.minStayDays)}</p>
          <SelectField
            label={text.guests}
            requiredMark
            {...selectInput(fields.guests, [{ value: '', label: text.chooseGuests }, ...guests])}
          />
        </div>

        <fieldset className="min-w-0">
          <legend className="label">{text.services}</legend>
          <div className="grid grid-cols-1 gap-x-5 gap-y-3 sm:grid-cols-2">
            {getCollectionProps(fields.addOns, {
              type: 'checkbox',
              options: ADD_ONS.map((addOn) => addOn.value),
            }).map(({ key, ...props }) => (
              <label key={key} className="inline-flex items-center gap-2 text-[0.9375rem] text-fg">
                <input {...props} className="checkbox" />
                {ADD_ONS.find((addOn) => addOn.value === props.value)?.label}
              </label>
            ))}
          </div>
          <FieldMessages hint={null} errors={fields.addOns.errors ?? []} errorId={`${FORM_ID}-services-error`} />
        </fieldset>

        <TextareaField
          label={text.note}
          hint={text.noteHint}
          {...textareaInput(fields.note, { rows: 3, maxLength: MAX_STAFF_STAY_NOTE })}
        />

        <fieldset
          aria-describedby={fields.status.errors?.length ? statusErrorId : undefined}
          className="flex min-w-0 flex-col gap-4 rounded-sm border border-line p-4 sm:p-5"
        >
          <legend className="label px-1">
            {text.decision}
            <span aria-hidden="true" className="ml-1 text-accent">
              *
            </span>
          </legend>
          {getCollectionProps(fields.status, {
            type: 'radio',
            options: STAFF_STAY_STATUS_OPTIONS.map((option) => option.value),
          }).map(({ key, ...props }) => {
            const option = STAFF_STAY_STATUS_OPTIONS.find((candidate) => candidate.value === props.value)!;
            const id = `${FORM_ID}-status-${option.value}`;
            return (
              <div key={key} className="flex items-start gap-3">
                <input {...props} id={id} aria-describedby={`${id}-hint`} className={RADIO} />
                <div className="flex min-w-0 flex-1 flex-col gap-3">
                  <div>
                    <label htmlFor={id} className="text-[0.9375rem] font-medium text-fg">
                      {option.label}
                    </label>
                    <p id={`${id}-hint`} className="mt-0.5 text-sm text-fg-muted">
                      {option.hint}
                    </p>
                  </div>
                  {option.value === 'option' && showDeadline ? (
                    <Field
                      className="max-w-sm"
                      label={deskText.until.label}
                      hint={deskText.until.hint(settings.deadline.holdHours)}
                      inputProps={{
                        ...getInputProps(fields.until, { type: 'datetime-local' }),
                        min: settings.deadline.min,
                        max: settings.deadline.max,
                      }}
                      errors={fields.until.errors}
                    />
                  ) : null}
                </div>
              </div>
            );
          })}
          <FieldMessages hint={null} errors={fields.status.errors ?? []} errorId={statusErrorId} />
        </fieldset>

        <div>
          <Button type="submit" size="sm" pending={pending} pendingLabel={text.pending}>
            {text.submit}
          </Button>
        </div>
      </Form>
    </section>
  );
}

const noSubscription = () => () => undefined;
const isClient = () => true;
const isServer = () => false;
