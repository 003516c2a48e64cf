import type { ReactNode } from 'react';
import { AdminAlert } from '#app/components/admin/AdminPage';
import { formatIslandDateTime, type DeskActionData, type DeskDone } from '#app/domain/booking/desk';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import type { StayRow } from '#app/domain/entities';
import { StayMentions } from './StayStatusBadge';

/** What the stay actions panel (StayActions) says after an action: done, refused, or feeds not read. */

const text = staffBookingTexts.desk;

/**
 * The notice of the action just done; `onRequest`: the website's rules a stay entered by staff on the villa's
 * calendar was accepted against ('Accepted on request: …').
 */
export interface DeskNotice {
  done: DeskDone;
  feedErrors: string[];
  onRequest?: string[];
}

/** Why an action was refused; the stays that took the dates link to their bookings. */
export function ActionError({ result }: { result: DeskActionData }) {
  return (
    <>
      {result.error ? (
        <AdminAlert>
          {result.inTheWay?.length ? (
            <>
              {text.overlapLead}
              <StayMentions stays={result.inTheWay} />.
            </>
          ) : (
            result.error
          )}
        </AdminAlert>
      ) : null}
      <FeedWarnings errors={result.feedErrors} />
    </>
  );
}

function FeedWarnings({ errors }: { errors: readonly string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <div role="status" className="rounded-sm border border-accent/40 bg-accent-soft px-4 py-3 text-sm text-fg">
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}

/** What the action just done changed (`?done=…`), and the feeds a confirm could not read. */
export function DoneNotice({ stay, notice }: { stay: StayRow; notice: DeskNotice }) {
  let message: ReactNode;
  switch (notice.done) {
    case 'added':
      message =
        stay.status === 'option' && stay.option_expires_at
          ? text.done.added.option(formatIslandDateTime(stay.option_expires_at))
          : stay.status === 'confirmed'
            ? text.done.added.confirmed
            : text.done.added.other;
      break;
    case 'held':
    case 'extended':
      message = stay.option_expires_at ? text.done[notice.done](formatIslandDateTime(stay.option_expires_at)) : null;
      break;
    default:
      message = text.done[notice.done];
  }
  const onRequest = notice.onRequest ?? [];
  return (
    <>
      {message ? (
        <AdminAlert tone="success">
          {onRequest.length ? (
            <ul className="flex flex-col gap-1">
              {[message, ...onRequest].map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          ) : (
            message
          )}
        </AdminAlert>
      ) : null}
      <FeedWarnings errors={notice.feedErrors} />
    </>
  );
}
