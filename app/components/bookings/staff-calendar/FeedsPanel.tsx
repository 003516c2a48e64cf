import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, Link } from 'react-router';
import { AdminTable, Cell, Header, Row } from '#app/components/admin/AdminTable';
import { FormErrors } from '#app/components/admin/editor/FormErrors';
import { textInput } from '#app/components/admin/field-props';
import { Button } from '#app/components/ui/Button';
import { Field } from '#app/components/ui/Field';
import { FEED_NAME_SUGGESTIONS, feedFormSchema, MAX_FEED_NAME, MAX_FEED_URL } from '#app/domain/booking/feed-form';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import { ConfirmButton } from './ConfirmAction';
import { useIntentForm, usePendingIntent } from './intent-form';
import type { CalendarFeed } from '#app/domain/booking/staff-calendar';

const text = staffBookingTexts.staffCalendar;

/** 'Sync now': every imported calendar of the villa, fetched and applied at once. */
export function SyncButton({ disabled }: { disabled: boolean }) {
  const pending = usePendingIntent('sync');
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="sync" />
      <Button type="submit" size="sm" variant="secondary" disabled={disabled} pending={pending} pendingLabel="Syncing…">
        Sync now
      </Button>
    </Form>
  );
}

/**
 * The villa's imported calendars: name, address, last sync, events, last error and the events left out for
 * impossible dates (in words, in red).
 */
export function FeedTable({ feeds }: { feeds: readonly CalendarFeed[] }) {
  if (feeds.length === 0) {
    return <p className="text-sm text-fg-muted">No imported calendars yet.</p>;
  }
  return (
    <AdminTable
      caption="Imported calendars"
      label="Imported calendar list"
      minWidth="44rem"
      head={
        <>
          {['Name', 'Address', 'Last sync', 'Events'].map((label) => (
            <Header key={label}>{label}</Header>
          ))}
          <Header className="text-right">Actions</Header>
        </>
      }
    >
      {feeds.map((feed) => (
        <Row key={feed.id} className="bg-surface">
          <Cell rowHeader wide className="font-medium text-fg">
            {feed.name}
          </Cell>
          <Cell label="Address" wide>
            <span className="break-all text-fg-muted" title={feed.url}>
              {feed.shortUrl}
            </span>
          </Cell>
          <Cell label="Last sync" className="text-fg-muted">
            {feed.lastSynced ?? text.feed.neverSynced}
            {feed.lastError ? (
              <span className="mt-1 block font-medium text-danger">Last error: {feed.lastError}</span>
            ) : null}
            {feed.rejected ? <RejectedEvents rejected={feed.rejected} /> : null}
          </Cell>
          <Cell label="Events" className="text-fg-muted tabular-nums">
            {feed.eventCount ?? '—'}
          </Cell>
          <Cell wide>
            <div className="flex justify-end max-md:justify-start">
              <ConfirmButton
                intent="delete-feed"
                id={feed.id}
                label="Remove"
                srLabel={feed.name}
                step={{
                  heading: text.confirm.removeFeed(feed.name),
                  text: text.feed.removeConfirm,
                  button: text.confirm.remove,
                }}
              />
            </div>
          </Cell>
        </Row>
      ))}
    </AdminTable>
  );
}

/** Events of the last sync left out for impossible dates: said in words, each with its values as written. */
function RejectedEvents({ rejected }: { rejected: NonNullable<CalendarFeed['rejected']> }) {
  return (
    <div className="mt-1 text-danger">
      <p className="font-medium">{rejected.summary}</p>
      <ul className="mt-1 flex flex-col gap-0.5">
        {rejected.events.map((event, index) => (
          // Two events without UID may be written alike: the position is the key.
          <li key={index} className="break-all">
            {event}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Import another platform's calendar: its name and the iCal address the platform gives. */
export function FeedForm({
  actionData,
}: {
  actionData: { intent: string | null; result?: SubmissionResult<string[]> } | undefined;
}) {
  const [form, fields] = useIntentForm({ id: 'calendar-feed', intent: 'add-feed', schema: feedFormSchema, actionData });
  const pending = usePendingIntent('add-feed');
  return (
    <Form
      method="post"
      preventScrollReset
      {...getFormProps(form)}
      aria-labelledby="feed-form-heading"
      className="flex flex-col gap-5 border-t border-line pt-6"
    >
      <h3 id="feed-form-heading" className="font-display text-xl text-fg">
        Import a calendar
      </h3>
      <input type="hidden" name="intent" value="add-feed" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-3">
        <Field
          label="Name"
          requiredMark
          hint="Airbnb, Vrbo, Booking.com…"
          {...textInput(fields.name, { list: 'feed-name-suggestions', maxLength: MAX_FEED_NAME })}
        />
        <Field
          className="sm:col-span-2"
          label="Calendar address (iCal)"
          requiredMark
          hint="The export link the platform gives, starting with https:// or webcal://"
          inputProps={{
            ...textInput(fields.url).inputProps,
            type: 'url',
            inputMode: 'url',
            maxLength: MAX_FEED_URL,
            placeholder: 'https://www.airbnb.com/calendar/ical/….ics',
          }}
          errors={fields.url.errors}
        />
      </div>
      <datalist id="feed-name-suggestions">
        {FEED_NAME_SUGGESTIONS.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <div>
        <Button type="submit" size="sm" pending={pending} pendingLabel="Adding…">
          Add calendar
        </Button>
      </div>
    </Form>
  );
}

/** Imported events colliding with one of the villa's stays: said first, in words, with the stay to open. */
export function ConflictList({
  conflicts,
}: {
  conflicts: readonly { id: string; text: string; bookingPath: string | null }[];
}) {
  if (conflicts.length === 0) return null;
  return (
    <section
      aria-labelledby="conflicts-heading"
      className="rounded-sm border border-danger/50 bg-danger-soft px-5 py-4 text-sm text-danger"
    >
      <h2 id="conflicts-heading" className="font-sans text-sm font-semibold tracking-[0.14em] uppercase">
        Calendar conflicts ({conflicts.length})
      </h2>
      <ul className="mt-2 flex flex-col gap-1.5">
        {conflicts.map((conflict) => (
          <li key={conflict.id}>
            {conflict.text}.
            {conflict.bookingPath ? (
              <>
                {' '}
                <Link to={conflict.bookingPath} className="font-medium underline underline-offset-4">
                  Open the stay
                </Link>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
