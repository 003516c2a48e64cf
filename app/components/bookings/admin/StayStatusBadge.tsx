import { Fragment } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '#app/components/ui/Badge';
import { formatStayDates } from '#app/domain/booking/dates';
import type { StayMention } from '#app/domain/booking/desk';
import { STAY_STATUS_LABELS } from '#app/domain/booking/stays';
import type { StayStatus } from '#app/domain/entities';

/** Requests call for staff (accent), options hold (sea), confirmed stays are settled, conflicts need a look. */
const TONES: Record<StayStatus, BadgeTone> = {
  requested: 'accent',
  option: 'sea',
  confirmed: 'success',
  declined: 'neutral',
  cancelled: 'neutral',
  expired: 'neutral',
  blocked: 'neutral',
  conflict: 'danger',
};

/** A stay's status as a badge; the text says it, the colour only helps. */
export function StayStatusBadge({ status }: { status: StayStatus }) {
  return <Badge tone={TONES[status]}>{STAY_STATUS_LABELS[status]}</Badge>;
}

/**
 * Stays named in a sentence, each reference linking to its booking:
 * 'IE-1A2B3C4D (Confirmed, Dec 22 – Dec 27, 2026) and IE-… (Blocked, …)'.
 */
export function StayMentions({ stays }: { stays: readonly StayMention[] }) {
  return stays.map((stay, index) => (
    <Fragment key={stay.id}>
      {index === 0 ? null : index === stays.length - 1 ? ' and ' : ', '}
      <Link to={`/admin/bookings/${stay.id}`} className="link font-medium whitespace-nowrap">
        {stay.reference}
      </Link>{' '}
      ({STAY_STATUS_LABELS[stay.status]}, {formatStayDates(stay.checkIn, stay.checkOut)})
    </Fragment>
  ));
}
