import { Link } from 'react-router';
import { MailIcon, PhoneIcon } from '#app/components/ui/icons';
import { LEAD_SOURCE_LABELS } from '#app/domain/leads/sources';
import { staffBookingTexts } from '#app/domain/booking/staff-texts';
import { formatDate } from '#app/domain/format';
import type { LeadRow } from '#app/domain/leads/lead';

/**
 * Who wrote an inquiry and how to reach them, when, whether it has been read, where it came from, and the
 * listing or booking request it is about (each a link to its page in the back office).
 */
export function InquiryDetails({ inquiry, read }: { inquiry: LeadRow; read: boolean }) {
  const phoneHref = inquiry.phone ? `tel:${inquiry.phone.replace(/[^\d+]/g, '')}` : null;
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
      <div>
        <dt className="label mb-1">Email</dt>
        <dd>
          <a href={`mailto:${inquiry.email}`} className="link inline-flex items-center gap-2 break-all">
            <MailIcon size={16} className="shrink-0 text-accent" />
            {inquiry.email}
          </a>
        </dd>
      </div>
      {inquiry.phone && phoneHref ? (
        <div>
          <dt className="label mb-1">Phone</dt>
          <dd>
            <a href={phoneHref} className="link inline-flex items-center gap-2">
              <PhoneIcon size={16} className="shrink-0 text-accent" />
              {inquiry.phone}
            </a>
          </dd>
        </div>
      ) : null}
      <div>
        <dt className="label mb-1">Date Received</dt>
        <dd className="text-fg">
          <time dateTime={inquiry.created_at}>{formatDate(inquiry.created_at)}</time>
        </dd>
      </div>
      <div>
        <dt className="label mb-1">Status</dt>
        <dd className="text-fg">{read ? 'Read' : 'Unread'}</dd>
      </div>
      <div>
        <dt className="label mb-1">Source</dt>
        <dd className="text-fg">{LEAD_SOURCE_LABELS[inquiry.source]}</dd>
      </div>
      {inquiry.property_id || inquiry.rental_id ? (
        <div>
          <dt className="label mb-1">Listing</dt>
          <dd className="flex flex-wrap gap-x-4 gap-y-1">
            {inquiry.property_id ? (
              <Link to={`/admin/properties/${inquiry.property_id}`} className="link">
                View Property
              </Link>
            ) : null}
            {inquiry.rental_id ? (
              <Link to={`/admin/rentals/${inquiry.rental_id}`} className="link">
                View Rental
              </Link>
            ) : null}
            {inquiry.listing_title ? (
              <span className="w-full text-fg">
                {inquiry.listing_title}
                {inquiry.island ? <span className="text-fg-muted"> · {inquiry.island}</span> : null}
              </span>
            ) : null}
          </dd>
        </div>
      ) : null}
      {inquiry.stay_id ? (
        <div>
          <dt className="label mb-1">{staffBookingTexts.desk.inquiryBooking}</dt>
          <dd>
            <Link to={`/admin/bookings/${inquiry.stay_id}`} className="link">
              {staffBookingTexts.desk.viewRequest}
            </Link>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
