import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MailIcon, PhoneIcon } from '#app/components/ui/page-icons';
import { addOnLabel } from '#app/domain/booking/add-ons';
import { formatStayDates } from '#app/domain/booking/dates';
import { formatIslandDateTime, stayDate } from '#app/domain/booking/desk';
import { guestBookingTexts } from '#app/domain/booking/texts/guest';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import { STAY_SOURCE_LABELS } from '#app/domain/booking/stays';
import type { StayRow } from '#app/domain/entities';
import { StayStatusBadge } from './StayStatusBadge';

const text = staffBookingTexts.desk;

/** A labelled value of a booking's facts. */
export function Fact({ label, children, wide }: { label: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2' : 'min-w-0'}>
      <dt className="label mb-1">{label}</dt>
      <dd className="text-fg">{children}</dd>
    </div>
  );
}

/** The stay: villa (with its calendar and public page), reference, dates, nights, guests, status, deadline. */
export function StayFacts({
  stay,
  nights,
  rental,
  optionPassed,
}: {
  stay: StayRow;
  nights: number;
  rental: { id: string; title: string } | null;
  optionPassed: boolean;
}) {
  return (
    <section aria-labelledby="stay-heading" className="card flex flex-col gap-5 p-5 sm:p-7">
      <h2 id="stay-heading" className="font-display text-3xl text-fg">
        {text.stayHeading}
      </h2>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 text-sm">
        <Fact label={text.villa} wide>
          <span className="block font-display text-2xl leading-tight">{rental?.title ?? '—'}</span>
          <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            <Link to={`/admin/rentals/${stay.rental_id}/calendar`} className="link">
              {text.villaCalendar}
            </Link>
            <Link to={`/rentals/${stay.rental_id}`} className="link">
              {text.publicPage}
            </Link>
          </span>
        </Fact>
        <Fact label={text.reference}>
          <span className="font-mono tracking-wide">{stay.reference}</span>
        </Fact>
        <Fact label={text.dates}>{formatStayDates(stayDate(stay.check_in), stayDate(stay.check_out))}</Fact>
        <Fact label={text.nights}>{nights}</Fact>
        {stay.guests !== null ? <Fact label={text.guests}>{stay.guests}</Fact> : null}
        <Fact label={text.status}>
          <span className="flex flex-wrap items-center gap-2">
            <StayStatusBadge status={stay.status} />
            <span className="text-fg-muted">{STAY_SOURCE_LABELS[stay.source]}</span>
          </span>
        </Fact>
        <Fact label={text.created}>
          <time dateTime={stay.created_at}>{formatIslandDateTime(stay.created_at)}</time>
        </Fact>
        {stay.option_expires_at && (stay.status === 'option' || stay.status === 'expired') ? (
          <Fact label={text.optionDeadline} wide>
            <time dateTime={stay.option_expires_at}>{formatIslandDateTime(stay.option_expires_at)}</time>{' '}
            <span className="text-fg-muted">({text.islandTime})</span>
            {optionPassed && stay.status === 'option' ? (
              <span className="ml-2 font-medium text-danger">{text.deadlinePassed}</span>
            ) : null}
          </Fact>
        ) : null}
        {stay.note ? (
          <Fact label={text.note} wide>
            <span className="break-words whitespace-pre-wrap">{stay.note}</span>
          </Fact>
        ) : null}
      </dl>
    </section>
  );
}

/** Who asked: name, e-mail, phone, their message and the services they would like (priced on request). */
export function GuestDetails({ stay }: { stay: StayRow }) {
  const phoneHref = stay.guest_phone ? `tel:${stay.guest_phone.replace(/[^\d+]/g, '')}` : null;
  return (
    <section aria-labelledby="guest-heading" className="card flex flex-col gap-5 p-5 sm:p-7">
      <h2 id="guest-heading" className="font-display text-3xl text-fg">
        {text.guestHeading}
      </h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
        {stay.guest_name ? <Fact label={text.name}>{stay.guest_name}</Fact> : null}
        {stay.guest_email ? (
          <Fact label={text.email}>
            <a href={`mailto:${stay.guest_email}`} className="link inline-flex items-center gap-2 break-all">
              <MailIcon size={16} className="shrink-0 text-accent" />
              {stay.guest_email}
            </a>
          </Fact>
        ) : null}
        {stay.guest_phone && phoneHref ? (
          <Fact label={text.phone}>
            <a href={phoneHref} className="link inline-flex items-center gap-2">
              <PhoneIcon size={16} className="shrink-0 text-accent" />
              {stay.guest_phone}
            </a>
          </Fact>
        ) : null}
      </dl>
      <div>
        <h3 className="label font-sans">{text.message}</h3>
        {stay.message ? (
          <div className="max-h-[300px] overflow-y-auto rounded-sm border border-line bg-canvas p-4 text-[0.9375rem] leading-relaxed break-words whitespace-pre-wrap text-fg">
            {stay.message}
          </div>
        ) : (
          <p className="text-sm text-fg-muted">{text.noMessage}</p>
        )}
      </div>
      <div>
        <h3 className="label font-sans">{text.addOnsHeading}</h3>
        {stay.add_ons.length ? (
          <ul className="flex flex-col gap-1.5 text-sm">
            {stay.add_ons.map((addOn) => (
              <li key={addOn} className="flex items-baseline justify-between gap-4 border-b border-line pb-1.5">
                <span className="text-fg">{addOnLabel(addOn)}</span>
                <span className="text-fg-muted italic">{guestBookingTexts.addOns.onRequest}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-fg-muted">{text.noAddOns}</p>
        )}
      </div>
    </section>
  );
}
