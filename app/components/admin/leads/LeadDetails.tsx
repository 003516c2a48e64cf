import { Link } from 'react-router';
import { MailIcon, PhoneIcon } from '#app/components/ui/page-icons';
import { LEAD_SOURCE_LABELS } from '#app/domain/leads/sources';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import { formatDate } from '#app/domain/format';
import type { LeadRow } from '#app/domain/leads/lead';

/**
 * Who wrote an inquiry and how to reach them, when, whether it has been read, where it came from, and the
 * listing or booking request it is about (each a link to its page in the back office).
 */
export function LeadDetails({ lead, read }: { lead: LeadRow; read: boolean }) {
  const phoneHref = lead.phone ? `tel:${lead.phone.replace(/[^\d+]/g, '')}` : null;
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
      <div>
        <dt className="label mb-1">Email</dt>
        <dd>
          <a href={`mailto:${lead.email}`} className="link inline-flex items-center gap-2 break-all">
            <MailIcon size={16} className="shrink-0 text-accent" />
            {lead.email}
          </a>
        </dd>
      </div>
      {lead.phone && phoneHref ? (
        <div>
          <dt className="label mb-1">Phone</dt>
          <dd>
            <a href={phoneHref} className="link inline-flex items-center gap-2">
              <PhoneIcon size={16} className="shrink-0 text-accent" />
              {lead.phone}
            </a>
          </dd>
        </div>
      ) : null}
      <div>
        <dt className="label mb-1">Date Received</dt>
        <dd className="text-fg">
          <time dateTime={lead.created_at}>{formatDate(lead.created_at)}</time>
        </dd>
      </div>
      <div>
        <dt className="label mb-1">Status</dt>
        <dd className="text-fg">{read ? 'Read' : 'Unread'}</dd>
      </div>
      <div>
        <dt className="label mb-1">Source</dt>
        <dd className="text-fg">{LEAD_SOURCE_LABELS[lead.source]}</dd>
      </div>
      {lead.property_id || lead.rental_id ? (
        <div>
          <dt className="label mb-1">Listing</dt>
          <dd className="flex flex-wrap gap-x-4 gap-y-1">
            {lead.property_id ? (
              <Link to={`/admin/properties/${lead.property_id}`} className="link">
                View Property
              </Link>
            ) : null}
            {lead.rental_id ? (
              <Link to={`/admin/rentals/${lead.rental_id}`} className="link">
                View Rental
              </Link>
            ) : null}
            {lead.listing_title ? (
              <span className="w-full text-fg">
                {lead.listing_title}
                {lead.island ? <span className="text-fg-muted"> · {lead.island}</span> : null}
              </span>
            ) : null}
          </dd>
        </div>
      ) : null}
      {lead.stay_id ? (
        <div>
          <dt className="label mb-1">{staffBookingTexts.desk.leadBooking}</dt>
          <dd>
            <Link to={`/admin/bookings/${lead.stay_id}`} className="link">
              {staffBookingTexts.desk.viewRequest}
            </Link>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
