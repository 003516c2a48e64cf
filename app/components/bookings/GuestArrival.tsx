import type { SubmissionResult } from '@conform-to/react';
import { useLocale } from '#app/components/i18n/locale';
import {
  arrivalDetailsFormValues,
  houseManualIn,
  mapLink,
  telLink,
  type ArrivalDetails,
  type GuestArrivalInfo,
  type VillaArrivalInfo,
} from '#app/domain/booking/arrival';
import { formatCalendarDate } from '#app/domain/booking/dates';
import { arrivalTexts } from '#app/domain/booking/texts/arrival';
import { ArrivalDetailsForm } from './ArrivalDetailsForm';

/**
 * "Your arrival" on the guest's page (issue 28, item 6): the arrival details form — or, once given, what was
 * given with the form folded under "Change" (a <details>, so it opens without JavaScript; until check-in,
 * as the database refuses changes after) — then the villa's
 * arrival information when the database gives it (the stay paid in full, within the villa's days before
 * arrival), else when it will appear.
 */
export function GuestArrival({
  details,
  info,
  saved,
  open,
  lastResult,
}: {
  details: ArrivalDetails | null;
  info: GuestArrivalInfo | null;
  saved: boolean;
  /** Details can still be given or changed (until check-in); after, only what was given shows. */
  open: boolean;
  /** The action's answer when the arrival details form was refused. */
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const locale = useLocale();
  const t = arrivalTexts[locale];
  const form = <ArrivalDetailsForm values={arrivalDetailsFormValues(details)} lastResult={lastResult} />;
  return (
    <section id="arrival" aria-labelledby="arrival-heading" className="card mt-8 p-6 sm:p-10">
      <h2 id="arrival-heading" className="font-display text-3xl text-fg">
        {t.heading}
      </h2>
      {saved && !lastResult ? (
        <p role="status" className="mt-3 rounded-sm bg-success-soft p-4 font-medium text-success">
          {t.saved}
        </p>
      ) : null}
      {details ? (
        <>
          <SavedDetails details={details} />
          {open ? (
            <details className="mt-6" open={lastResult !== undefined}>
              <summary className="link cursor-pointer text-sm">{t.change}</summary>
              {form}
            </details>
          ) : null}
        </>
      ) : open ? (
        <>
          <p className="section-lead mt-3">{t.lead}</p>
          {form}
        </>
      ) : null}
      {open ? null : <p className="mt-6 text-sm text-fg-muted">{t.closed}</p>}
      <ArrivalInformation arrival={info} />
    </section>
  );
}

function SavedDetails({ details }: { details: ArrivalDetails }) {
  const locale = useLocale();
  const t = arrivalTexts[locale];
  return (
    <div className="mt-6" data-testid="arrival-saved">
      <h3 className="font-display text-xl text-fg">{t.savedHeading}</h3>
      <dl className="mt-3 grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-fg-muted">{t.arrivalDate}</dt>
          <dd className="mt-1 text-fg">
            {formatCalendarDate(details.arrivalDate, 'long', locale)} · {details.arrivalTime}
          </dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t.flight}</dt>
          <dd className="mt-1 text-fg">{details.flight ?? t.none}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t.guestNames}</dt>
          <dd className="mt-1 whitespace-pre-line text-fg">{details.guestNames}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t.conciergeRequests}</dt>
          <dd className="mt-1 whitespace-pre-line text-fg">{details.conciergeRequests ?? t.none}</dd>
        </div>
      </dl>
    </div>
  );
}

/** The villa's arrival information, when it is time; else when it will be. */
function ArrivalInformation({ arrival }: { arrival: GuestArrivalInfo | null }) {
  const locale = useLocale();
  const t = arrivalTexts[locale];
  if (!arrival) return null;
  return (
    <div className="mt-10 border-t border-line pt-6" data-testid="arrival-information">
      <h3 className="font-display text-2xl text-fg">{t.infoHeading}</h3>
      {!arrival.shown ? (
        <p className="mt-3 text-fg-muted">{t.infoLater(arrival.daysBefore)}</p>
      ) : arrival.info ? (
        <InformationList info={arrival.info} />
      ) : (
        <p className="mt-3 text-fg-muted">{t.infoPreparing}</p>
      )}
    </div>
  );
}

function InformationList({ info }: { info: VillaArrivalInfo }) {
  const locale = useLocale();
  const t = arrivalTexts[locale];
  const manual = houseManualIn(info, locale);
  const point = info.latitude !== null && info.longitude !== null ? mapLink(info.latitude, info.longitude) : null;
  const row = (label: string, value: React.ReactNode) => (
    <div>
      <dt className="text-fg-muted">{label}</dt>
      <dd className="mt-1 text-fg">{value}</dd>
    </div>
  );
  return (
    <>
      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
        {info.address || point
          ? row(
              t.address,
              <>
                {info.address ? <span className="whitespace-pre-line">{info.address}</span> : null}
                {point ? (
                  <a href={point} className="link mt-1 block" target="_blank" rel="noopener noreferrer">
                    {t.openMap}
                  </a>
                ) : null}
              </>,
            )
          : null}
        {info.conciergePhone
          ? row(
              t.conciergePhone,
              <a href={telLink(info.conciergePhone)} className="link">
                {info.conciergePhone}
              </a>,
            )
          : null}
        {info.gateCode ? row(t.gateCode, <span className="font-mono text-lg">{info.gateCode}</span>) : null}
        {info.doorCode ? row(t.doorCode, <span className="font-mono text-lg">{info.doorCode}</span>) : null}
        {info.wifiName || info.wifiPassword
          ? row(
              t.wifi,
              <>
                {info.wifiName ? <span className="block">{t.wifiNetwork(info.wifiName)}</span> : null}
                {info.wifiPassword ? (
                  <span className="block font-mono">{t.wifiPassword(info.wifiPassword)}</span>
                ) : null}
              </>,
            )
          : null}
      </dl>
      {manual ? (
        <div className="mt-6">
          <h4 className="font-medium text-fg">{t.houseManual}</h4>
          <p className="mt-2 text-sm whitespace-pre-line text-fg" lang={manual.lang}>
            {manual.text}
          </p>
        </div>
      ) : null}
    </>
  );
}
