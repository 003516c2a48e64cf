import { AdminTable, Cell, Header, Row } from '#app/components/admin/AdminTable';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { Button } from '#app/components/ui/Button';
import { parsePercent, percentText } from '#app/domain/homeowners/agreements';
import type { ManagementAgreementRow } from '#app/domain/homeowners/rows';
import { homeownerTexts } from '#app/domain/homeowners/texts/staff';
import { formatCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import { MandateDocument, PendingAgreementActions, RowErrors, type AgreementManagement } from './AgreementActions';

/** The back office's dates: 'January 1, 2027'. */
const day = (date: string) => formatCalendarDate(date as CalendarDate, 'long', 'en');

const text = homeownerTexts;

/** One period of ownership as the page shows it (the loader adds the listing's title). */
export interface OwnershipView {
  id: string;
  kind: 'rental' | 'property';
  listingId: string;
  title: string;
  from: string;
  to: string | null;
  share: string | number | null;
}

/** A titled card of the page (a section, not a fieldset: nothing to fill in). */
export function Panel({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="card flex min-w-0 flex-col gap-4 p-5 sm:p-7">
      <div className="flex flex-col gap-1">
        <h2 id={id} className="font-display text-2xl text-fg">
          {title}
        </h2>
        <p className="text-sm text-fg-muted">{description}</p>
      </div>
      {children}
    </section>
  );
}

const percent = (value: string | number | null) => {
  const hundredths = parsePercent(value);
  return hundredths == null ? '—' : `${percentText(hundredths)} %`;
};

/** A homeowner's villas and properties over time, newest first (read by every staff member). */
/** A period still running: its End form (owners and admins), a plain POST with its own date. */
function EndOwnership({ periodId, error }: { periodId: string; error: readonly string[] | undefined }) {
  const t = text.ownership;
  return (
    <Form method="post" className="mt-2 flex flex-wrap items-end gap-2" data-testid={`end-${periodId}`}>
      <input type="hidden" name="intent" value="end-ownership" />
      <input type="hidden" name="periodId" value={periodId} />
      <label className="flex flex-col gap-1 text-xs">
        <span className="text-fg-muted">{t.endLabel}</span>
        <input type="date" name="ownedTo" required className="input" />
      </label>
      <Button type="submit" variant="secondary" size="sm">
        {t.end}
      </Button>
      {error?.length ? <p className="w-full text-xs text-danger">{error.join(' ')}</p> : null}
    </Form>
  );
}

/** A period entered by mistake: its Remove form (owners and admins). */
function RemoveOwnership({ periodId }: { periodId: string }) {
  const t = text.ownership;
  return (
    <Form method="post" className="flex flex-col gap-1" data-testid={`remove-${periodId}`}>
      <input type="hidden" name="intent" value="remove-ownership" />
      <input type="hidden" name="periodId" value={periodId} />
      <Button type="submit" variant="ghost" size="sm" className="w-fit">
        {t.remove}
      </Button>
      <span className="text-xs text-fg-muted">{t.removeHint}</span>
    </Form>
  );
}

export function OwnershipHistory({
  periods,
  canEnd = false,
  endAnswer,
}: {
  periods: readonly OwnershipView[];
  /** Owners and admins end a running period here. */
  canEnd?: boolean;
  /** The End form's answer: the period posted and its messages. */
  endAnswer?: { periodId: string; errors: readonly string[] } | null;
}) {
  const t = text.ownership;
  return (
    <Panel id="homeowner-ownership" title={t.title} description={t.description}>
      <div>
        {periods.length === 0 ? (
          <p className="text-sm text-fg-muted">{t.empty}</p>
        ) : (
          <AdminTable
            caption={t.title}
            minWidth="36rem"
            head={
              <>
                <Header>{t.columns.listing}</Header>
                <Header>{t.columns.from}</Header>
                <Header>{t.columns.to}</Header>
                <Header>{t.columns.share}</Header>
                {canEnd ? <Header>{text.ownership.remove}</Header> : null}
              </>
            }
          >
            {periods.map((period) => (
              <Row key={period.id}>
                <Cell wide>
                  <a
                    className="link"
                    href={`/admin/${period.kind === 'rental' ? 'rentals' : 'properties'}/${period.listingId}`}
                  >
                    {period.title}
                  </a>{' '}
                  <span className="text-fg-muted">· {period.kind === 'rental' ? t.rental : t.property}</span>
                </Cell>
                <Cell label={t.columns.from}>{day(period.from)}</Cell>
                <Cell label={t.columns.to}>
                  {period.to ? day(period.to) : t.stillOwned}
                  {canEnd && period.to === null ? (
                    <EndOwnership
                      periodId={period.id}
                      error={endAnswer?.periodId === period.id ? endAnswer.errors : undefined}
                    />
                  ) : null}
                </Cell>
                <Cell label={t.columns.share}>{period.share == null ? t.whole : percent(period.share)}</Cell>
                {canEnd ? (
                  <Cell wide>
                    <RemoveOwnership periodId={period.id} />
                  </Cell>
                ) : null}
              </Row>
            ))}
          </AdminTable>
        )}
      </div>
    </Panel>
  );
}

/** The agreements of the villas a homeowner owns, the latest first per villa. */
export function AgreementList({
  agreements,
  titles,
  manage = null,
}: {
  agreements: readonly ManagementAgreementRow[];
  titles: Readonly<Record<string, string>>;
  /** Owners and admins: attach a signed mandate, correct or withdraw one not yet in force. */
  manage?: AgreementManagement | null;
}) {
  const t = text.agreements;
  return (
    <Panel id="homeowner-agreements" title={t.title} description={t.description}>
      <div>
        {agreements.length === 0 ? (
          <p className="text-sm text-fg-muted">{t.empty}</p>
        ) : (
          <AdminTable
            caption={t.title}
            minWidth="48rem"
            head={
              <>
                <Header>{t.columns.villa}</Header>
                <Header>{t.columns.from}</Header>
                <Header>{t.columns.commission}</Header>
                <Header>{t.columns.services}</Header>
                <Header>{t.columns.cancellations}</Header>
                <Header>{t.columns.ownerStays}</Header>
                <Header>{t.columns.mandate}</Header>
              </>
            }
          >
            {agreements.map((agreement) => (
              <Row key={agreement.id}>
                <Cell wide>
                  {titles[agreement.rental_id] ?? agreement.rental_id}
                  {manage ? <PendingAgreementActions agreement={agreement} manage={manage} /> : null}
                  <RowErrors errors={manage?.answer?.agreementId === agreement.id ? manage.answer.errors : undefined} />
                </Cell>
                <Cell label={t.columns.from}>{day(agreement.effective_from)}</Cell>
                <Cell label={t.columns.commission}>
                  {percent(agreement.commission_percent)} · {text.commissionBase[agreement.commission_base]}
                </Cell>
                <Cell label={t.columns.services}>{text.servicesTreatment[agreement.services_treatment]}</Cell>
                <Cell label={t.columns.cancellations}>{text.cancellationShare[agreement.cancellation_share]}</Cell>
                <Cell label={t.columns.ownerStays}>
                  {agreement.owner_stays_without_approval ? t.ownerStaysFree : t.ownerStaysApproved}
                </Cell>
                <Cell label={t.columns.mandate}>
                  {day(agreement.mandate_signed_on)} · {agreement.mandate_signatories}
                  <MandateDocument agreement={agreement} manage={manage} />
                </Cell>
              </Row>
            ))}
          </AdminTable>
        )}
      </div>
    </Panel>
  );
}
