import { getCollectionProps, getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { Form, Link } from 'react-router';
import { AdminTable, Cell, Header, Row } from '#app/components/admin/AdminTable';
import { FormErrors } from '#app/components/admin/editor/FormErrors';
import { checkboxInput, numberInput, textInput } from '#app/components/admin/field-props';
import { rowButtonClass } from '#app/components/admin/RowActions';
import { Badge } from '#app/components/ui/Badge';
import { Button, buttonClass } from '#app/components/ui/Button';
import { CheckboxField, Field, FieldMessages } from '#app/components/ui/Field';
import { formatCalendarDate } from '#app/domain/booking/dates';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import {
  ARRIVAL_DAY_OPTIONS,
  arrivalDaysLabel,
  MAX_SEASON_NAME,
  seasonFormDefaults,
  seasonFormSchema,
} from '#app/domain/booking/season-form';
import type { Season } from '#app/domain/booking/seasons';
import { formatMoney, type Currency } from '#app/domain/currency/currency';
import { plural } from '#app/domain/format';
import { ConfirmButton } from './ConfirmAction';
import { useIntentForm, usePendingIntent } from './intent-form';

const text = staffBookingTexts.staffCalendar;
const INTENT = 'save-season';

/** The villa's seasons in date order, each with Edit (a link: the form below fills in) and Delete. */
export function SeasonTable({
  seasons,
  editPath,
  currency,
}: {
  seasons: readonly Season[];
  editPath: (id: string) => string;
  /** The villa's own, which its rates are in. */
  currency: Currency;
}) {
  if (seasons.length === 0) {
    return (
      <p className="text-sm text-fg-muted">
        No seasons yet: every night costs the villa’s daily rate, with its own minimum stay.
      </p>
    );
  }
  return (
    <AdminTable
      caption="Seasons"
      label="Season list"
      minWidth="52rem"
      head={
        <>
          {SEASON_COLUMNS.map((label) => (
            <Header key={label}>{label}</Header>
          ))}
          <Header className="text-right">Actions</Header>
        </>
      }
    >
      {seasons.map((season) => (
        <Row key={season.id} className="bg-surface">
          <Cell rowHeader wide className="font-medium text-fg">
            {season.name}
            {season.nameFr ? (
              <span lang="fr" className="block text-sm font-normal text-fg-muted">
                {season.nameFr}
              </span>
            ) : (
              <span className="block text-sm font-normal text-fg-muted">French missing</span>
            )}
          </Cell>
          <Cell label="First night" className="whitespace-nowrap text-fg-muted">
            {formatCalendarDate(season.startDate, 'long')}
          </Cell>
          <Cell label="Last night" className="whitespace-nowrap text-fg-muted">
            {formatCalendarDate(season.endDate, 'long')}
          </Cell>
          <Cell label="Nightly rate" className="whitespace-nowrap text-fg tabular-nums">
            {formatMoney(season.nightlyRate, currency)}
          </Cell>
          <Cell label="Minimum" className="whitespace-nowrap text-fg-muted">
            {plural(season.minNights, 'night')}
          </Cell>
          <Cell label="Arrival days" className="text-fg-muted">
            {arrivalDaysLabel(season.arrivalDays)}
          </Cell>
          <Cell label="Festive">
            {season.festive ? <Badge tone="accent">Festive</Badge> : <span className="text-fg-muted">No</span>}
          </Cell>
          <Cell wide>
            <div className="flex justify-end gap-1.5 max-md:justify-start">
              <Link to={editPath(season.id)} className={rowButtonClass()} preventScrollReset>
                Edit<span className="sr-only">: {season.name}</span>
              </Link>
              <ConfirmButton
                intent="delete-season"
                id={season.id}
                label="Delete"
                srLabel={season.name}
                step={{
                  heading: text.confirm.deleteSeason(season.name),
                  text: text.season.deleteConfirm,
                  button: text.confirm.delete,
                }}
              />
            </div>
          </Cell>
        </Row>
      ))}
    </AdminTable>
  );
}

const SEASON_COLUMNS = ['Name', 'First night', 'Last night', 'Nightly rate', 'Minimum', 'Arrival days', 'Festive'];

/**
 * Add a season, or edit the one chosen with Edit (`?season=…`). Seasons of a villa never share a night:
 * the action names the season in the way next to the dates and keeps what was typed.
 */
export function SeasonForm({
  editing,
  cancelPath,
  defaults,
  festiveBalanceDaysBefore,
  actionData,
}: {
  editing: Season | null;
  cancelPath: string;
  /** A new season starts from the villa's own rate and minimum stay. */
  defaults: { nightlyRate: number; minNights: number };
  festiveBalanceDaysBefore: number;
  actionData: { intent: string | null; result?: SubmissionResult<string[]> } | undefined;
}) {
  const [form, fields] = useIntentForm({
    // One form per season edited (the route keys it so); the anchor Edit scrolls to is its wrapper.
    id: editing ? `season-form-${editing.id}` : 'season-form-new',
    intent: INTENT,
    schema: seasonFormSchema,
    actionData,
    defaultValue: editing
      ? seasonFormDefaults(editing)
      : { nightlyRate: String(defaults.nightlyRate), minNights: String(defaults.minNights) },
  });
  const pending = usePendingIntent(INTENT);
  const headingId = 'season-form-heading';
  const arrivalHintId = 'season-arrival-hint';
  return (
    <div id="season-form" className="scroll-mt-24 border-t border-line pt-6">
      <Form
        method="post"
        preventScrollReset
        {...getFormProps(form)}
        aria-labelledby={headingId}
        className="flex flex-col gap-5"
      >
        <h3 id={headingId} className="font-display text-xl text-fg">
          {editing ? `Edit the season “${editing.name}”` : 'Add a season'}
        </h3>
        <input type="hidden" name="intent" value={INTENT} />
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
          <Field
            className="sm:col-span-2"
            label="Name"
            requiredMark
            {...textInput(fields.name, { placeholder: 'e.g. High season', maxLength: MAX_SEASON_NAME })}
          />
          <Field
            className="sm:col-span-2"
            label="Name in French"
            hint="Shown on the French site; left empty, it shows the English name."
            {...textInput(fields.nameFr, {
              placeholder: 'p. ex. Haute saison',
              maxLength: MAX_SEASON_NAME,
              lang: 'fr',
            })}
          />
          <Field
            label="First night"
            requiredMark
            inputProps={getInputProps(fields.startDate, { type: 'date' })}
            errors={fields.startDate.errors}
          />
          <Field
            label="Last night"
            requiredMark
            hint="Included in the season"
            inputProps={getInputProps(fields.endDate, { type: 'date' })}
            errors={fields.endDate.errors}
          />
          <Field label="Nightly rate (USD)" requiredMark {...numberInput(fields.nightlyRate)} />
          <Field label="Minimum nights" requiredMark {...numberInput(fields.minNights)} />
        </div>
        <fieldset
          aria-describedby={
            fields.arrivalDays.errors?.length ? `${arrivalHintId} ${arrivalHintId}-error` : arrivalHintId
          }
          className="min-w-0"
        >
          <legend className="label">Arrival days</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-3">
            {getCollectionProps(fields.arrivalDays, {
              type: 'checkbox',
              options: ARRIVAL_DAY_OPTIONS.map((option) => option.value),
            }).map(({ key, ...props }) => {
              const option = ARRIVAL_DAY_OPTIONS.find((candidate) => candidate.value === props.value)!;
              return (
                <label key={key} className="inline-flex items-center gap-2 text-[0.9375rem] text-fg">
                  <input {...props} className="checkbox" />
                  {option.label}
                </label>
              );
            })}
          </div>
          <FieldMessages
            hint="Days a stay starting in this season may begin on. None ticked: any day."
            hintId={arrivalHintId}
            errors={fields.arrivalDays.errors ?? []}
            errorId={`${arrivalHintId}-error`}
          />
        </fieldset>
        <CheckboxField
          label="Festive season"
          hint={text.season.festiveHint(festiveBalanceDaysBefore)}
          {...checkboxInput(fields.festive)}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" size="sm" pending={pending} pendingLabel="Saving…">
            {editing ? 'Save season' : 'Add season'}
          </Button>
          {editing ? (
            <Link to={cancelPath} preventScrollReset className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              Cancel
            </Link>
          ) : null}
        </div>
      </Form>
    </div>
  );
}
